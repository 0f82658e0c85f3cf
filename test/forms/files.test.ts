import { describe, expect, it } from 'vitest';
import { placeUploadAnswer, type WizardValue } from '../../machines/serviceWizard.form';
import { isMultipleFile, replaceFile, withFile, withoutUploading } from '../../src/forms/files';
import { fileKey, uploadingFile } from '../../src/forms/types';
import { file, form, param, step } from './fixtures';

/** requirements#field-attributes isMultiple: files chosen into a list never overwrite each other. */
describe('a file field holding several files', () => {
  const a = new File(['a'], 'a.pdf', { type: 'application/pdf' });
  const b = new File(['bb'], 'b.pdf', { type: 'application/pdf' });

  it('gives a chosen File one key wherever it is asked, and a different File another', () => {
    expect(fileKey(a)).toBe(fileKey(a));
    expect(fileKey(a)).not.toBe(fileKey(b));
    expect(uploadingFile(a, true).key).toBe(fileKey(a));
    // a single file field's value stays as it was, without a key
    expect(uploadingFile(a)).not.toHaveProperty('key');
  });

  it('adds chosen files at the end and replaces one by its key when its read ends', () => {
    const first = uploadingFile(a, true);
    const second = uploadingFile(b, true);
    const list = withFile(withFile(null, first), second);
    expect(list.map((one) => one.name)).toEqual(['a.pdf', 'b.pdf']);
    const read = { ...second, state: 'ready' as const, dataUrl: 'data:application/pdf;base64,YmI=' };
    expect(replaceFile(list, read)).toEqual([first, read]);
    // a lone file already there (chosen before isMultiple was read) joins the list
    expect(withFile(file({ name: 'old.pdf' }), first).map((one) => one.name)).toEqual(['old.pdf', 'a.pdf']);
  });

  it('leaves a removed file out when its read ends late', () => {
    const first = uploadingFile(a, true);
    expect(replaceFile([first], { ...uploadingFile(b, true), state: 'ready' })).toEqual([first]);
    expect(replaceFile(null, { ...first, state: 'ready' })).toBeNull();
  });

  it('drops the files still on their way on Cancel and keeps the ready ones', () => {
    const ready = file({ name: 'kept.pdf', key: 'k' });
    expect(withoutUploading([ready, uploadingFile(a, true)])).toEqual([ready]);
    expect(withoutUploading([uploadingFile(a, true)])).toBeNull();
  });

  it('knows which fields of a form take several files', () => {
    const f = form([
      step([
        param({ ParameterId: 'docs', ComponentType: 7, type: 'file', isMultiple: true }),
        param({ ParameterId: 'doc', ComponentType: 7, type: 'file' }),
        param({ ParameterId: 'langs', ComponentType: 2, type: 'select', isMultiple: true }),
      ]),
    ]);
    expect(['docs', 'doc', 'langs', 'nope'].map((id) => isMultipleFile(f, id))).toEqual([true, false, false, false]);
  });

  it("puts an upload's answer in its list item (the wizard's chart), and any other answer in the field", () => {
    const one = { ...uploadingFile(a, true) };
    const two = { ...uploadingFile(b, true) };
    const list: WizardValue = [one, two];
    const done = { ...two, state: 'ready', fileId: 'F-2' };
    expect(placeUploadAnswer(list, done)).toEqual([one, done]);
    // the list lost the file (removed): nothing comes back
    expect(placeUploadAnswer([one], done)).toEqual([one]);
    // cancelled: the field stays empty
    expect(placeUploadAnswer(null, done)).toBeNull();
    // a single file field: the answer is the value
    const single = { ...uploadingFile(a), state: 'ready', fileId: 'F-1' };
    expect(placeUploadAnswer({ ...uploadingFile(a) }, single)).toBe(single);
  });
});
