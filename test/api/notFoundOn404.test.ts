import { describe, expect, it } from 'vitest';
import { ErrCode } from '../../src/api/contract/errCodes';
import { mapOutcome } from '../../src/api/errors';
import { ApiFailure, goneOn404, notFoundOn404 } from '../../src/api/failure';
import { toFlowFailure } from '../../machines/shared';

/** The gateway's failure for a server answer of `status` with the server's envelope. */
function failureFor(status: number, errCode: number): ApiFailure {
  const mapped = mapOutcome({
    kind: 'response',
    status,
    body: { responseCode: 1, errCode, message: 'The requested resource was not found.', data: null },
  });
  if (mapped.ok) throw new Error('expected a failure');
  return new ApiFailure(mapped.failure);
}

describe('a 404 of a route whose 404 means gone (saved recipients, linked bank accounts)', () => {
  it('is the generic failure to the error map (requirements#error-map), notFound to the flow', () => {
    const failure = failureFor(404, ErrCode.notFound);
    expect(failure.kind).toBe('unavailable');
    expect(toFlowFailure(notFoundOn404(failure))).toMatchObject({ kind: 'notFound', errCode: ErrCode.notFound });
  });

  it('leaves every other failure as it was', () => {
    const wrongPin = failureFor(422, ErrCode.pinWrong);
    expect(notFoundOn404(wrongPin)).toBe(wrongPin);
    const down = failureFor(503, 503);
    expect(notFoundOn404(down)).toBe(down);
    const lost = new Error('network');
    expect(notFoundOn404(lost)).toBe(lost);
  });

  it('goneOn404 passes an answer through and throws a 404 as notFound', async () => {
    await expect(goneOn404(Promise.resolve(7))).resolves.toBe(7);
    await expect(goneOn404(Promise.reject(failureFor(404, ErrCode.notFound)))).rejects.toMatchObject({
      kind: 'notFound',
    });
  });
});
