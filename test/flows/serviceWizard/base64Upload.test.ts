// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import type { FieldTaskAnswer } from '../../../machines/serviceWizard.form';
import { runFieldTask, type FieldTaskDeps } from '../../../src/flows/serviceWizard/fieldTasks';
import type { ServiceCalls } from '../../../src/flows/serviceWizard/serviceCalls';
import type { ServiceWizardEndpoints } from '../../../src/flows/serviceWizard/serviceWizard.endpoints';
import { form, param, step } from '../../forms/fixtures';

/** requirements#uploads: a file field read as base64 (link-bank-account's statement). */

const statement = param({
  ParameterId: 'statement',
  ComponentType: 7,
  type: 'file',
  fileType: ['application/pdf', 'image/jpeg', 'image/png'],
  size: 2_000_000,
  upload: 'base64',
  rules: [{ rule: 'base64' }],
  IsMandatory: true,
});
const link = form([step([statement])]);

function run(file: File) {
  const sent: FieldTaskAnswer[] = [];
  const upload = vi.fn();
  const deps: FieldTaskDeps = {
    calls: { context: () => ({ today: '2025-06-15' }) } as unknown as ServiceCalls,
    api: { upload } as unknown as ServiceWizardEndpoints,
    send: (event) => sent.push(event),
    start: () => new AbortController().signal,
    stop: () => {},
    filled: new Map(),
  };
  runFieldTask({ type: 'file.upload', form: link, id: 'statement', file, values: {} } as never, deps);
  return { sent, upload };
}

describe('a file field read as base64', () => {
  it('reads a PDF into a data URL (the base64 rule is not asked before the file is read)', async () => {
    const { sent, upload } = run(new File(['%PDF-1.4 statement'], 'statement.pdf', { type: 'application/pdf' }));
    await vi.waitFor(() => expect(sent.length).toBeGreaterThan(0));
    expect(sent.map((e) => e.type)).toEqual(['upload.done']);
    const done = sent[0] as Extract<FieldTaskAnswer, { type: 'upload.done' }>;
    expect(done.value).toMatchObject({ kind: 'file', state: 'ready', name: 'statement.pdf' });
    expect((done.value as unknown as { dataUrl: string }).dataUrl).toBe(
      `data:application/pdf;base64,${Buffer.from('%PDF-1.4 statement').toString('base64')}`,
    );
    expect(upload).not.toHaveBeenCalled();
  });

  it('still refuses a file of another type before reading it', async () => {
    const { sent } = run(new File(['a,b'], 'data.csv', { type: 'text/csv' }));
    await vi.waitFor(() => expect(sent.length).toBe(2));
    expect(sent[0]).toMatchObject({ type: 'upload.failed', value: { state: 'failed' } });
    expect(sent[1]).toEqual({ type: 'field.validated', id: 'statement', error: { key: 'invalidFileType' } });
  });
});
