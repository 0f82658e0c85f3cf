import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { FileValue } from '../../../src/forms/types';
import { activate } from '../../support/render';
import { param, renderField } from './fieldFixtures';

beforeEach(() => activate('en'));

/** requirements#field-attributes isMultiple on a file field: several files, each with its own card. */
describe('file with isMultiple', () => {
  const multiple = param({ type: 'file', fileType: ['pdf', 'image'], size: 2_100_512, isMultiple: true, maxFiles: 3 });
  const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });
  const ready = (name: string, over: Partial<FileValue> = {}): FileValue => ({
    kind: 'file',
    name,
    size: 1_000,
    mimeType: 'application/pdf',
    state: 'ready',
    fileId: `id-${name}`,
    key: name,
    ...over,
  });
  const fileInput = () => screen.getByLabelText('Field', { selector: 'input' }) as HTMLInputElement;

  it('lets the file dialog pick several files and hands each one to the app, in order', async () => {
    const { props } = renderField({ parameter: multiple });
    expect(fileInput().multiple).toBe(true);
    const a = pdf('a.pdf');
    const b = pdf('b.pdf');
    fireEvent.change(fileInput(), { target: { files: [a, b] } });
    await waitFor(() => expect(props.onFile).toHaveBeenCalledTimes(2));
    expect(props.onFile).toHaveBeenNthCalledWith(1, a);
    expect(props.onFile).toHaveBeenNthCalledWith(2, b);
  });

  it('hands every dropped file over, even ones its rules will refuse', async () => {
    const { props } = renderField({ parameter: multiple });
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    const a = pdf('a.pdf');
    const zone = screen.getByText('Drag files here or click to choose them').closest('.mantine-Dropzone-root')!;
    const items = [a, text].map((one) => ({ kind: 'file', type: one.type, getAsFile: () => one }));
    fireEvent.drop(zone, { dataTransfer: { files: [a, text], items, types: ['Files'] } });
    await waitFor(() => expect(props.onFile).toHaveBeenCalledTimes(2));
    expect(props.onFile).toHaveBeenCalledWith(text);
  });

  it('says how many files it takes, which types and how big each may be', () => {
    renderField({ parameter: multiple });
    expect(screen.getByText('Up to 3 files: pdf, image, each up to 2.1 MB')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Choose files for Field' })).toBeTruthy();
  });

  it('shows a card per file, and Remove takes out only its own file', () => {
    const value = [ready('a.pdf'), ready('b.pdf'), ready('c.pdf')];
    const { props } = renderField({ parameter: multiple, value });
    expect(screen.getByText('a.pdf')).toBeTruthy();
    expect(screen.getByText('c.pdf')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove b.pdf' }));
    expect(props.onChange).toHaveBeenCalledWith([value[0], value[2]]);
  });

  it('empties the field when its last file is removed', () => {
    const { props } = renderField({ parameter: multiple, value: [ready('a.pdf')] });
    fireEvent.click(screen.getByRole('button', { name: 'Remove a.pdf' }));
    expect(props.onChange).toHaveBeenCalledWith(null);
  });

  it('takes no more files while one of them uploads, and Cancel names the file on its way', () => {
    const value = [ready('a.pdf'), ready('b.pdf', { state: 'uploading', progress: 0.5, fileId: undefined })];
    const { props } = renderField({ parameter: multiple, value });
    expect(fileInput().disabled).toBe(true);
    expect(screen.getByRole('progressbar', { name: 'Uploading b.pdf' }).getAttribute('aria-valuenow')).toBe('50');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel b.pdf' }));
    expect(props.onCancelFile).toHaveBeenCalledTimes(1);
  });

  it('names the file an error is about', () => {
    renderField({
      parameter: multiple,
      value: [ready('a.pdf'), ready('big.pdf', { size: 3_000_000 })],
      error: { key: 'fileSizeBig', values: { max: 2_100_512, file: 'big.pdf' } },
    });
    const message = screen.getByText('big.pdf: The file must be at most 2.1 MB.');
    expect(fileInput().getAttribute('aria-describedby')).toContain(message.id);
  });

  it('words too many files with the cap', () => {
    renderField({ parameter: multiple, error: { key: 'tooManyFiles', values: { max: 3 } } });
    expect(screen.getByText('Choose at most 3 files.')).toBeTruthy();
  });

  it('keeps a field without isMultiple to one file', () => {
    renderField({ parameter: { ...multiple, isMultiple: false } });
    expect(fileInput().multiple).toBe(false);
    expect(screen.getByRole('button', { name: 'Choose a file for Field' })).toBeTruthy();
  });
});
