import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ComponentType, fieldTypes, type FieldType, type Parameter } from '../../../src/api/contract/serviceForm';
import { widgetFor, widgets, type WidgetKind } from '../../../src/forms/fields';
import type { FieldValue } from '../../../src/forms/types';
import { activate } from '../../support/render';
import { colours, param, renderField } from './fieldFixtures';

const LABEL = /^Field$/;
const byLabel = () => screen.getByLabelText(/^Field( \*)?$/);
const input = (el: HTMLElement) => el as HTMLInputElement;

/** One row per widget: how to find it, the value it shows, what the user does, what it reports. */
interface Case {
  parameter: Partial<Parameter>;
  value: FieldValue;
  options?: Parameter['PossibleValue'];
  control: () => HTMLElement;
  shows: (control: HTMLElement) => void;
  act: (control: HTMLElement) => void | Promise<void>;
  expected: FieldValue;
  /** the control keeps left-to-right digits/Latin in right-to-left pages */
  ltr?: boolean;
}

const typeInto = (text: string) => (el: HTMLElement) => void fireEvent.change(el, { target: { value: text } });
const click = (el: HTMLElement) => void fireEvent.click(el);
const hasValue = (text: string) => (el: HTMLElement) => expect(input(el).value).toBe(text);
const pickOption = (name: string) => (el: HTMLElement) => {
  fireEvent.click(el);
  fireEvent.click(screen.getByRole('option', { name }));
};

