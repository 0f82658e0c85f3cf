import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { errorLogEventSchema, MASK } from '../../../src/api/contract/errorLog';
import { errorLogEvent } from '../../../src/shell/errorLog/errorLogEvent';

const device = {
  deviceId: 'd-1',
  deviceUniqueId: 'd-1',
  channel: 'WEB',
  platform: 'Linux',
  appVersion: 'v 1.0.1',
  webView: false,
  language: 'en',
};

describe('the ErrorLog event of a failed call', () => {
  it('carries the spec fields, channel Web, with the request and response masked', () => {
    const event = errorLogEvent(
      {
        method: 'POST',
        path: 'demo/v1/front_users_validateLogin',
        body: { userName: 'consumer', password: 'Demo@1234' },
        failure: { responseCode: 1, errCode: 1002, message: 'The login or password is incorrect.', status: 200 },
      },
      { device, userIdentifier: null, now: Date.UTC(2026, 0, 2, 3, 4, 5) },
    );
    expect(event).toEqual({
      method: 'POST',
      path: 'demo/v1/front_users_validateLogin',
      request: { userName: 'consumer', password: MASK },
      response: { responseCode: 1, errCode: 1002, message: 'The login or password is incorrect.', status: 200 },
      timestamp: '2026-01-02T03:04:05.000Z',
      device,
      userIdentifier: null,
      channel: 'Web',
    });
    expect(v.safeParse(errorLogEventSchema, event).success).toBe(true);
  });

  it('names why no answer came and leaves out a body that was not sent', () => {
    const event = errorLogEvent(
      {
        method: 'GET',
        path: 'adapter/v1/getBalance',
        body: undefined,
        failure: { responseCode: 500, errCode: 500, message: 'Please try after sometime.', reason: 'timeout' },
      },
      { device, userIdentifier: '1000000001', now: 0 },
    );
    expect(event.request).toBeUndefined();
    expect(event.response.reason).toBe('timeout');
    expect(event.userIdentifier).toBe('1000000001');
    expect(v.safeParse(errorLogEventSchema, event).success).toBe(true);
  });
});
