import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrCode } from '../../../src/api/contract/errCodes';
import * as paths from '../../../src/api/contract/paths';
import { loadConfig } from '../../../server/config';
import { backends } from '../support/backends';
import { ApiClient } from '../support/client';
import { startTestServer, type TestServer } from '../support/server';

/**
 * Issue 19 defect 9 — ASVS 5.0 7.3.1 (inactivity timeout): one configured idle timeout
 * (SESSION_IDLE_TIMEOUT_SECONDS, the specification's 600 s by default) that the server enforces
 * and that the portal reads from the portal-config.json the server hands it.
 */
describe.each(backends)('one idle timeout on $name', (backend) => {
  const idleSeconds = loadConfig({}).sessionIdleTimeoutSeconds;
  let staticDir = '';
  let server: TestServer;
  let portal: ApiClient;

  beforeAll(async () => {
    staticDir = await mkdtemp(join(tmpdir(), 'wallet-portal-idle-'));
    await writeFile(join(staticDir, 'index.html'), '<!doctype html><title>portal</title>');
    // the shipped file says something else: the server's value wins
    await writeFile(join(staticDir, 'portal-config.json'), JSON.stringify({ inactivityTimeoutSeconds: 1234, x: 1 }));
    server = await startTestServer(backend, { staticDir, sessionIdleTimeoutSeconds: idleSeconds });
    portal = await ApiClient.connect(server.url, 'consumer');
  });
  afterAll(async () => {
    await server?.close();
    await rm(staticDir, { recursive: true, force: true });
  });

  it('defaults to the specification 600 s and hands the portal that very value', async () => {
    expect(idleSeconds).toBe(600);
    expect(loadConfig({ SESSION_IDLE_TIMEOUT_SECONDS: '900' }).sessionIdleTimeoutSeconds).toBe(900);
    const answer = await fetch(`${server.url}/portal-config.json`);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ inactivityTimeoutSeconds: idleSeconds, x: 1 });
  });

  it('ASVS 7.3.1: ends a session idle for the configured time, and slides while it is used', async () => {
    const balance = (userToken: string) => portal.call('POST', paths.getBalance, { userToken });
    const busy = await portal.signInToken('consumer');
    const idle = await portal.signInToken('consumer');
    server.clock.advance((idleSeconds - 1) * 1000);
    expect((await balance(busy)).status).toBe(200);
    server.clock.advance(1000);
    const expired = await balance(idle);
    expect(expired.status).toBe(401);
    expect(expired.envelope.errCode).toBe(ErrCode.authTokenExpired);
    expect((await balance(busy)).status).toBe(200);
  });
});
