import { describe, expect, it } from 'vitest';
import { ErrCode } from '../../../src/api/contract/errCodes';
import { mapOutcome } from '../../../src/api/errors';
import { ApiFailure } from '../../../src/api/failure';
import { tokenOf, unknownReceipt } from '../../../src/flows/receiptVerification/receiptVerification.logic';

/** The failure the gateway throws for an answer (requirements#error-map applied). */
function thrown(status: number, body: unknown): ApiFailure {
  const mapped = mapOutcome({ kind: 'response', status, body });
  if (mapped.ok) throw new Error('not a failure');
  return new ApiFailure(mapped.failure);
}

describe('the receipt check reads the server (requirements#receipt-verification)', () => {
  it('reads the server’s 404 as “no such receipt”, not as the generic try-again failure', () => {
    const failure = thrown(404, {
      responseCode: 1,
      errCode: ErrCode.notFound,
      message: 'There is no such receipt.',
      data: null,
    });
    // the error map alone would make it the generic failure
    expect(failure.kind).toBe('unavailable');
    expect(unknownReceipt(failure)).toMatchObject({ kind: 'notFound', errCode: ErrCode.notFound });
  });

  it('leaves every other failure as it is: a retry may help', () => {
    for (const status of [500, 502, 503]) expect(unknownReceipt(thrown(status, null))).toBeNull();
    expect(unknownReceipt(new Error('network'))).toBeNull();
  });

  it('sends only a token of the right shape', () => {
    expect(tokenOf('a'.repeat(70))).toBe('a'.repeat(70));
    for (const bad of ['a'.repeat(69), `${'a'.repeat(69)}=`, 'not-a-token', '']) expect(tokenOf(bad)).toBeNull();
  });
});