const cases: Record<WidgetKind, Case | null> = {
  hidden: null,
  text: {
    parameter: { type: 'text' },
    value: 'Ali',
    control: () => screen.getByRole('textbox', { name: LABEL }),
    shows: hasValue('Ali'),
    act: typeInto('Alia'),
    expected: 'Alia',
  },
  email: {
    parameter: { type: 'email' },
    value: 'ali@example.com',
    control: () => screen.getByRole('textbox', { name: LABEL }),
    shows: hasValue('ali@example.com'),
    act: typeInto('ali@example.org'),
    expected: 'ali@example.org',
    ltr: true,
  },
  url: {
    parameter: { type: 'url' },
    value: 'https://example.com',
    control: () => screen.getByRole('textbox', { name: LABEL }),
    shows: hasValue('https://example.com'),
    act: typeInto('https://example.org'),
    expected: 'https://example.org',
    ltr: true,
  },
  tel: {
    parameter: { type: 'tel' },
    value: '0712345678',
    control: () => screen.getByRole('textbox', { name: LABEL }),
    shows: (el) => {
      hasValue('0712345678')(el);
      expect(el.getAttribute('inputmode')).toBe('tel');
    },
    act: typeInto('0798765432'),
    expected: '0798765432',
    ltr: true,
  },
  textarea: {
    parameter: { type: 'textarea' },
    value: 'A note',
    control: () => screen.getByRole('textbox', { name: LABEL }),
    shows: hasValue('A note'),
    act: typeInto('Another note'),
    expected: 'Another note',
  },
  password: {
    parameter: { type: 'password' },
    value: 'Secret1!',
    control: byLabel,
    shows: (el) => {
      hasValue('Secret1!')(el);
      expect(input(el).type).toBe('password');
    },
    act: typeInto('Secret2!'),
    expected: 'Secret2!',
  },
  number: {
    parameter: { type: 'number', minimumValue: 0 },
    value: '12',
    control: () => screen.getByRole('textbox', { name: LABEL }),
    shows: hasValue('12'),
    act: typeInto('42'),
    expected: '42',
    ltr: true,
  },
  amount: {
    parameter: { type: 'amount' },
    value: '1500',
    control: () => screen.getByRole('textbox', { name: LABEL }),
    shows: hasValue('Ks\u00a01,500'),
    act: typeInto('Ks\u00a02,500.75'),
    expected: '2500.75',
    ltr: true,
  },
  otp: {
    parameter: { type: 'otp', rules: [{ rule: 'otp', length: 4 }] },
    value: '12',
    control: () => screen.getAllByRole('textbox', { name: LABEL })[0]!,
    shows: (el) => {
      expect(screen.getAllByRole('textbox', { name: LABEL })).toHaveLength(4);
      hasValue('1')(el);
      expect(el.getAttribute('autocomplete')).toBe('one-time-code');
    },
    act: () => void fireEvent.change(screen.getAllByRole('textbox', { name: LABEL })[2]!, { target: { value: '3' } }),
    expected: '123',
  },
  select: {
    parameter: { type: 'select' },
    value: 'green',
    options: colours,
    control: () => screen.getByRole('combobox', { name: LABEL }),
    shows: hasValue('Green'),
    act: pickOption('Blue'),
    expected: 'blue',
  },
  react_select: {
    parameter: { type: 'react_select' },
    value: 'green',
    options: colours,
    control: () => screen.getByRole('combobox', { name: LABEL }),
    shows: hasValue('Green'),
    act: (el) => {
      // Mantine takes a change to an unfocused input for autofill, not typing
      act(() => el.focus());
      fireEvent.click(el);
      fireEvent.change(el, { target: { value: 'whi' } });
      expect(screen.queryByRole('option', { name: 'Blue' })).toBeNull();
      fireEvent.click(screen.getByRole('option', { name: 'White' }));
    },
    expected: 'white',
  },
  radio: {
    parameter: { type: 'radio' },
    value: 'green',
    options: colours,
    control: () => screen.getByRole('radiogroup', { name: LABEL }),
    shows: () => expect(input(screen.getByRole('radio', { name: 'Green' })).checked).toBe(true),
    act: () => click(screen.getByRole('radio', { name: 'Blue' })),
    expected: 'blue',
  },
  checkbox: {
    parameter: { type: 'checkbox' },
    value: false,
    control: () => screen.getByRole('checkbox', { name: LABEL }),
    shows: (el) => expect(input(el).checked).toBe(false),
    act: click,
    expected: true,
  },
  switch: {
    parameter: { type: 'switch' },
    value: true,
    control: () => screen.getByRole('switch', { name: LABEL }),
    shows: (el) => expect(input(el).checked).toBe(true),
    act: click,
    expected: false,
  },
  date: {
    parameter: { type: 'date' },
    value: '2024-05-06',
    control: () => screen.getByRole('textbox', { name: LABEL }),
    shows: hasValue('2024-05-06'),
    act: typeInto('2024-06-07'),
    expected: '2024-06-07',
    ltr: true,
  },
  time: {
    parameter: { type: 'time' },
    value: '09:30',
    control: byLabel,
    shows: hasValue('09:30'),
    act: typeInto('10:45'),
    expected: '10:45',
    ltr: true,
  },
  'datetime-local': {
    parameter: { type: 'datetime-local' },
    value: '2024-05-06T10:30',
    control: () => screen.getByRole('button', { name: LABEL }),
    shows: (el) => expect(el.textContent).toBe('2024-05-06 10:30'),
    act: (el) => {
      fireEvent.click(el);
      fireEvent.click(screen.getByRole('button', { name: '15 May 2024' }));
      fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    },
    expected: '2024-05-15T10:30',
    ltr: true,
  },
  month: {
    parameter: { type: 'month' },
    value: '2024-02',
    control: () => screen.getByRole('button', { name: LABEL }),
    shows: (el) => expect(el.textContent).toBe('2024-02'),
    act: (el) => {
      fireEvent.click(el);
      fireEvent.click(screen.getByRole('button', { name: /Mar/ }));
    },
    expected: '2024-03',
    ltr: true,
  },
  slider: {
    parameter: { type: 'slider', minimumValue: 0, maximumValue: 100 },
    value: '40',
    control: () => screen.getByRole('slider', { name: LABEL }),
    shows: (el) => {
      expect(el.getAttribute('aria-valuenow')).toBe('40');
      expect(screen.getByTestId('field-value').textContent).toBe('40');
      // marks at both ends
      expect(screen.getByText('0')).toBeTruthy();
      expect(screen.getByText('100')).toBeTruthy();
    },
    act: (el) => void fireEvent.keyDown(el, { key: 'ArrowRight', nativeEvent: { code: 'ArrowRight' } }),
    expected: '41',
  },
  range: {
    parameter: { type: 'range', minimumValue: 0, maximumValue: 100, step: 5 },
    value: '20,80',
    control: () => screen.getByRole('slider', { name: 'Field, from' }),
    shows: (el) => {
      expect(el.getAttribute('aria-valuenow')).toBe('20');
      expect(screen.getByRole('slider', { name: 'Field, to' }).getAttribute('aria-valuenow')).toBe('80');
      expect(screen.getByTestId('field-value').textContent).toBe('20 – 80');
    },
    act: (el) => void fireEvent.keyDown(el, { key: 'ArrowRight' }),
    expected: '25,80',
  },
  color: {
    parameter: { type: 'color' },
    value: '#1c7ed6',
    control: byLabel,
    shows: hasValue('#1c7ed6'),
    act: typeInto('#ff0000'),
    expected: '#ff0000',
    ltr: true,
  },
  button: {
    parameter: { type: 'button' },
    value: null,
    control: () => screen.getByRole('button', { name: LABEL }),
    shows: (el) => expect(el.getAttribute('aria-pressed')).toBe('false'),
    act: click,
    expected: true,
  },
  file: {
    parameter: { type: 'file', fileType: ['pdf', 'image'] },
    value: {
      kind: 'file',
      name: 'id-card.pdf',
      size: 120_000,
      mimeType: 'application/pdf',
      state: 'ready',
      fileId: 'f1',
    },
    control: () => screen.getByLabelText(/^Field( \*)?$/, { selector: 'input' }),
    shows: () => {
      expect(screen.getByText('id-card.pdf')).toBeTruthy();
      expect(screen.getByText('120 KB')).toBeTruthy();
    },
    act: () => click(screen.getByRole('button', { name: 'Remove' })),
    expected: null,
  },
  label: {
    parameter: { ComponentType: ComponentType.label },
    value: 'green',
    options: colours,
    control: () => screen.getByRole('textbox', { name: LABEL }),
    shows: (el) => {
      hasValue('Green')(el);
      expect(input(el).readOnly).toBe(true);
      // user data in its own direction: a Latin name in an Arabic page keeps its full stop at the end
      expect(input(el).getAttribute('dir')).toBe('auto');
    },
    act: () => undefined,
    expected: null,
  },
  link: {
    parameter: { ComponentType: ComponentType.link, href: 'https://example.com/terms' },
    value: null,
    control: () => screen.getByRole('link', { name: LABEL }),
    shows: (el) => {
      expect(el.getAttribute('href')).toBe('https://example.com/terms');
      expect(el.getAttribute('target')).toBe('_blank');
    },
    act: () => undefined,
    expected: null,
  },
};

