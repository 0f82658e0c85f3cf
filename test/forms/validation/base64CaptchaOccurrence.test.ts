import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { base64Check, isBase64OrDataUrl } from '../../../src/forms/validation/base64';
import { captchaCheck } from '../../../src/forms/validation/captcha';
import { occurrenceCheck, parseOccurrence } from '../../../src/forms/validation/occurrence';
import { validateField } from '../../../src/forms/validation/validate';
import { ctx, param } from '../fixtures';

const encode = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const bytes = fc.uint8Array({ minLength: 1, maxLength: 200 });

describe('base64 (invalidBase64)', () => {
  it('accepts the base64 of any bytes', () => {
    fc.assert(
      fc.property(bytes, (data) => {
        expect(base64Check.run(encode(data), {}, ctx())).toBeNull();
      }),
    );
  });

  it('accepts a data URL whose part after the first comma is base64', () => {
    fc.assert(
      fc.property(bytes, fc.constantFrom('image/png', 'application/pdf', 'text/plain;charset=utf-8'), (data, mime) => {
        expect(isBase64OrDataUrl(`data:${mime};base64,${encode(data)}`)).toBe(true);
      }),
    );
  });

  it('refuses base64 that lost its last character or gained a foreign one', () => {
    fc.assert(
      fc.property(bytes, fc.constantFrom('!', ' ', '-', '_', '\n', '*'), (data, foreign) => {
        const text = encode(data);
        expect(isBase64OrDataUrl(text.slice(0, -1))).toBe(false);
        expect(isBase64OrDataUrl(`${text.slice(0, 2)}${foreign}${text.slice(3)}`)).toBe(false);
      }),
    );
  });

  it.each(['data:image/png;base64', 'data:,', 'data:image/png;base64,abc', 'ab=c', 'ab==c', '===='])(
    'refuses %j',
    (text) => expect(base64Check.run(text, {}, ctx())).toEqual({ key: 'invalidBase64' }),
  );
});

describe('captcha (refreshYourCaptcha, invalidCaptcha)', () => {
  const run = (value: string | null, captcha?: { expired: boolean; length: number }) =>
    captchaCheck.run(value, {}, ctx({ captcha }));

  it('asks for a new captcha when the challenge expired or none was loaded', () => {
    expect(run('ABC123', { expired: true, length: 6 })).toEqual({ key: 'refreshYourCaptcha' });
    expect(run('ABC123')).toEqual({ key: 'refreshYourCaptcha' });
  });

  it("refuses an empty answer or one not of the challenge's length", () => {
    fc.assert(
      fc.property(fc.integer({ min: 4, max: 8 }), fc.nat({ max: 10 }), (length, typed) => {
        const result = run('x'.repeat(typed), { expired: false, length });
        expect(result).toEqual(typed === length ? null : { key: 'invalidCaptcha' });
      }),
    );
    expect(run(null, { expired: false, length: 6 })).toEqual({ key: 'invalidCaptcha' });
  });

  it('runs on an optional empty captcha field too', () => {
    const field = param({ ParameterId: 'captcha', rules: [{ rule: 'captcha' }] });
    expect(validateField(field, { captcha: '' }, ctx({ captcha: { expired: false, length: 6 } }))).toEqual({
      key: 'invalidCaptcha',
    });
  });
});

describe('occurrence (occurrenceIncomplete)', () => {
  const base = { startDate: '2025-07-01', endDate: '2025-12-31', time: '09:30' };
  const run = (value: unknown) => occurrenceCheck.run(JSON.stringify(value), {}, ctx());

  it.each([
    { type: 'daily', ...base },
    { type: 'weekly', week: 'MON', ...base },
    { type: 'monthly', month: '15', ...base },
  ])('accepts a complete $type occurrence', (value) => {
    expect(run(value)).toBeNull();
  });

  it('refuses a weekly occurrence without its week and a monthly one without its month', () => {
    expect(run({ type: 'weekly', month: '15', ...base })).toEqual({ key: 'occurrenceIncomplete' });
    expect(run({ type: 'monthly', week: 'MON', ...base })).toEqual({ key: 'occurrenceIncomplete' });
  });

  it('refuses an occurrence missing any of start date, end date and time', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('startDate', 'endDate', 'time'),
        fc.constantFrom(undefined, '', 'later'),
        (part, bad) => {
          const value: Record<string, unknown> = { type: 'weekly', week: 'FRI', ...base, [part]: bad };
          expect(run(value)).toEqual({ key: 'occurrenceIncomplete' });
        },
      ),
    );
  });

  it('refuses an unknown type, a non-object and text that is not JSON', () => {
    expect(run({ type: 'yearly', ...base })).toEqual({ key: 'occurrenceIncomplete' });
    expect(run(['weekly'])).toEqual({ key: 'occurrenceIncomplete' });
    expect(occurrenceCheck.run('weekly on monday', {}, ctx())).toEqual({ key: 'occurrenceIncomplete' });
  });

  it('refuses an end date before the start date as a From/To mistake', () => {
    expect(run({ type: 'daily', ...base, endDate: '2025-06-30' })).toEqual({ key: 'error.message.1117' });
  });

  it('parses the parts it needs and drops the others', () => {
    expect(parseOccurrence(JSON.stringify({ type: 'weekly', week: 'MON', month: '3', ...base, extra: 1 }))).toEqual({
      type: 'weekly',
      week: 'MON',
      ...base,
    });
  });
});

describe('base64 on a file field', () => {
  const file = { kind: 'file', name: 'statement.png', size: 68, mimeType: 'image/png' } as const;
  const today = { today: '2026-11-22' };
  it('takes a file read as a data URL, refuses a ready file whose data is not base64', () => {
    expect(
      base64Check.run({ ...file, state: 'ready', dataUrl: 'data:image/png;base64,iVBORw0KGgo=' }, {}, today),
    ).toBeNull();
    expect(base64Check.run({ ...file, state: 'ready', dataUrl: 'data:image/png;base64,@@@' }, {}, today)).toEqual({
      key: 'invalidBase64',
    });
    // still being read: the file rule says so (fileUploadInProcess), not this one
    expect(base64Check.run({ ...file, state: 'uploading' }, {}, today)).toBeNull();
  });
});
