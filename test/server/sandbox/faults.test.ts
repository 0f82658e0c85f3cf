import { describe, expect, it } from 'vitest';
import { ErrCode } from '../../../src/api/contract/errCodes';
import { paths } from '../../../src/api/contract/paths';
import * as v from 'valibot';
import { transactionResultSchema } from '../../../src/api/contract/transactions';
import { backends } from '../support/backends';
import { sandboxKeyHeader, withTestServer } from '../support/server';
import { newRequestId } from '../support/services';
import { callerFor } from '../support/transact';

/**
 * Issue 19, faults end to end, the server's half: the sandbox's fault switch stops the database
 * (as the routes see it), holds a call, answers a 5xx or cut-off JSON, and everything works again
 * the moment it is cleared, without a restart and with the same session.
 * test/e2e/faults.spec.ts shows what the user sees meanwhile.
 */
describe.each(backends)('the sandbox fault switch on $name', (backend) => {
  const env = withTestServer(backend);

  const setFault = async (fault: unknown) => {
    const answer = await fetch(`${env.server.url}/sandbox/v1/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...sandboxKeyHeader },
      body: JSON.stringify({ fault }),
    });
    return { status: answer.status, body: (await answer.json()) as { errCode: number; data: unknown } };
  };
  const balance = (token: string) => env.portal.call('POST', paths.getBalance, { userToken: token, json: {} });

  it('stops the database: calls answer 500 with the generic envelope, /readyz 503; started again, the same session works', async () => {
    const token = await env.portal.signInToken('consumer');
    expect((await setFault({ kind: 'database' })).status).toBe(200);
    try {
      const down = await balance(token);
      expect(down.status).toBe(500);
      expect(down.envelope).toMatchObject({
        responseCode: 1,
        errCode: ErrCode.internal,
        message: 'Please try after sometime.',
      });
      expect((await fetch(`${env.server.url}/readyz`)).status).toBe(503);
      expect((await fetch(`${env.server.url}/healthz`)).status).toBe(200);
      expect((await env.portal.signIn('consumer')).status).toBe(500);
      // the switch itself answers while the database is down
      expect((await fetch(`${env.server.url}/sandbox/v1/faults`)).status).toBe(200);
    } finally {
      await setFault(null);
    }
    expect((await fetch(`${env.server.url}/readyz`)).status).toBe(200);
    const up = await balance(token);
    expect(up.status).toBe(200);
    expect(up.envelope.responseCode).toBe(0);
  });

  it('holds a hung call for the time given, then answers it; other calls are not held', async () => {
    const token = await env.portal.signInToken('consumer');
    await setFault({ kind: 'hang', ms: 600, path: paths.getBalance });
    try {
      const started = performance.now();
      const [held, other] = await Promise.all([
        balance(token).then((r) => ({ r, ms: performance.now() - started })),
        env.portal.call('GET', paths.csrf).then((r) => ({ r, ms: performance.now() - started })),
      ]);
      expect(held.ms).toBeGreaterThanOrEqual(590);
      expect(held.r.envelope.responseCode).toBe(0);
      expect(other.ms).toBeLessThan(held.ms);
      expect(other.r.status).toBe(200);
    } finally {
      await setFault(null);
    }
  });

  it("books a payment once when its submit hangs and the user retries meanwhile: the late answer is the retry's", async () => {
    const payer = await callerFor(env.server, 'agent');
    const body = { serviceCode: 'AGENT_TO_AGENT_TRANSFER', recipientMobile: '7701000004', amount: '10000' };
    const requestId = newRequestId();
    await setFault({ kind: 'hang', ms: 800, path: paths.transactionSubmit });
    const hung = payer.submit(body, { requestId });
    await new Promise((resolve) => setTimeout(resolve, 100)); // the portal is still waiting, then gives up
    await setFault(null);
    const retry = await payer.submit(body, { requestId });
    expect(retry.envelope.responseCode).toBe(0);
    const late = await hung;
    expect(late.envelope.responseCode).toBe(0);
    const id = (r: typeof retry) => v.parse(transactionResultSchema, r.envelope.data).transactionId;
    expect(id(late)).toBe(id(retry));
    const { rows } = await env.server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM transactions WHERE request_id = $1',
      [requestId],
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('answers a 5xx or cut-off JSON on the path given, and nothing else, until cleared', async () => {
    const token = await env.portal.signInToken('consumer');
    await setFault({ kind: 'status', status: 502, path: paths.getBalance });
    let answer = await fetch(`${env.server.url}/api/${paths.getBalance}`, { method: 'POST' });
    expect(answer.status).toBe(502);
    expect(await answer.text()).toBe('502 (sandbox fault)');
    expect((await env.portal.call('GET', paths.csrf)).status).toBe(200);

    await setFault({ kind: 'malformedJson', path: paths.getBalance });
    answer = await fetch(`${env.server.url}/api/${paths.getBalance}`, { method: 'POST' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/json');
    const text = await answer.text();
    expect(() => JSON.parse(text) as unknown).toThrow(SyntaxError);

    await setFault(null);
    expect((await balance(token)).envelope.responseCode).toBe(0);
    expect((await fetch(`${env.server.url}/sandbox/v1/faults`).then((r) => r.json())) as unknown).toMatchObject({
      data: { fault: null },
    });
  });

  it('refuses an unknown fault or a bad path with 400, and keeps the switch as it was', async () => {
    for (const fault of [
      { kind: 'explode' },
      { kind: 'hang', ms: 0 },
      { kind: 'hang', ms: 600_001 },
      { kind: 'status', status: 418 },
      { kind: 'malformedJson', path: '../etc/passwd' },
    ]) {
      const refused = await setFault(fault);
      expect(refused.status, JSON.stringify(fault)).toBe(400);
      expect(refused.body.errCode).toBe(ErrCode.validationFailed);
    }
    expect((await fetch(`${env.server.url}/sandbox/v1/faults`).then((r) => r.json())) as unknown).toMatchObject({
      data: { fault: null },
    });
  });
});