const interactive = (Object.entries(cases) as [WidgetKind, Case | null][]).filter(
  (entry): entry is [WidgetKind, Case] => entry[1] !== null,
);

beforeEach(() => activate('en'));

describe('the field registry', () => {
  it('has a widget and a table row for every field type', () => {
    for (const type of fieldTypes) {
      expect(widgets[type]).toBeTypeOf('function');
      expect(type in cases).toBe(true);
    }
  });

  it('draws a parameter by its type, else by its ComponentType', () => {
    const byComponent: [Parameter['ComponentType'], WidgetKind][] = [
      [1, 'text'],
      [2, 'select'],
      [3, 'checkbox'],
      [4, 'radio'],
      [5, 'label'],
      [6, 'date'],
      [7, 'file'],
      [8, 'link'],
      [9, 'password'],
    ];
    for (const [componentType, kind] of byComponent) expect(widgetFor({ ComponentType: componentType })).toBe(kind);
    expect(widgetFor({ ComponentType: 1, type: 'email' })).toBe('email');
    expect(widgetFor({ ComponentType: 2, type: 'react_select' })).toBe('react_select');
    // a label or a link is not an input a type could refine
    expect(widgetFor({ ComponentType: 5, type: 'text' })).toBe('label');
    expect(widgetFor({ ComponentType: 8, type: 'url' })).toBe('link');
  });

  it('renders nothing for a hidden field', () => {
    const { container } = renderField({ parameter: param({ type: 'hidden' }), value: 'secret' });
    expect([...container.children].filter((child) => child.tagName !== 'STYLE')).toEqual([]);
  });

  describe.each(interactive)('%s', (_kind, row) => {
    const parameter = (over: Partial<Parameter> = {}) => param({ ...row.parameter, ...over });

    it('is named by its label and shows its value', () => {
      renderField({ parameter: parameter(), value: row.value, options: row.options ?? null });
      row.shows(row.control());
    });

    it('reports what the user does with the right type of value', async () => {
      const { props } = renderField({ parameter: parameter(), value: row.value, options: row.options ?? null });
      if (row.expected === null && (_kind === 'label' || _kind === 'link')) {
        expect(props.onChange).not.toHaveBeenCalled();
        return;
      }
      await row.act(row.control());
      await waitFor(() => expect(props.onChange).toHaveBeenLastCalledWith(row.expected));
    });

    it('marks a mandatory field and shows its error, translated and announced', () => {
      const { container } = renderField({
        parameter: parameter({ IsMandatory: true }),
        value: row.value,
        options: row.options ?? null,
        error: { key: 'validationError.fieldRequired' },
      });
      const control = row.control();
      const marked =
        control.getAttribute('aria-required') === 'true' ||
        container.querySelector('.mantine-InputWrapper-required, [data-required="true"]') !== null;
      if (_kind !== 'label' && _kind !== 'link' && _kind !== 'button') expect(marked).toBe(true);
      const message = screen.getByText('This field is required.');
      expect(message.id).not.toBe('');
      const described = container.querySelectorAll(`[aria-describedby~="${message.id}"]`);
      if (_kind !== 'label') expect(described.length).toBeGreaterThan(0);
    });

    if (row.ltr) {
      it('keeps its digits left to right', () => {
        // an English-only label shows in Arabic too (requirements#locale-fallback), so the row finds it
        renderField({
          parameter: parameter({ label: { en: 'Field' } }),
          value: row.value,
          options: row.options ?? null,
          locale: 'ar',
        });
        expect(row.control().closest('[dir="ltr"]')).not.toBeNull();
      });
    }
  });

  it('covers every type of the contract in the table', () => {
    const rows = Object.keys(cases);
    expect(rows.sort()).toEqual([...fieldTypes, 'label', 'link'].sort() as (FieldType | 'label' | 'link')[]);
  });
});
