import { io, type Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { ErrCode } from '../../../src/api/contract/errCodes';
import {
  ERROR_LOG_ENTRY_EVENT,
  ERROR_LOG_EVENT,
  ERROR_LOG_VIEWERS_EVENT,
  MASK,
  type ErrorLogEvent,
} from '../../../src/api/contract/errorLog';
import { backends } from '../support/backends';
import { startTestServer, withTestServer } from '../support/server';

interface Ack {
  responseCode: number;
  errCode: number;
  message: string;
}
interface StoredEntry {
  id: string;
  userIdentifier: string | null;
  errCode: string;
  method: string;
  path: string;
  event: ErrorLogEvent;
}

const event = (overrides: Partial<ErrorLogEvent> = {}): ErrorLogEvent => ({
  method: 'POST',
  path: 'demo/v1/front_users_changeTransactionPin',
  request: { oldPin: '1234', newPin: '5678' },
  response: { responseCode: 1, errCode: 1109, message: 'The PIN is wrong.', status: 200 },
  timestamp: new Date().toISOString(),
  device: {
    deviceId: 'd-1',
    deviceUniqueId: 'd-1',
    channel: 'WEB',
    platform: 'Linux',
    appVersion: 'v 1.0.1',
    webView: false,
    language: 'en',
  },
  userIdentifier: '1000000001',
  channel: 'Web',
  ...overrides,
});

const sockets: Socket[] = [];
function connect(url: string, extra: Parameters<typeof io>[1] = {}): Promise<Socket> {
  const socket = io(url, { path: '/socket.io', transports: ['websocket'], reconnection: false, ...extra });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}
const send = (socket: Socket, payload: unknown) =>
  socket.timeout(5000).emitWithAck(ERROR_LOG_EVENT, payload) as Promise<Ack>;

afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});

describe.each(backends)('the error log socket on $name', (backend) => {
  const env = withTestServer(backend);
  const stored = async (query = '') => {
    const response = await fetch(`${env.server.url}/sandbox/v1/errors${query}`);
    return ((await response.json()) as { data: { events: StoredEntry[] } }).data.events;
  };

  it('stores an ErrorLog event and passes it to a viewer live', async () => {
    const viewer = await connect(env.server.url);
    expect(await viewer.timeout(5000).emitWithAck(ERROR_LOG_VIEWERS_EVENT)).toBe(true);
    const seen = new Promise<StoredEntry>((resolve) => viewer.once(ERROR_LOG_ENTRY_EVENT, resolve));
    const portal = await connect(env.server.url);
    expect(await send(portal, event())).toEqual({ responseCode: 0, errCode: ErrCode.ok, message: 'Successfully' });
    const live = await seen;
    expect(live).toMatchObject({ userIdentifier: '1000000001', errCode: '1109', method: 'POST' });
    expect(live.event.channel).toBe('Web');
    const [newest] = await stored();
    expect(newest?.id).toBe(live.id);
  });

  it('masks secrets again on receipt (the portal should have, but the host does not trust it)', async () => {
    const portal = await connect(env.server.url);
    const leaky = event({
      request: { pin: '4321', password: 'Demo@1234', card: { number: '4111111111111111', cvv: '123' } },
      response: {
        responseCode: 1,
        errCode: 1002,
        message: 'declined for card 4111 1111 1111 1111',
        data: { otp: '998877' },
      },
      userIdentifier: '1000000009',
    });
    expect((await send(portal, leaky)).responseCode).toBe(0);
    const [entry] = await stored('?user=1000000009');
    const text = JSON.stringify(entry);
    for (const secret of ['4321', 'Demo@1234', '4111111111111111', '4111 1111', '998877', '"123"'])
      expect(text).not.toContain(secret);
    expect(entry?.event.request).toEqual({ pin: MASK, password: MASK, card: { number: MASK, cvv: MASK } });
    expect(entry?.event.response.message).toBe(`declined for card ${MASK}1111`);
  });

  it.each([
    ['not an object', 'hello'],
    ['no response', { ...event(), response: undefined }],
    ['another channel', { ...event(), channel: 'App' }],
    ['an unknown field', { ...event(), extra: 1 }],
    ['a path with a query', { ...event(), path: 'a/b?token=x' }],
    ['an oversized event', { ...event(), request: { note: 'x'.repeat(20_000) } }],
  ])('refuses %s and stores nothing', async (_name, payload) => {
    const before = (await stored('?limit=200')).length;
    const portal = await connect(env.server.url);
    const answer = await send(portal, payload);
    expect([answer.responseCode, answer.errCode]).toEqual([1, ErrCode.errorLogEventInvalid]);
    expect((await stored('?limit=200')).length).toBe(before);
  });

  it('filters the stored events by user and errCode', async () => {
    const portal = await connect(env.server.url);
    await send(
      portal,
      event({ userIdentifier: '1000000003', response: { responseCode: 1, errCode: 1140, message: 'a' } }),
    );
    await send(
      portal,
      event({ userIdentifier: '1000000003', response: { responseCode: 9, errCode: 9999, message: 'b' } }),
    );
    expect((await stored('?user=1000000003')).map((e) => e.errCode)).toEqual(['9999', '1140']);
    expect((await stored('?user=1000000003&errCode=1140')).map((e) => e.event.response.message)).toEqual(['a']);
    const page = await fetch(`${env.server.url}/sandbox/errors?user=1000000003&errCode=1140`);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self' 'sha256-");
    const html = await page.text();
    expect(html).toContain('data-err-code="1140"');
    expect(html).not.toContain('>b<');
    const bad = await fetch(`${env.server.url}/sandbox/v1/errors?user=%3Cscript%3E`);
    expect(bad.status).toBe(400);
  });

  it('refuses a browser connection from another origin', async () => {
    const refused = connect(env.server.url, {
      transports: ['polling'],
      extraHeaders: { Origin: 'https://evil.example' },
    });
    await expect(refused).rejects.toThrow();
  });
});

describe.each(backends)('the error log socket under load on $name', (backend) => {
  it('rate-limits one connection, then disconnects one that keeps going', async () => {
    const server = await startTestServer(backend);
    try {
      const portal = await connect(server.url);
      const answers: Ack[] = [];
      for (let i = 0; i < 35; i++) answers.push(await send(portal, event({ userIdentifier: `load${i}` })));
      const limited = answers.filter((a) => a.errCode === ErrCode.errorLogRateLimited);
      // 30 at once, then one every 2 s
      expect(answers.filter((a) => a.responseCode === 0).length).toBeGreaterThanOrEqual(30);
      expect(limited.length).toBeGreaterThanOrEqual(4);
      const gone = new Promise<string>((resolve) => portal.once('disconnect', resolve));
      for (let i = 0; i < 110; i++) portal.emit(ERROR_LOG_EVENT, event());
      expect(await gone).toBe('io server disconnect');
    } finally {
      await server.close();
    }
  });

  it('lets nobody watch without the sandbox tools, while events are still logged', async () => {
    const server = await startTestServer(backend, { sandboxTools: false });
    try {
      const viewer = await connect(server.url);
      expect(await viewer.timeout(5000).emitWithAck(ERROR_LOG_VIEWERS_EVENT)).toBe(false);
      expect((await send(viewer, event())).responseCode).toBe(0);
      expect((await fetch(`${server.url}/sandbox/errors`)).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});
