import { ofetch, type FetchResponse } from 'ofetch';
import * as v from 'valibot';
import { ErrCode } from './contract/errCodes';
import { accessChannel, headerNames } from './contract/headers';
import * as paths from './contract/paths';
import { isContentServicePath, isLoginPath, paymentTokenOf } from './contract/paths';
import type { UserCategory } from './contract/categories';
import { GENERIC_MESSAGE, mapOutcome, type FailureResult, type Outcome, type SessionEnd } from './errors';
import { ApiFailure } from './failure';
import type { RuntimeConfig } from './runtimeConfig';

/**
 * The one gateway (requirements#gateway-hosts): every call of the portal goes through here, with
 * the required headers, the configured base URLs and timeout, and the error map applied.
 */
export interface GatewayDeps {
  /** the stored front tokens (authorize = signed-in user, access = app/device) */
  tokens: () => { authorize: string | null; access: string | null };
  /** base64url device information */
  device: () => string;
  /** the API language code, e.g. enUS */
  language: () => string;
  /** reads a cookie by name (the CSRF pair) */
  readCookie: (name: string) => string | null;
  /** the session ends: the app turns this into an event for the session actor */
  onSessionEnd: (end: SessionEnd) => void;
  /**
   * requirements#error-log: a call failed (a non-zero responseCode, or no answer). The app sends it
   * to the error log; whatever this does (or throws) never changes what the caller gets.
   */
  onFailure?: (failure: CallFailure) => void;
  fetch?: typeof globalThis.fetch;
}

export interface CallOptions<TSchema extends v.GenericSchema | undefined> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number>;
  /** the schema of the envelope's data; a mismatch is a failure, never a crash later */
  schema?: TSchema;
  signal?: AbortSignal;
  /** the category whose credentials a login or content call uses (default: the build's) */
  category?: UserCategory;
  /** a bearer token for this call only (the two-factor challenge) */
  authorizeToken?: string;
  /** the logout call itself must not start another session end */
  reportSessionEnd?: boolean;
}

type Data<TSchema> = TSchema extends v.GenericSchema ? v.InferOutput<TSchema> : unknown;

export interface Gateway {
  configure(config: RuntimeConfig): void;
  readonly config: RuntimeConfig | null;
  call<TSchema extends v.GenericSchema | undefined = undefined>(
    path: string,
    options?: CallOptions<TSchema>,
  ): Promise<Data<TSchema>>;
  /**
   * A file (requirements#downloads): the same headers, CSRF pair and timeout as `call`; the answer's
   * bytes and the name its Content-Disposition gives. An envelope instead of a file is the failure
   * `call` would throw.
   */
  download(path: string, options?: DownloadOptions): Promise<Download>;
  /** a multipart POST with upload progress (requirements#uploads) */
  upload<TSchema extends v.GenericSchema | undefined = undefined>(
    path: string,
    body: FormData,
    options?: UploadOptions<TSchema>,
  ): Promise<Data<TSchema>>;
}

export interface UploadOptions<TSchema extends v.GenericSchema | undefined> {
  schema?: TSchema;
  signal?: AbortSignal;
  /** 0–1, as the bytes leave the browser */
  onProgress?: (fraction: number) => void;
}

export interface DownloadOptions {
  method?: 'GET' | 'POST';
  body?: unknown;
  query?: Record<string, string | number>;
  signal?: AbortSignal;
  /** the name when the answer gives none (or none that is safe) */
  fileName?: string;
}

export interface Download {
  blob: Blob;
  /** from Content-Disposition, made safe to save; else the given name; else `download` */
  fileName: string;
}

/** A failed call as the error log records it (the body as sent, not yet masked). */
export interface CallFailure {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  body: unknown;
  failure: FailureResult;
}

const MUTATING = new Set(['POST', 'PUT', 'DELETE']);

/** What came back: a file answer keeps its bytes and headers aside from the envelope's body. */
type Sent =
  | Exclude<Outcome, { kind: 'response' }>
  | { kind: 'response'; status: number; body: unknown; headers: Headers; file: Blob | null };

const JSON_TYPE = /^\s*(application\/([\w.+-]*\+)?json|text\/json)\s*(;|$)/i;

/** A 2xx that is an attachment, or anything but JSON, is the file; everything else is read as an envelope. */
function isFileAnswer(response: Response): boolean {
  if (response.status < 200 || response.status >= 300) return false;
  if (/^\s*attachment\s*(;|$)/i.test(response.headers.get('content-disposition') ?? '')) return true;
  return !JSON_TYPE.test(response.headers.get('content-type') ?? '');
}

