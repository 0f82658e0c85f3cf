import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { deviceDetailsAnswerSchema, MAX_DEVICES_PER_USER } from '../../../src/api/contract/devices';
import { ErrCode } from '../../../src/api/contract/errCodes';
import * as paths from '../../../src/api/contract/paths';
import { backends } from '../support/backends';
import { ApiClient } from '../support/client';
import { withTestServer } from '../support/server';

const laptop = {
  deviceId: 'a1b2c3d4-0000-4000-8000-000000000001',
  deviceUniqueId: 'a1b2c3d4-0000-4000-8000-000000000001',
  fcmToken: '',
  channel: 'WEB',
  browser: 'Chrome 140',
  os: 'Linux',
  appVersion: 'v 1.0.1',
};

describe.each(backends)('device details on $name', (backend) => {
  const env = withTestServer(backend);
  let consumer = '';
  let agent = '';
  let agentPortal: ApiClient;
  beforeAll(async () => {
    consumer = await env.portal.signInToken('consumer');
    agentPortal = await ApiClient.connect(env.server.url, 'agent');
    agent = await agentPortal.signInToken('agent');
  });
  const call = (path: string, userToken: string | undefined, json: unknown, portal?: ApiClient) =>
    (portal ?? (userToken === agent ? agentPortal : env.portal)).call('POST', path, {
      json,
      ...(userToken === undefined ? {} : { userToken }),
    });
  const sandboxDevices = async (login: string) => {
    const response = await fetch(`${env.server.url}/sandbox/v1/devices?user=${login}`);
    return ((await response.json()) as { data: { devices: Array<Record<string, unknown>> } }).data.devices;
  };

  it('adds a device at its first sign-in and answers it as stored, the push token never echoed', async () => {
    const result = await call(paths.addDeviceDetails, consumer, { ...laptop, fcmToken: 'push-token-1' });
    expect([result.status, result.envelope.responseCode]).toEqual([200, 0]);
    const answer = v.parse(deviceDetailsAnswerSchema, result.envelope.data);
    expect(answer.created).toBe(true);
    expect(answer.device).toMatchObject({
      deviceUniqueId: laptop.deviceUniqueId,
      browser: 'Chrome 140',
      hasPushToken: true,
    });
    expect(JSON.stringify(result.envelope)).not.toContain('push-token-1');
  });

  it('adds the same device again without a second row (created: false)', async () => {
    const again = await call(paths.addDeviceDetails, consumer, laptop);
    expect(v.parse(deviceDetailsAnswerSchema, again.envelope.data).created).toBe(false);
    expect(await sandboxDevices('consumer')).toHaveLength(1);
  });

  it('updates changed details of the same device', async () => {
    const result = await call(paths.updateDeviceDetails, consumer, {
      ...laptop,
      browser: 'Chrome 141',
      appVersion: 'v 1.0.2',
    });
    expect(result.envelope.responseCode).toBe(0);
    const devices = await sandboxDevices('consumer');
    expect(devices).toHaveLength(1);
    expect(devices[0]).toMatchObject({ browser: 'Chrome 141', appVersion: 'v 1.0.2' });
  });

  it("keeps each user's devices apart: another user's update of the same id is an unknown device", async () => {
    const update = await call(paths.updateDeviceDetails, agent, { ...laptop, browser: 'Evil 1' });
    expect([update.status, update.envelope.responseCode, update.envelope.errCode]).toEqual([
      200,
      1,
      ErrCode.deviceUnknown,
    ]);
    expect((await sandboxDevices('consumer'))[0]).toMatchObject({ browser: 'Chrome 141' });
    // the same device signing in as another user is that user's device
    const add = await call(paths.addDeviceDetails, agent, laptop);
    expect(v.parse(deviceDetailsAnswerSchema, add.envelope.data).created).toBe(true);
    expect(await sandboxDevices('agent')).toHaveLength(1);
    expect(await sandboxDevices('consumer')).toHaveLength(1);
  });

  it('refuses a call without a signed-in user', async () => {
    const result = await call(paths.addDeviceDetails, undefined, laptop);
    expect([result.status, result.envelope.errCode]).toEqual([401, ErrCode.authTokenMissing]);
  });

  it.each([
    ['no deviceUniqueId', { ...laptop, deviceUniqueId: undefined }],
    ['markup in the browser name', { ...laptop, browser: '<script>' }],
    ['a user field (the user is the signed-in one)', { ...laptop, userIdentifier: '1000000003' }],
    ['an overlong id', { ...laptop, deviceId: 'x'.repeat(200) }],
  ])('refuses %s with 400, never a 5xx', async (_name, body) => {
    const result = await call(paths.addDeviceDetails, consumer, body);
    expect([result.status, result.envelope.errCode]).toEqual([400, ErrCode.validationFailed]);
  });

  it(`keeps at most ${MAX_DEVICES_PER_USER} devices per user`, async () => {
    for (let i = 1; i < MAX_DEVICES_PER_USER; i++) {
      const result = await call(paths.addDeviceDetails, consumer, { ...laptop, deviceUniqueId: `device-${i}` });
      expect(result.envelope.responseCode).toBe(0);
    }
    const over = await call(paths.addDeviceDetails, consumer, { ...laptop, deviceUniqueId: 'one-too-many' });
    expect([over.envelope.responseCode, over.envelope.errCode]).toEqual([1, ErrCode.tooManyDevices]);
  });

  it("lists a user's devices on the sandbox page, values escaped and no push token", async () => {
    const page = await fetch(`${env.server.url}/sandbox/devices?user=consumer`);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toContain('Chrome 141');
    expect(html).not.toContain('push-token-1');
    const unknown = await (await fetch(`${env.server.url}/sandbox/devices?user=%3Cb%3Enobody`)).text();
    expect(unknown).toContain('&#60;b&#62;nobody');
  });
});
