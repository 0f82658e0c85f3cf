import { describe, expect, it } from 'vitest';
import { ErrCode } from '../../../src/api/contract/errCodes';
import * as paths from '../../../src/api/contract/paths';
import { markupErrors } from '../../../server/http/markup';
import { backends } from '../support/backends';
import { withTestServer } from '../support/server';

const HOSTILE = ['<img src=x onerror=alert(1)>', '<script>alert(1)</script>', 'Ali <b>bold</b>', 'x<!-- y'];

/**
 * Issue 19 defect 10 — "no script, no HTML" (spec 001 §5, requirements#validation-markup) on every
 * free-text field the API receives; the refusal names the rule and the field, never the value.
 */
describe('markupErrors', () => {
  it('finds markup at any depth, skips secrets, and never quotes the value', () => {
    const errors = markupErrors({
      fields: { FULL_NAME_IN_ENGLISH: HOSTILE[0], list: ['fine', HOSTILE[1]] },
      newPassword: 'Pass<b>word</b>1',
      note: '1 < 2 and 3 > 2',
    });
    expect(errors).toEqual([
      { field: 'fields.FULL_NAME_IN_ENGLISH', code: 'htmlNotAllowed', message: 'HTML markup is not allowed here.' },
      { field: 'fields.list.1', code: 'scriptNotAllowed', message: 'Scripts are not allowed here.' },
    ]);
  });
});

describe.each(backends)('no script, no HTML on $name', (backend) => {
  const env = withTestServer(backend);

  it.each(HOSTILE)('refuses %s as a profile name, stores nothing and echoes nothing', async (name) => {
    const token = await env.portal.signInToken('consumer');
    const answer = await env.portal.call('POST', paths.updateProfile, {
      userToken: token,
      json: { fields: { FULL_NAME_IN_ENGLISH: name } },
    });
    expect(answer.status).toBe(400);
    expect(answer.envelope).toMatchObject({
      errCode: ErrCode.validationFailed,
      data: { errors: [{ field: 'fields.FULL_NAME_IN_ENGLISH' }] },
    });
    expect(JSON.stringify(answer.envelope)).not.toContain(name);
    const account = await env.portal.call('POST', paths.getUserAccount, { userToken: token });
    expect(JSON.stringify(account.envelope.data)).not.toContain(name);
  });

  it('answers a schema refusal without the value valibot would have quoted', async () => {
    const token = await env.portal.signInToken('consumer');
    const long = `${'é'.repeat(81)}`;
    const answer = await env.portal.call('POST', paths.updateProfile, {
      userToken: token,
      json: { fields: { FULL_NAME_IN_ENGLISH: long } },
    });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.envelope)).not.toContain('é'.repeat(10));
    expect(JSON.stringify(answer.envelope)).not.toContain('received');
  });
});
