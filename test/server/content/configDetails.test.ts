import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { configDetailsSchema } from '../../../src/api/contract/configDetails';
import { ErrCode } from '../../../src/api/contract/errCodes';
import * as paths from '../../../src/api/contract/paths';
import { defaultSecurityPolicy } from '../../../src/api/contract/policy';
import { supportContact } from '../../../server/seed/supportContact';
import { backends } from '../support/backends';
import { ApiClient } from '../support/client';
import { withTestServer } from '../support/server';

describe.each(backends)('configuration details on $name', (backend) => {
  const env = withTestServer(backend, { limits: { configDetailsPerIpPerMinute: 4 } });

  it('answers with the front access token alone: support desk, age limits and code lengths', async () => {
    const portal = await ApiClient.connect(env.server.url, 'agent');
    const result = await portal.call('POST', paths.getConfigDetails, { json: {} });
    expect([result.status, result.envelope.responseCode]).toEqual([200, 0]);
    expect(v.parse(configDetailsSchema, result.envelope.data)).toEqual({
      supportPhone: supportContact.supportPhone,
      supportEmail: supportContact.supportEmail,
      supportHours: supportContact.supportHours,
      minAge: 18,
      maxAge: 100,
      otpLength: defaultSecurityPolicy.otpLength,
      pinLength: defaultSecurityPolicy.pinLength,
      otpValiditySeconds: defaultSecurityPolicy.otpValiditySeconds,
    });
    // the empty payload of the spec: no body at all is the same call
    const empty = await portal.call('POST', paths.getConfigDetails);
    expect(empty.envelope.data).toEqual(result.envelope.data);
  });

  it('needs the access token, refuses a body that is not an object, and counts callers per IP', async () => {
    const portal = await ApiClient.connect(env.server.url, 'merchant');
    const noAccess = await portal.call('POST', paths.getConfigDetails, { json: {}, access: false });
    expect([noAccess.status, noAccess.envelope.errCode]).toEqual([401, ErrCode.accessTokenInvalid]);
    const list = await portal.call('POST', paths.getConfigDetails, { json: [1, 2] });
    expect(list.status).toBe(400);
    // the first test's two calls and these three: the fifth is over the budget of 4 (a refused body is not counted)
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await portal.call('POST', paths.getConfigDetails)).status);
    expect(statuses).toContain(429);
    expect(statuses[0]).toBe(200);
  });
});
