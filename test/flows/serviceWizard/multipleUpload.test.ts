// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { placeUploadAnswer, type FieldTaskAnswer, type WizardValue } from '../../../machines/serviceWizard.form';
import { runFieldTask, runningWork, type FieldTaskDeps } from '../../../src/flows/serviceWizard/fieldTasks';
import type { ServiceCalls } from '../../../src/flows/serviceWizard/serviceCalls';
import type { ServiceWizardEndpoints } from '../../../src/flows/serviceWizard/serviceWizard.endpoints';
import { uploadingFile } from '../../../src/forms/types';
import { form, param, step } from '../../forms/fixtures';

/** requirements#uploads, #field-attributes: a file field with isMultiple uploads each of its files on its own. */

const pages = param({
  ParameterId: 'pages',
  ComponentType: 7,
  type: 'file',
  fileType: ['application/pdf'],
  size: 2_000_000,
  upload: 'server',
  isMultiple: true,
  maxFiles: 3,
});
const scans = form([step([pages])]);

function deps() {
  const sent: FieldTaskAnswer[] = [];
  const started: string[] = [];
  const stopped: string[] = [];
  const pending = new Map<string, (id: string) => void>();
  const upload = vi.fn(
    (file: File) =>
      new Promise<{ fileId: string }>((resolve) => pending.set(file.name, (id) => resolve({ fileId: id }))),
  );
  const d: FieldTaskDeps = {
    calls: { context: () => ({ today: '2025-06-15' }) } as unknown as ServiceCalls,
    api: { upload } as unknown as ServiceWizardEndpoints,
    send: (event) => sent.push(event),
    start: (key) => {
      started.push(key);
      return new AbortController().signal;
    },
    stop: (key) => stopped.push(key),
    filled: new Map(),
  };
  return { d, sent, started, stopped, pending, upload };
}

describe('a file field with isMultiple', () => {
  const a = new File(['%PDF-1.4 a'], 'a.pdf', { type: 'application/pdf' });
  const b = new File(['%PDF-1.4 b'], 'b.pdf', { type: 'application/pdf' });

  it('uploads the files side by side, each answer keyed to its own file, in whatever order they end', async () => {
    const { d, sent, started, pending } = deps();
    let value: WizardValue = [{ ...uploadingFile(a, true) }, { ...uploadingFile(b, true) }];
    runFieldTask({ type: 'file.upload', form: scans, id: 'pages', file: a, values: { pages: value } } as never, d);
    runFieldTask({ type: 'file.upload', form: scans, id: 'pages', file: b, values: { pages: value } } as never, d);
    // two uploads under two keys: the second does not abort the first
    expect(started).toHaveLength(2);
    expect(new Set(started).size).toBe(2);
    expect(started.every((key) => key.startsWith('file:pages:'))).toBe(true);
    await vi.waitFor(() => expect(pending.size).toBe(2));
    pending.get('b.pdf')!('F-b');
    pending.get('a.pdf')!('F-a');
    await vi.waitFor(() => expect(sent.filter((e) => e.type === 'upload.done')).toHaveLength(2));
    for (const event of sent) if (event.type === 'upload.done') value = placeUploadAnswer(value, event.value);
    expect(value).toEqual([
      expect.objectContaining({ name: 'a.pdf', state: 'ready', fileId: 'F-a' }),
      expect.objectContaining({ name: 'b.pdf', state: 'ready', fileId: 'F-b' }),
    ]);
  });

  it('refuses a file of another type before sending a byte, naming it; the others go on', async () => {
    const { d, sent, upload } = deps();
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    const value: WizardValue = [{ ...uploadingFile(text, true) }];
    runFieldTask({ type: 'file.upload', form: scans, id: 'pages', file: text, values: { pages: value } } as never, d);
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[0]).toMatchObject({
      type: 'upload.failed',
      id: 'pages',
      value: { state: 'failed', name: 'notes.txt' },
    });
    expect(sent[1]).toEqual({
      type: 'field.validated',
      id: 'pages',
      error: { key: 'invalidFileType', values: { file: 'notes.txt' } },
    });
    expect(upload).not.toHaveBeenCalled();
    const failed = placeUploadAnswer(value, (sent[0] as Extract<FieldTaskAnswer, { type: 'upload.failed' }>).value);
    expect(failed).toEqual([expect.objectContaining({ name: 'notes.txt', state: 'failed' })]);
  });

  it("stops every upload of the field on Cancel, and no other field's work", () => {
    const { d, stopped } = deps();
    runFieldTask({ type: 'file.cancel', id: 'pages' }, d);
    expect(stopped).toEqual(['file:pages']);
    const work = runningWork();
    const one = work.start('file:pages:f1');
    const two = work.start('file:pages:f2');
    const other = work.start('file:pagesBack');
    const options = work.start('options:pages');
    work.stop('file:pages');
    expect([one.aborted, two.aborted, other.aborted, options.aborted]).toEqual([true, true, false, false]);
    // new work under a key still aborts the old
    const again = work.start('options:pages');
    expect(options.aborted).toBe(true);
    work.stopAll();
    expect([other.aborted, again.aborted]).toEqual([true, true]);
  });
});
