import { createActor, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { ErrorLogEvent } from '../../../src/api/contract/errorLog';
import type { Gateway } from '../../../src/api/gateway';
import { errorLogLogic } from '../../../src/shell/errorLog/errorLog.logic';
import { backends } from '../support/backends';
import { startTestServer } from '../support/server';

const gatewayFor = (url: string) => ({ config: { errorLog: { url, path: '/socket.io' } } }) as unknown as Gateway;
const event = (userIdentifier: string): ErrorLogEvent => ({
  method: 'GET',
  path: 'adapter/v1/getBalance',
  response: { responseCode: 1, errCode: 1102, message: 'x' },
  timestamp: new Date().toISOString(),
  device: {
    deviceId: 'd',
    deviceUniqueId: 'd',
    channel: 'WEB',
    platform: 'Linux',
    appVersion: 'v 1.0.1',
    webView: false,
    language: 'en',
  },
  userIdentifier,
  channel: 'Web',
});

describe('the portal error log sender (src/shell/errorLog) against the socket server', () => {
  const backend = backends[0]!;

  it('keeps entries while the host is unreachable (oldest dropped), then delivers what it holds once connected', async () => {
    const server = await startTestServer(backend);
    try {
      const offline = createActor(errorLogLogic({ gateway: gatewayFor('http://127.0.0.1:9') }), {
        input: { capacity: 2, retryMs: 60_000 },
      }).start();
      for (const n of [1, 2, 3]) offline.send({ type: 'errorLog.report', entry: event(`off${n}`) });
      await waitFor(offline, (s) => s.matches('buffering'), { timeout: 15_000 });
      expect(offline.getSnapshot().context.buffer).toEqual(
        [event('off2'), event('off3')].map((e) => ({ ...e, timestamp: expect.any(String) })),
      );
      offline.stop();

      const sender = createActor(errorLogLogic({ gateway: gatewayFor(server.url) }), { input: {} }).start();
      sender.send({ type: 'errorLog.report', entry: event('sent1') });
      sender.send({ type: 'errorLog.report', entry: event('sent2') });
      await waitFor(sender, (s) => s.matches('connected'), { timeout: 15_000 });
      sender.send({ type: 'errorLog.report', entry: event('sent3') });
      let users: string[] = [];
      for (let i = 0; i < 50 && users.length < 3; i++) {
        const response = await fetch(`${server.url}/sandbox/v1/errors`);
        users = ((await response.json()) as { data: { events: Array<{ userIdentifier: string }> } }).data.events.map(
          (e) => e.userIdentifier,
        );
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(users).toEqual(['sent3', 'sent2', 'sent1']);
      sender.stop();
    } finally {
      await server.close();
    }
  }, 60_000);
});