function isCsrfRefusal(outcome: Outcome): boolean {
  return (
    outcome.kind === 'response' &&
    outcome.status === 403 &&
    (outcome.body as { errCode?: unknown } | null)?.errCode === ErrCode.csrfInvalid
  );
}

function parseLenient(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function createGateway(deps: GatewayDeps): Gateway {
  let config: RuntimeConfig | null = null;
  const client = ofetch.create(
    // an envelope is read whatever the content type says; an HTML error page stays text
    { retry: 0, ignoreResponseError: true, parseResponse: parseLenient },
    deps.fetch ? { fetch: deps.fetch } : {},
  );

  function need(): RuntimeConfig {
    if (!config) throw new Error('the gateway is used before the runtime configuration was loaded');
    return config;
  }

  function headersFor(path: string, method: string, options: CallOptions<v.GenericSchema | undefined>): Headers {
    const cfg = need();
    const { authorize, access } = deps.tokens();
    const category = options.category ?? cfg.defaultCategory;
    const credentials = cfg.categories[category];
    const userToken = options.authorizeToken ?? authorize;
    const headers = new Headers({
      [headerNames.accessChannel]: accessChannel,
      [headerNames.deviceInfo]: deps.device(),
      [headerNames.language]: deps.language(),
      accept: 'application/json',
    });
    const paymentToken = paymentTokenOf(path);
    // requirements#headers: basic login credential for login, content credential for cms, a payment
    // token on payment paths (requirements#payment-tokens), bearer otherwise
    if (paymentToken !== undefined && cfg.paymentTokens)
      headers.set(headerNames.authorization, `Basic ${cfg.paymentTokens[paymentToken]}`);
    else if (isLoginPath(path) && credentials)
      headers.set(headerNames.authorization, `Basic ${credentials.loginCredential}`);
    else if (isContentServicePath(path) && credentials)
      headers.set(headerNames.authorization, `Basic ${credentials.contentCredential}`);
    else if (userToken) headers.set(headerNames.authorization, `Bearer ${userToken}`);
    // requirements#headers: every request carries the authorized and the access token headers
    if (userToken) headers.set(headerNames.authorizedToken, `Bearer ${userToken}`);
    if (access) headers.set(headerNames.accessToken, `Bearer ${access}`);
    if (MUTATING.has(method)) {
      const csrf = deps.readCookie(cfg.csrf.cookieName);
      if (csrf) headers.set(cfg.csrf.headerName, csrf);
    }
    return headers;
  }

  async function send(path: string, options: CallOptions<v.GenericSchema | undefined>, asFile = false): Promise<Sent> {
    const cfg = need();
    const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
    // ofetch drops its own timeout when a signal is given: combine the caller's with ours
    const timeout = AbortSignal.timeout(cfg.requestTimeoutMs);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
    try {
      const headers = headersFor(path, method, options);
      if (asFile) headers.set('accept', '*/*');
      const response: FetchResponse<unknown> = await client.raw(path, {
        baseURL: isContentServicePath(path) ? cfg.cmsBaseUrl : cfg.bffBaseUrl,
        method,
        headers,
        ...(options.body === undefined ? {} : { body: options.body as Record<string, unknown> }),
        ...(options.query ? { query: options.query } : {}),
        // a file keeps its bytes: no text parsing, the body as a Blob
        ...(asFile ? { parseResponse: undefined, responseType: 'blob' as const } : {}),
        signal,
        credentials: 'same-origin',
      });
      const base = { kind: 'response' as const, status: response.status, headers: response.headers };
      if (!asFile) return { ...base, body: response._data, file: null };
      const blob = response._data instanceof Blob ? response._data : new Blob([]);
      if (isFileAnswer(response)) return { ...base, body: null, file: blob };
      return { ...base, body: parseLenient(await blob.text()), file: null };
    } catch (error) {
      if (options.signal?.aborted) throw options.signal.reason ?? error;
      return { kind: timeout.aborted ? 'timeout' : 'network' };
    }
  }

  /** The error catalogue, then the contract: a mismatch is a failure, never a crash later. */
  function reportFailure(call: Omit<CallFailure, 'failure'>, failure: FailureResult) {
    try {
      deps.onFailure?.({ ...call, path: call.path.split(/[?#]/)[0] ?? call.path, failure });
    } catch {
      // requirements#error-log: logging never affects the user
    }
  }

  function finish(
    call: Omit<CallFailure, 'failure'>,
    outcome: Outcome,
    schema: v.GenericSchema | undefined,
    reportSessionEnd: boolean,
  ) {
    const { path } = call;
    const mapped = mapOutcome(outcome);
    if (!mapped.ok) {
      // requirements#error-log: any non-zero responseCode (and a call with no answer) is logged
      reportFailure(call, mapped.failure);
      if (mapped.sessionEnd && reportSessionEnd) deps.onSessionEnd(mapped.sessionEnd);
      throw new ApiFailure(mapped.failure);
    }
    if (!schema) return mapped.envelope.data;
    const data = v.safeParse(schema, mapped.envelope.data);
    if (!data.success) {
      // a contract mismatch is the back end's bug; the user sees the generic message. Only the
      // field paths are logged: valibot's messages quote the received values (tokens, amounts).
      const fields = data.issues.map((issue) => v.getDotPath(issue) ?? '(root)');
      console.error(`[gateway] ${path}: the answer does not match the contract at ${fields.join(', ')}`);
      throw new ApiFailure({ responseCode: 500, errCode: 500, message: GENERIC_MESSAGE, reason: 'invalidResponse' });
    }
    return data.output;
  }

  /** fetch cannot report upload progress; XMLHttpRequest can, with the same headers and timeout. */
  function sendMultipart(path: string, body: FormData, options: UploadOptions<v.GenericSchema | undefined>) {
    const cfg = need();
    return new Promise<Outcome>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      const base = isContentServicePath(path) ? cfg.cmsBaseUrl : cfg.bffBaseUrl;
      xhr.open('POST', new URL(path, new URL(base, globalThis.location?.href)).href);
      xhr.timeout = cfg.requestTimeoutMs;
      headersFor(path, 'POST', {}).forEach((value, key) => xhr.setRequestHeader(key, value));
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable && e.total > 0) options.onProgress?.(e.loaded / e.total);
      };
      xhr.onload = () => resolve({ kind: 'response', status: xhr.status, body: parseLenient(xhr.responseText) });
      xhr.onerror = () => resolve({ kind: 'network' });
      xhr.ontimeout = () => resolve({ kind: 'timeout' });
      xhr.onabort = () => reject(options.signal?.reason ?? new DOMException('aborted', 'AbortError'));
      options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
      if (options.signal?.aborted) xhr.abort();
      else xhr.send(body);
    });
  }

  /** One exchange with the CSRF pair in place, retried once when the server refused the pair. */
  async function exchange(path: string, options: CallOptions<v.GenericSchema | undefined>, asFile: boolean) {
    const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
    if (MUTATING.has(method)) await ensureCsrfCookie(options.signal);
    let sent = await send(path, { ...options, method }, asFile);
    if (MUTATING.has(method) && isCsrfRefusal(sent)) {
      // the cookie expired or the server rotated its key: take a fresh one and try once more
      await send(paths.csrf, { method: 'GET', ...(options.signal ? { signal: options.signal } : {}) });
      sent = await send(path, { ...options, method }, asFile);
    }
    return sent;
  }

  async function ensureCsrfCookie(signal: AbortSignal | undefined) {
    const cfg = need();
    if (deps.readCookie(cfg.csrf.cookieName)) return;
    // the sandbox's CSRF bootstrap; back ends that set the cookie on any answer never need it
    await send(paths.csrf, { method: 'GET', ...(signal ? { signal } : {}) });
  }

  return {
    configure(next) {
      config = next;
    },
    get config() {
      return config;
    },
    async call(path, options = {}) {
      const outcome = await exchange(path, options, false);
      const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
      return finish(
        { method, path, body: options.body },
        outcome,
        options.schema,
        options.reportSessionEnd !== false,
      ) as never;
    },
    async download(path, { fileName, ...options } = {}) {
      // the header's parser loads with the first download, beside its call: no page pays for it up front
      const naming = import('./contentDisposition');
      void naming.catch(() => undefined);
      const sent = await exchange(path, options, true);
      if (sent.kind === 'response' && sent.file) {
        // requirements#downloads: the portal names a download by the response's Content-Disposition
        const { fileNameFromContentDisposition } = await naming;
        return {
          blob: sent.file,
          fileName: fileNameFromContentDisposition(sent.headers.get('content-disposition'), fileName),
        };
      }
      // an envelope: its failure, as `call` throws it; a success where a file was due is the back end's bug
      finish(
        { method: options.method ?? (options.body === undefined ? 'GET' : 'POST'), path, body: options.body },
        sent,
        undefined,
        true,
      );
      console.error(`[gateway] ${path}: an envelope came back where a file was expected`);
      throw new ApiFailure({ responseCode: 500, errCode: 500, message: GENERIC_MESSAGE, reason: 'invalidResponse' });
    },
    async upload(path, body, options = {}) {
      await ensureCsrfCookie(options.signal);
      const outcome = await sendMultipart(path, body, options);
      // a multipart body is a file: the log names the call, never its bytes
      return finish({ method: 'POST', path, body: undefined }, outcome, options.schema, true) as never;
    },
  };
}
