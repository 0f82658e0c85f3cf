import * as v from 'valibot';
import * as paths from '../../../src/api/contract/paths';
import { CHECKSUM_KEY, maskValue, NONCE_KEY, requestChecksum } from '../../../src/api/contract/requestSecurity';
import { transactionResultSchema, type TransactionResult } from '../../../src/api/contract/transactions';
import { DEMO_PIN, demoUser } from '../../../server/seed/demoUsers';
import { testMaskKey } from './backends';
import { ApiClient, type CallResult } from './client';
import type { TestServer } from './server';
import { newRequestId } from './services';

/** Direct service calls with hand-built bodies (the forms' own bodies are tested in services.test.ts). */
export interface Caller {
  client: ApiClient;
  token: string;
  quote(body: Record<string, unknown>): Promise<CallResult>;
  /** adds a fresh requestId (unless given) and the masked demo PIN (unless pin is given, or null) */
  submit(body: Record<string, unknown>, options?: SubmitOptions): Promise<CallResult>;
  receipt(body: Record<string, unknown>, options?: SubmitOptions): Promise<TransactionResult>;
}

export interface SubmitOptions {
  /** a masked PIN is added unless given (null: none) */
  pin?: string | null;
  requestId?: string;
  /** adds ts and checksum over the final body (requirements#request-nonce) */
  nonce?: boolean;
}

export const masked = (value: string) => maskValue(testMaskKey, value);

/** ts (now, unless given) and the checksum of the body as sent. */
export async function withNonce(
  body: Record<string, unknown>,
  ts = String(Date.now()),
): Promise<Record<string, unknown>> {
  const stamped = { ...body, [NONCE_KEY]: ts };
  return { ...stamped, [CHECKSUM_KEY]: await requestChecksum(stamped, ts) };
}

export async function callerFor(server: TestServer, login: string): Promise<Caller> {
  const client = await ApiClient.connect(server.url, demoUser(login).category);
  const token = await client.signInToken(login);
  const caller: Caller = {
    client,
    token,
    quote: (body) => client.call('POST', paths.transactionQuote, { userToken: token, json: body }),
    async submit(body, options = {}) {
      const pin = options.pin === undefined ? await masked(DEMO_PIN) : options.pin === null ? undefined : options.pin;
      const json = { requestId: options.requestId ?? newRequestId(), ...body, ...(pin === undefined ? {} : { pin }) };
      return client.call('POST', paths.transactionSubmit, {
        userToken: token,
        json: options.nonce === true ? await withNonce(json, String(server.clock.now())) : json,
      });
    },
    async receipt(body, options) {
      const result = await caller.submit(body, options);
      if (result.envelope.responseCode !== 0) {
        throw new Error(
          `submit answered ${result.status} ${String(result.envelope.errCode)} ${result.envelope.message}`,
        );
      }
      return v.parse(transactionResultSchema, result.envelope.data);
    },
  };
  return caller;
}
