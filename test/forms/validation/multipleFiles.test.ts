import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_FILES, fileCheck } from '../../../src/forms/validation/file';
import { validateField } from '../../../src/forms/validation/validate';
import { ctx, file, param } from '../fixtures';

/** requirements#validation-file, #field-attributes: a file field with isMultiple holds a list of files. */
const multi = (over: Parameters<typeof param>[0]) =>
  param({ ComponentType: 7, type: 'file', isMultiple: true, fileType: ['pdf', 'image'], size: 1_000, ...over });

describe('isMultiple file fields (tooManyFiles, each file checked)', () => {
  it('accepts a list of ready files of the right type and size', () => {
    const p = multi({ ParameterId: 'docs' });
    const value = [file({ name: 'a.pdf' }), file({ name: 'b.png', mimeType: 'image/png', size: 1_000 })];
    expect(validateField(p, { docs: value }, ctx())).toBeNull();
  });

  it('names the first file that fails, with the rule a single file would break', () => {
    const p = multi({ ParameterId: 'docs' });
    const bigSecond = [file({ name: 'a.pdf' }), file({ name: 'b.pdf', size: 1_001 }), file({ name: 'c.zip' })];
    expect(validateField(p, { docs: bigSecond }, ctx())).toEqual({
      key: 'fileSizeBig',
      values: { max: 1_000, file: 'b.pdf' },
    });
    const zip = [file({ name: 'a.pdf' }), file({ name: 'c.zip', mimeType: 'application/zip' })];
    expect(validateField(p, { docs: zip }, ctx())).toEqual({ key: 'invalidFileType', values: { file: 'c.zip' } });
    const reading = [file({ name: 'a.pdf', state: 'uploading' })];
    expect(validateField(p, { docs: reading }, ctx())).toEqual({
      key: 'fileUploadInProcess',
      values: { file: 'a.pdf' },
    });
    expect(validateField({ ...p, upload: 'base64' }, { docs: [file({ state: 'failed' })] }, ctx())).toEqual({
      key: 'fileReadFailed',
      values: { file: 'scan.pdf' },
    });
  });

  it('refuses more files than maxFiles, before looking at any of them', () => {
    const p = multi({ ParameterId: 'docs', maxFiles: 2 });
    const three = [file(), file(), file({ mimeType: 'application/zip' })];
    expect(validateField(p, { docs: three }, ctx())).toEqual({ key: 'tooManyFiles', values: { max: 2 } });
    expect(validateField(p, { docs: three.slice(0, 2) }, ctx())).toBeNull();
  });

  it('holds at most 5 files when the field names no maxFiles', () => {
    expect(DEFAULT_MAX_FILES).toBe(5);
    const p = multi({ ParameterId: 'docs' });
    const files = (n: number) => Array.from({ length: n }, (_, i) => file({ name: `${i}.pdf` }));
    expect(validateField(p, { docs: files(5) }, ctx())).toBeNull();
    expect(validateField(p, { docs: files(6) }, ctx())).toEqual({ key: 'tooManyFiles', values: { max: 5 } });
  });

  it('takes a lone file as a list of one, and an empty list as empty (required)', () => {
    const p = multi({ ParameterId: 'docs', IsMandatory: true });
    expect(validateField(p, { docs: file() }, ctx())).toBeNull();
    expect(validateField(p, { docs: [] }, ctx())).toEqual({ key: 'validationError.fieldRequired' });
    expect(validateField({ ...p, IsMandatory: false }, { docs: [] }, ctx())).toBeNull();
  });

  it('refuses a list on a field without isMultiple, and a list of anything but files', () => {
    const single = multi({ ParameterId: 'doc', isMultiple: false });
    expect(validateField(single, { doc: [file()] }, ctx())).toEqual({ key: 'invalidFileType' });
    expect(validateField(single, { doc: file() }, ctx())).toBeNull();
    expect(fileCheck(['pdf'], undefined, undefined, {}).run(['a.pdf'], {}, ctx())).toEqual({
      key: 'invalidFileType',
    });
  });

  it('judges every file of a base64 list by its data URL', () => {
    const p = multi({ ParameterId: 'docs', upload: 'base64', rules: [{ rule: 'base64' }] });
    const good = file({ fileId: undefined, dataUrl: 'data:application/pdf;base64,JVBERi0xLjQK' });
    const bad = file({ fileId: undefined, dataUrl: 'data:application/pdf;base64,%%%' });
    expect(validateField(p, { docs: [good, good] }, ctx())).toBeNull();
    expect(validateField(p, { docs: [good, bad] }, ctx())).toEqual({ key: 'invalidBase64' });
  });
});
