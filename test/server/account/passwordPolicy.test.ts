import { describe, expect, it } from 'vitest';
import { categoryCodes } from '../../../src/api/contract/categories';
import * as paths from '../../../src/api/contract/paths';
import {
  defaultSecurityPolicy,
  passwordPolicies,
  passwordProblems,
  securityPolicySchema,
} from '../../../src/api/contract/policy';
import * as v from 'valibot';
import { isCommonPassword } from '../../../server/security/commonPasswords';
import { DEMO_PASSWORD } from '../../../server/seed/demoUsers';
import { backends } from '../support/backends';
import { withTestServer } from '../support/server';

type FieldErrors = { errors: { field: string; code: string; message: string }[] };
const codesOf = (data: unknown) => (data as FieldErrors).errors.map((e) => `${e.field}:${e.code}`);

/** Issue 19 defect 11: the password policy as configuration, and an offline common-password check. */
describe('password policies (contract)', () => {
  it('keeps the specification rule as the default: 6–30 characters with upper, lower, digit and special', () => {
    expect(passwordProblems('abcdefgh')).toEqual(['upper', 'digit', 'special']);
    expect(passwordProblems('Ab1!')).toEqual(['length']);
    expect(passwordProblems('Demo@1234')).toEqual([]);
    expect(v.parse(securityPolicySchema, defaultSecurityPolicy).password).toBeUndefined();
  });

  it('ASVS 6.2.1, 6.2.9, 6.2.5: the asvs profile — at least 8, up to 128 (≥ 64), no composition rules', () => {
    const asvs = v.parse(securityPolicySchema, { ...defaultSecurityPolicy, password: 'asvs' }).password;
    expect(asvs).toEqual(passwordPolicies.asvs);
    if (asvs === undefined) throw new Error('no policy');
    expect(asvs.maxLength).toBeGreaterThanOrEqual(64);
    expect(passwordProblems('abcdefg', asvs)).toEqual(['length']);
    expect(passwordProblems('violet lantern orbit', asvs)).toEqual([]);
    expect(passwordProblems('x'.repeat(64), asvs)).toEqual([]);
    expect(passwordProblems('x'.repeat(129), asvs)).toEqual(['length']);
  });

  it('takes its own rules too, and refuses a maximum below the minimum', () => {
    const own = {
      minLength: 12,
      maxLength: 64,
      upper: false,
      lower: true,
      digit: false,
      special: false,
      rejectCommon: false,
    };
    expect(v.parse(securityPolicySchema, { ...defaultSecurityPolicy, password: own }).password).toEqual(own);
    expect(
      v.safeParse(securityPolicySchema, { ...defaultSecurityPolicy, password: { ...own, maxLength: 10 } }).success,
    ).toBe(false);
  });

  it('ASVS 6.2.4: recognises common and breached passwords offline, the login included', () => {
    for (const common of ['Password1!', 'Qwerty123!', 'P@ssw0rd', 'password', '12345678']) {
      expect(isCommonPassword(common)).toBe(true);
    }
    for (const fine of ['Demo@1234', 'Fresh#Start9', 'violet lantern orbit'])
      expect(isCommonPassword(fine)).toBe(false);
    expect(isCommonPassword('Kadhimiya2!', ['kadhimiya2'])).toBe(true);
  });
});

describe.each(backends)('password policy applied by the server on $name', (backend) => {
  const env = withTestServer(backend);
  const change = async (newPassword: string) => {
    const token = await env.portal.signInToken('consumer');
    return env.portal.call('POST', paths.changePassword, {
      userToken: token,
      json: { oldPassword: DEMO_PASSWORD, newPassword, confirmPassword: newPassword },
    });
  };
  const setPolicy = (password: unknown) =>
    env.server.db.query(
      "UPDATE site_settings SET data = jsonb_set(data, '{securityPolicy}', $1::jsonb) WHERE category_code = $2",
      [JSON.stringify({ ...defaultSecurityPolicy, password }), categoryCodes.consumer],
    );

  it('ASVS 6.2.4: refuses Password1! (accepted before) as too common, without echoing it', async () => {
    const refused = await change('Password1!');
    expect(refused.status).toBe(400);
    expect(codesOf(refused.envelope.data)).toEqual(['newPassword:common']);
    expect(JSON.stringify(refused.envelope)).not.toContain('Password1!');
  });

  it('applies the specification rule by default, and the asvs profile once the content service names it', async () => {
    expect(codesOf((await change('violet lantern orbit')).envelope.data)).toEqual([
      'newPassword:upper',
      'newPassword:digit',
      'newPassword:special',
    ]);
    await setPolicy('asvs');
    expect(codesOf((await change('abcdefg')).envelope.data)).toEqual(['newPassword:length']);
    const accepted = await change('violet lantern orbit');
    expect(accepted.envelope.responseCode).toBe(0);
  });
});
