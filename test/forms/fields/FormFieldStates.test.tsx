import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FileValue } from '../../../src/forms/types';
import { activate } from '../../support/render';
import { colours, param, renderField } from './fieldFixtures';

beforeEach(() => activate('en'));

describe('options', () => {
  it('disables a select and marks it busy while its options load', () => {
    const { container } = renderField({ parameter: param({ type: 'select' }), optionsState: 'loading' });
    const select = screen.getByRole('combobox', { name: 'Field' }) as HTMLInputElement;
    expect(select.disabled).toBe(true);
    expect(select.getAttribute('aria-busy')).toBe('true');
    expect(container.querySelector('.mantine-Loader-root')).not.toBeNull();
  });

  it('says a select could not load its options and asks for them again', () => {
    const { props } = renderField({ parameter: param({ type: 'react_select' }), optionsState: 'failed' });
    const select = screen.getByRole('combobox', { name: 'Field' });
    expect(screen.getByText('The options could not be loaded.')).toBeTruthy();
    expect(select.getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(props.onRetryOptions).toHaveBeenCalledTimes(1);
  });

  it('keeps a field error in front of the failed-options message', () => {
    renderField({
      parameter: param({ type: 'select' }),
      optionsState: 'failed',
      error: { key: 'validationError.fieldRequired' },
    });
    expect(screen.getByText('This field is required.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('shows a loader in a radio group while its options load, then a retry when they fail', () => {
    const { container, props, rerenderField } = renderField({
      parameter: param({ type: 'radio' }),
      optionsState: 'loading',
    });
    expect(screen.getByRole('radiogroup', { name: 'Field' })).toBeTruthy();
    expect(container.querySelector('[aria-busy="true"] .mantine-Loader-root')).not.toBeNull();
    rerenderField({ optionsState: 'failed' });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(props.onRetryOptions).toHaveBeenCalledTimes(1);
    rerenderField({ optionsState: 'idle', options: colours });
    expect(screen.getAllByRole('radio')).toHaveLength(3);
  });

  it('holds a list of chosen values in a checkbox group', () => {
    const { props } = renderField({ parameter: param({ type: 'checkbox' }), options: colours, value: ['white'] });
    expect((screen.getByRole('checkbox', { name: 'White' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Blue' }));
    expect(props.onChange).toHaveBeenLastCalledWith(['white', 'blue']);
  });

  it('lists an unavailable option disabled with its reason, in the user language, and never chooses it', () => {
    activate('ar');
    const stock = [
      { value: 'z25', label: { en: 'Zain 25,000', ar: 'زين 25,000' } },
      {
        value: 'z50',
        label: { en: 'Zain 50,000', ar: 'زين 50,000' },
        disabled: true,
        reason: { en: 'Out of stock', ar: 'نفدت الكمية' },
      },
    ];
    const { props } = renderField({ parameter: param({ type: 'select' }), options: stock, locale: 'ar' });
    const input = screen.getByRole('combobox', { name: 'حقل' });
    act(() => input.focus());
    fireEvent.click(input);
    const unavailable = screen.getByRole('option', { name: 'زين 50,000 — نفدت الكمية' });
    expect(unavailable.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(unavailable);
    expect(props.onChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('option', { name: 'زين 25,000' }));
    expect(props.onChange).toHaveBeenLastCalledWith('z25');
  });

  it('disables an unavailable radio option', () => {
    const stock = [
      { value: 'a', label: 'Available' },
      { value: 'b', label: 'Gone', disabled: true, reason: { en: 'Out of stock' } },
    ];
    renderField({ parameter: param({ type: 'radio' }), options: stock });
    expect((screen.getByRole('radio', { name: 'Available' }) as HTMLInputElement).disabled).toBe(false);
    expect((screen.getByRole('radio', { name: 'Gone — Out of stock' }) as HTMLInputElement).disabled).toBe(true);
  });

  it('turns a react_select holding a list into a multi-select', () => {
    const { props } = renderField({
      parameter: param({ type: 'react_select' }),
      options: colours,
      value: ['white'],
    });
    expect(document.querySelector('.mantine-Pill-label')?.textContent).toBe('White');
    const input = screen.getByRole('combobox', { name: 'Field' });
    act(() => input.focus());
    fireEvent.click(input);
    fireEvent.click(screen.getByRole('option', { name: 'Green' }));
    expect(props.onChange).toHaveBeenLastCalledWith(['white', 'green']);
  });
});

describe('text inputs by purpose', () => {
  it('gives a card number a numeric keyboard and left-to-right digits', () => {
    renderField({ parameter: param({ type: 'text', rules: [{ rule: 'card' }] }), value: '4111', locale: 'ar' });
    const card = screen.getByRole('textbox', { name: 'حقل' });
    expect(card.getAttribute('inputmode')).toBe('numeric');
    expect(card.closest('[dir="ltr"]')).not.toBeNull();
  });

  it('treats a text field used for a mobile number as a phone number', () => {
    renderField({ parameter: param({ ComponentType: 1, useFor: 'mobile' }) });
    const mobile = screen.getByRole('textbox', { name: 'Field' }) as HTMLInputElement;
    expect(mobile.type).toBe('tel');
    expect(mobile.closest('[dir="ltr"]')).not.toBeNull();
  });
});

describe('read-only fields', () => {
  it('does not let a parameter that is not editable change', () => {
    renderField({ parameter: param({ type: 'text', isEditable: false }), value: 'fixed' });
    expect((screen.getByRole('textbox', { name: 'Field' }) as HTMLInputElement).readOnly).toBe(true);
  });

  it('ignores clicks on a read-only checkbox', () => {
    const { props } = renderField({ parameter: param({ type: 'checkbox' }), value: false, readOnly: true });
    const box = screen.getByRole('checkbox', { name: 'Field' });
    fireEvent.click(box);
    expect(props.onChange).not.toHaveBeenCalled();
    expect(box.getAttribute('aria-readonly')).toBe('true');
  });

  it('shows a yes/no label for a boolean value', () => {
    renderField({ parameter: param({ ComponentType: 5 }), value: true });
    expect((screen.getByRole('textbox', { name: 'Field' }) as HTMLInputElement).value).toBe('Yes');
  });
});

describe('file', () => {
  const pdf = () => new File(['%PDF-1.4'], 'statement.pdf', { type: 'application/pdf' });
  const fileParameter = param({ type: 'file', fileType: ['pdf', 'image'], size: 2_100_512 });
  const uploading: FileValue = {
    kind: 'file',
    name: 'statement.pdf',
    size: 2_500_000,
    mimeType: 'application/pdf',
    state: 'uploading',
    progress: 0.4,
  };
  const fileInput = () => screen.getByLabelText('Field', { selector: 'input' }) as HTMLInputElement;

  it('hands a chosen file to the app', async () => {
    const { props } = renderField({ parameter: fileParameter });
    const file = pdf();
    expect(fileInput().type).toBe('file');
    expect(fileInput().accept).toBe('application/pdf,image/*');
    fireEvent.change(fileInput(), { target: { files: [file] } });
    await waitFor(() => expect(props.onFile).toHaveBeenCalledWith(file));
  });

  it('hands a dropped file to the app, even one its rules will refuse', async () => {
    const { props } = renderField({ parameter: fileParameter });
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    const zone = screen.getByText('Drag a file here or click to choose one').closest('.mantine-Dropzone-root')!;
    // what a browser's drop carries: the file as a DataTransfer item
    const item = { kind: 'file', type: text.type, getAsFile: () => text };
    fireEvent.drop(zone, { dataTransfer: { files: [text], items: [item], types: ['Files'] } });
    await waitFor(() => expect(props.onFile).toHaveBeenCalledWith(text));
  });

  it('opens the file dialog from a button keyboards reach (the drop area is no button)', () => {
    renderField({ parameter: fileParameter });
    const opened = vi.spyOn(fileInput(), 'click').mockImplementation(() => {});
    const zone = screen.getByText('Drag a file here or click to choose one').closest('.mantine-Dropzone-root')!;
    expect(zone.getAttribute('role')).not.toBe('button');
    fireEvent.click(screen.getByRole('button', { name: 'Choose a file for Field' }));
    expect(opened).toHaveBeenCalled();
  });

  it('states the accepted types and the size cap', () => {
    renderField({ parameter: fileParameter });
    expect(screen.getByText('pdf, image, up to 2.1 MB')).toBeTruthy();
  });

  it('shows the name, the size and the progress of an upload, which can be cancelled', () => {
    const { props } = renderField({ parameter: fileParameter, value: uploading });
    expect(screen.getByText('statement.pdf')).toBeTruthy();
    expect(screen.getByText('2.5 MB')).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: 'Uploading statement.pdf' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(props.onCancelFile).toHaveBeenCalledTimes(1);
    expect(props.onChange).not.toHaveBeenCalled();
  });

  it('does not take another file while one uploads', () => {
    renderField({ parameter: fileParameter, value: uploading });
    expect(fileInput().disabled).toBe(true);
  });

  it('says a failed upload failed and takes the file again', async () => {
    const { props } = renderField({ parameter: fileParameter, value: { ...uploading, state: 'failed' } });
    expect(screen.getByRole('alert').textContent).toBe('The upload failed. Choose the file again.');
    expect(screen.queryByRole('progressbar')).toBeNull();
    const file = pdf();
    fireEvent.change(fileInput(), { target: { files: [file] } });
    await waitFor(() => expect(props.onFile).toHaveBeenCalledWith(file));
  });

  it('removes a ready file', () => {
    const { props } = renderField({ parameter: fileParameter, value: { ...uploading, state: 'ready', fileId: 'f-1' } });
    expect(screen.queryByRole('progressbar')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(props.onChange).toHaveBeenCalledWith(null);
  });

  it('announces a file error on the file input', () => {
    renderField({ parameter: fileParameter, error: { key: 'fileSizeBig', values: { max: 2_100_512 } } });
    const message = screen.getByText('The file must be at most 2.1 MB.');
    expect(fileInput().getAttribute('aria-describedby')).toContain(message.id);
  });
});
