import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import type { UserCategory } from '../../../src/api/contract/categories';
import { envelopeSchema, type Envelope } from '../../../src/api/contract/envelope';
import { csrfCookieName, headerNames } from '../../../src/api/contract/headers';
import * as paths from '../../../src/api/contract/paths';
import { appLoginDataSchema, validateLoginDataSchema } from '../../../src/api/contract/schemas';
import { DEMO_PASSWORD } from '../../../server/seed/demoUsers';

interface PortalConfig {
  categories: Record<string, { loginCredential: string; contentCredential: string }>;
}

/** The credentials exactly as the portal ships them. */
export const portalConfig = JSON.parse(
  readFileSync(fileURLToPath(new URL('../../../public/portal-config.json', import.meta.url)), 'utf8'),
) as PortalConfig;

export function credentialsOf(category: UserCategory): { login: string; content: string } {
  const entry = portalConfig.categories[category];
  if (entry === undefined) throw new Error(`portal-config.json has no ${category}`);
  return { login: entry.loginCredential, content: entry.contentCredential };
}

export interface CallOptions {
  /** JSON-encoded with Content-Type application/json. */
  json?: unknown;
  /** Sent as is (no Content-Type unless given in headers). */
  raw?: string;
  headers?: Record<string, string>;
  /** The signed-in user's token for X-Authorized-Token. */
  userToken?: string;
  /** Which Basic credential to send as Authorization: login, content, none (default by path). */
  basic?: 'login' | 'content' | 'none';
  /** Leave out the CSRF pair / the access token. */
  csrf?: boolean;
  access?: boolean;
  /** Another Host header than the URL's (a client naming a host of its choice). */
  host?: string;
  /** The local address to connect from (127.0.0.2…: another client address on this machine). */
  from?: string;
}

/** The session token a header names, as the server reads it (server/http/auth.ts bearerToken). */
function bearerOf(value: string | undefined): string | undefined {
  const token = (/^Bearer(?:\s+(.*))?$/i.exec(value?.trim() ?? '')?.[1] ?? '').trim();
  return token === '' || token === 'null' || token === 'undefined' ? undefined : token;
}

/** One request with the Host header given, answered as a fetch Response. */
function requestWithHost(
  url: string,
  via: { host?: string | undefined; from?: string | undefined },
  method: string,
  headers: Record<string, string>,
  body: string | undefined,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const options = {
      method,
      headers: via.host === undefined ? headers : { ...headers, Host: via.host },
      ...(via.from === undefined ? {} : { localAddress: via.from }),
    };
    const request = httpRequest(url, options, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const responseHeaders = new Headers();
        for (const [name, value] of Object.entries(answer.headers)) {
          for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value])
            responseHeaders.append(name, item);
        }
        resolve(new Response(Buffer.concat(chunks), { status: answer.statusCode ?? 0, headers: responseHeaders }));
      });
    });
    request.on('error', reject);
    request.end(body);
  });
}

export interface CallResult {
  status: number;
  headers: Headers;
  /** The parsed envelope; every /api answer must be one (asserted here). */
  envelope: Envelope;
}

/** A small portal stand-in: CSRF cookie, front access token and the gateway's headers. */
export class ApiClient {
  csrfToken = '';
  accessToken = '';
  private constructor(
    readonly baseUrl: string,
    readonly category: UserCategory,
  ) {}

  static async connect(baseUrl: string, category: UserCategory = 'consumer'): Promise<ApiClient> {
    const client = new ApiClient(baseUrl, category);
    const csrf = await fetch(`${baseUrl}/api/${paths.csrf}`);
    const cookie = /XSRF-TOKEN=([^;]+)/.exec(csrf.headers.get('set-cookie') ?? '')?.[1];
    if (cookie === undefined) throw new Error('no CSRF cookie');
    client.csrfToken = cookie;
    const login = await client.call('POST', paths.appLogin, {
      json: { grant_type: 'client_credentials' },
      access: false,
    });
    client.accessToken = v.parse(appLoginDataSchema, login.envelope.data).access_token;
    return client;
  }

