import { beforeAll, describe, expect, it } from 'vitest';
import { ErrCode } from '../../../src/api/contract/errCodes';
import * as paths from '../../../src/api/contract/paths';
import { backends } from '../support/backends';
import { withTestServer } from '../support/server';
import { callerFor, type Caller } from '../support/transact';

/**
 * issue 19, defects 3 and 4: input the database cannot take was a 500. A lone surrogate in any
 * text (`"note":"\ud800"` failed the transaction's jsonb insert), NUL, nesting no endpoint has,
 * and numbers past every bound (`"page":1e308`, 1e17, 1e400 which JSON.parse reads as Infinity)
 * are 400s with field errors that name the field and never quote the value.
 */
describe.each(backends)('hostile input on $name', (backend) => {
  const env = withTestServer(backend);
  let consumer: Caller;
  beforeAll(async () => {
    consumer = await callerFor(env.server, 'consumer');
  });
  const p2p = { serviceCode: 'P2P_MONEY_TRANSFER_REG_USER', recipientMobile: '7701000002', amount: '1000' };
  const raw = (path: string, body: string) =>
    consumer.client.call('POST', path, {
      userToken: consumer.token,
      raw: body,
      headers: { 'Content-Type': 'application/json' },
    });

  it('refuses a lone surrogate or NUL in any text field of a submit with a 400 naming the field', async () => {
    for (const note of ['\ud800', 'a\udc00b', '\ud83d', 'x\u0000y']) {
      const { status, envelope } = await consumer.submit({ ...p2p, note });
      expect(status, JSON.stringify(envelope)).toBe(400);
      expect(envelope).toMatchObject({
        errCode: ErrCode.validationFailed,
        data: { errors: [{ field: 'note', code: 'characters' }] },
      });
    }
    // as the escape a client sends, and in a key
    const escaped = await raw(
      paths.transactionSubmit,
      '{"serviceCode":"P2P_MONEY_TRANSFER_REG_USER","note":"\\ud800"}',
    );
    expect(escaped.status).toBe(400);
    const key = await raw(paths.transactionSubmit, '{"\\udfff":"1"}');
    expect(key.envelope).toMatchObject({
      errCode: ErrCode.validationFailed,
      data: { errors: [{ code: 'characters' }] },
    });
    // below the body's own keys the field is `.*`: a deeper key may be the sender's and is never quoted
    const nested = await raw(paths.transactionSubmit, '{"details":{"<b>mine</b>":"\\ud800"}}');
    expect(nested.envelope).toMatchObject({ data: { errors: [{ field: 'details.*', code: 'characters' }] } });
    expect(JSON.stringify(nested.envelope)).not.toContain('mine');
    // a well-formed pair (an emoji) is text like any other
    const emoji = await consumer.submit({ ...p2p, note: 'thanks \ud83d\ude00' });
    expect(emoji.status).toBe(200);
    expect(emoji.envelope.responseCode, JSON.stringify(emoji.envelope)).toBe(0);
  });

  it('refuses page numbers past the bound, Infinity and deep nesting with a 400', async () => {
    for (const body of ['{"page":1e308}', '{"page":1e17}', '{"page":1e400}', '{"pageSize":-1e400}', '{"page":-1}']) {
      const { status, envelope } = await raw(paths.transactionReport, body);
      expect(status, body).toBe(400);
      expect(envelope.errCode).toBe(ErrCode.validationFailed);
    }
    const deep = await raw(paths.transactionReport, `{"a":${'['.repeat(40)}${']'.repeat(40)}}`);
    expect(deep.envelope).toMatchObject({ data: { errors: [{ code: 'depth' }] } });
    const deeper = await raw(paths.transactionSubmit, `{"a":${'['.repeat(20_000)}${']'.repeat(20_000)}}`);
    expect(deeper.status).toBe(400);
  });

  it('words field errors without the value that was sent', async () => {
    const markup = '<img src=x onerror=alert(1)>';
    const { status, envelope } = await raw(
      paths.transactionReport,
      JSON.stringify({ reportId: markup, fromDate: `${markup}x`, page: `${markup}1` }),
    );
    expect(status).toBe(400);
    expect(JSON.stringify(envelope)).not.toContain('onerror');
  });
});
