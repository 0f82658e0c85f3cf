import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isLuhnValid } from '../../../src/api/contract/card';
import { cardCheck } from '../../../src/forms/validation/card';
import { DEFAULT_MAX_FILE_BYTES, fileCheck, matchesFileType } from '../../../src/forms/validation/file';
import { validateField } from '../../../src/forms/validation/validate';
import { ctx, file, param } from '../fixtures';

describe('file (invalidFileType, fileSizeBig, fileUploadInProcess)', () => {
  it('asks to wait while the upload runs, before anything else', () => {
    const uploading = file({ state: 'uploading', mimeType: 'text/x-evil', size: 10 ** 9 });
    expect(fileCheck(['pdf'], 10).run(uploading, {}, ctx())).toEqual({ key: 'fileUploadInProcess' });
  });

  it('reports a failed upload, or a failed base64 read, instead of checking the file', () => {
    const failed = file({ state: 'failed', fileId: undefined });
    expect(fileCheck(['pdf'], undefined).run(failed, {}, ctx())).toEqual({ key: 'fileUploadFailed' });
    expect(fileCheck(['pdf'], undefined, 'server').run(failed, {}, ctx())).toEqual({ key: 'fileUploadFailed' });
    expect(fileCheck(['pdf'], undefined, 'base64').run(failed, {}, ctx())).toEqual({ key: 'fileReadFailed' });
  });

  it('reports a failed upload on a mandatory field as failed, not as missing', () => {
    const p = param({ ParameterId: 'doc', ComponentType: 7, type: 'file', IsMandatory: true, upload: 'base64' });
    expect(validateField(p, { doc: file({ state: 'failed' }) }, ctx())).toEqual({ key: 'fileReadFailed' });
    expect(validateField({ ...p, IsMandatory: false }, { doc: file({ state: 'failed' }) }, ctx())).toEqual({
      key: 'fileReadFailed',
    });
  });

  it.each([
    ['image', 'image/webp', true],
    ['image', 'application/pdf', false],
    ['pdf', 'application/pdf', true],
    ['audio', 'audio/mpeg', true],
    ['video', 'video/mp4', true],
    ['video', 'audio/mp4', false],
    ['csv', 'text/csv', true],
    ['image/png', 'image/png', true],
    ['image/png', 'image/jpeg', false],
    ['image/*', 'image/gif', true],
    ['IMAGE/PNG', 'image/png', true],
  ])('fileType %s %s a %s file', (entry, mimeType, expected) => {
    expect(matchesFileType({ name: 'x', mimeType }, entry)).toBe(expected);
  });

  it('recognises a CSV file by its name when the system calls it a spreadsheet', () => {
    expect(matchesFileType({ name: 'rows.CSV', mimeType: 'application/vnd.ms-excel' }, 'csv')).toBe(true);
  });

  it('refuses a type outside the list with invalidFileType', () => {
    expect(fileCheck(['image'], undefined).run(file({ mimeType: 'application/zip' }), {}, ctx())).toEqual({
      key: 'invalidFileType',
    });
  });

  it('allows JPEG, PNG and PDF when the field lists no types', () => {
    const check = fileCheck(undefined, undefined);
    expect(check.run(file({ mimeType: 'image/jpeg' }), {}, ctx())).toBeNull();
    expect(check.run(file({ mimeType: 'application/pdf' }), {}, ctx())).toBeNull();
    expect(check.run(file({ mimeType: 'image/gif' }), {}, ctx())).toEqual({ key: 'invalidFileType' });
  });

  it('accepts sizes up to the cap and refuses bigger ones with fileSizeBig {max}', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5_000_000 }), fc.integer({ min: 0, max: 6_000_000 }), (max, size) => {
        const result = fileCheck(['pdf'], max).run(file({ size }), {}, ctx());
        expect(result).toEqual(size <= max ? null : { key: 'fileSizeBig', values: { max } });
      }),
    );
  });

  it('caps files at 2,000,000 bytes by default', () => {
    const check = fileCheck(['pdf'], undefined);
    expect(DEFAULT_MAX_FILE_BYTES).toBe(2_000_000);
    expect(check.run(file({ size: 2_000_000 }), {}, ctx())).toBeNull();
    expect(check.run(file({ size: 2_000_001 }), {}, ctx())).toEqual({ key: 'fileSizeBig', values: { max: 2_000_000 } });
  });

  it('refuses a value that is not a file', () => {
    expect(fileCheck(['pdf'], undefined).run('scan.pdf', {}, ctx())).toEqual({ key: 'invalidFileType' });
  });
});

/** The Luhn check digit, computed independently of the code under test. */
function checkDigit(payload: number[]): number {
  const sum = payload
    .slice()
    .reverse()
    .reduce((total, d, i) => total + (i % 2 === 0 ? ([0, 2, 4, 6, 8, 1, 3, 5, 7, 9][d] ?? 0) : d), 0);
  return (10 - (sum % 10)) % 10;
}
const validCard = fc
  .array(fc.integer({ min: 0, max: 9 }), { minLength: 11, maxLength: 18 })
  .map((payload) => [...payload, checkDigit(payload)]);

describe('card number (Luhn, invalidCardNumber)', () => {
  it('accepts numbers with a correct check digit', () => {
    fc.assert(
      fc.property(validCard, (digits) => {
        expect(cardCheck.run(digits.join(''), {}, ctx())).toBeNull();
      }),
    );
  });

  it('ignores dashes and spaces between the digits', () => {
    fc.assert(
      fc.property(
        validCard,
        fc.array(fc.constantFrom('', ' ', '-'), { minLength: 19, maxLength: 19 }),
        (digits, seps) => {
          const written = digits.map((d, i) => `${d}${seps[i] ?? ''}`).join('');
          expect(isLuhnValid(written)).toBe(true);
        },
      ),
    );
  });

  it('refuses the number after any single digit changes', () => {
    fc.assert(
      fc.property(validCard, fc.nat(), fc.integer({ min: 1, max: 9 }), (digits, at, delta) => {
        const changed = [...digits];
        const index = at % changed.length;
        changed[index] = ((changed[index] ?? 0) + delta) % 10;
        expect(cardCheck.run(changed.join(''), {}, ctx())).toEqual({ key: 'invalidCardNumber' });
      }),
    );
  });

  it('accepts a known test card and refuses letters', () => {
    expect(isLuhnValid('4111 1111 1111 1111')).toBe(true);
    expect(isLuhnValid('4111-1111-1111-1112')).toBe(false);
    expect(isLuhnValid('4111x1111')).toBe(false);
  });
});