  async call(method: string, path: string, options: CallOptions = {}): Promise<CallResult> {
    const headers: Record<string, string> = { [headerNames.accessChannel]: 'WEBSITE_APP' };
    const credentials = credentialsOf(this.category);
    const basic =
      options.basic ??
      (path.startsWith('cms/')
        ? 'content'
        : path === paths.appLogin || path === paths.validateLogin
          ? 'login'
          : 'none');
    if (basic !== 'none')
      headers.Authorization = `Basic ${basic === 'login' ? credentials.login : credentials.content}`;
    if (options.access !== false && this.accessToken !== '')
      headers[headerNames.accessToken] = `Bearer ${this.accessToken}`;
    if (options.userToken !== undefined) headers[headerNames.authorizedToken] = `Bearer ${options.userToken}`;
    if (options.csrf !== false) {
      // issue 19: a pair is bound to the session it is used with; each session gets its own
      // (the server reads the session from Authorization: Bearer too when X-Authorized-Token is absent)
      const session =
        options.userToken ??
        bearerOf(options.headers?.[headerNames.authorizedToken]) ??
        bearerOf(options.headers?.Authorization);
      const csrf = session === undefined ? this.csrfToken : await this.csrfFor(session);
      headers.Cookie = `${csrfCookieName}=${csrf}`;
      headers[headerNames.csrf] = csrf;
    }
    let body: string | undefined;
    if (options.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.raw !== undefined) {
      body = options.raw;
    }
    const allHeaders = { ...headers, ...options.headers };
    // fetch always sends the URL's own Host: a test of a forged Host header goes through node:http
    const response =
      options.host === undefined && options.from === undefined
        ? await fetch(`${this.baseUrl}/api/${path}`, { method, headers: allHeaders, body })
        : await requestWithHost(`${this.baseUrl}/api/${path}`, options, method, allHeaders, body);
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new Error(`${method} ${path} answered ${response.status} with a non-JSON body: ${text.slice(0, 200)}`);
    }
    return {
      status: response.status,
      headers: response.headers,
      envelope: v.parse(envelopeSchema, parsed) as Envelope,
    };
  }

  private readonly sessionCsrf = new Map<string, string>();

  /** The CSRF token bound to this session token, asked for once (as the portal's retry does). */
  async csrfFor(userToken: string): Promise<string> {
    const known = this.sessionCsrf.get(userToken);
    if (known !== undefined) return known;
    const answer = await fetch(`${this.baseUrl}/api/${paths.csrf}`, {
      headers: { [headerNames.authorizedToken]: `Bearer ${userToken}` },
    });
    const cookie = /XSRF-TOKEN=([^;]+)/.exec(answer.headers.get('set-cookie') ?? '')?.[1];
    if (cookie === undefined) throw new Error('no CSRF cookie for the session');
    this.sessionCsrf.set(userToken, cookie);
    return cookie;
  }

  signIn(
    userName: string,
    password = DEMO_PASSWORD,
    extra: { from?: string; captchaId?: string; captchaAnswer?: string } = {},
  ): Promise<CallResult> {
    const { from, ...captcha } = extra;
    return this.call('POST', paths.validateLogin, {
      json: { userName, password, grant_type: 'password', ...captcha },
      ...(from === undefined ? {} : { from }),
    });
  }

  /** Signs in a user without two-factor and returns the session token. */
  async signInToken(userName: string, password = DEMO_PASSWORD): Promise<string> {
    const result = await this.signIn(userName, password);
    if (result.envelope.responseCode !== 0)
      throw new Error(`sign-in of ${userName} failed: ${result.envelope.message}`);
    const data = v.parse(validateLoginDataSchema, result.envelope.data);
    if (data.info.isTFA) throw new Error(`${userName} needs a second factor`);
    return data.info.auth_token;
  }
}
