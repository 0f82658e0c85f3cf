import { act, fireEvent, screen } from '@testing-library/react';
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  keyboardTypes,
  parameterSchema,
  serviceFormSchema,
  type Parameter,
} from '../../../src/api/contract/serviceForm';
import { visibleParameters, valuesForRequest } from '../../../src/forms/conditions';
import { fieldIcons, keyboardHints, keyboardOf, widgetFor } from '../../../src/forms/fields';
import { buildRequest } from '../../../src/forms/request/buildRequest';
import { demoSampleForm } from '../../../src/forms/validation/demoSample';
import { validateStep } from '../../../src/forms/validation';
import { activate } from '../../support/render';
import { colours, param, renderField } from '../fields/fieldFixtures';
import { ctx, form, step } from '../fixtures';
import { field as requestField, input, request } from '../request/helpers';

const LABEL = /^Field( \*)?$/;

beforeEach(() => activate('en'));
const textbox = () => screen.getByRole('textbox', { name: LABEL });

/** A one-step form of these parameters, and its Submit sending each under its own id. */
function attributeForm(parameters: Parameter[]) {
  const shaped = form([step(parameters)]);
  const submit = request(parameters.map((p) => requestField({ key: p.ParameterId, value: `{${p.ParameterId}}` })));
  return { shaped, submit };
}

describe('the contract reads the field attributes', () => {
  const base = {
    ParameterId: 'field',
    ExternalId: null,
    ComponentType: 1,
    label: { en: 'Field' },
    ValueSource: null,
    PossibleValue: null,
    IsMandatory: false,
    Regex: null,
    ValidationMessage: null,
    isEditable: true,
    sort_order: 1,
    childParameter: null,
    onChangeURL: null,
    changeMethod: null,
    setOptionsIn: null,
    passValueExternalID: null,
    externalURL: null,
    validateAge: null,
    useFor: null,
  };

  it('parses every attribute of the sample', () => {
    const parsed = v.parse(parameterSchema, {
      ...base,
      isUsed: true,
      isVisible: false,
      isDisabled: true,
      keyboardType: 'number-pad',
      multiline: true,
      numberOfLines: 3,
      isMultiple: true,
      icon: 'map-pin',
      iconAlign: 'right',
    });
    expect(parsed).toMatchObject({
      isUsed: true,
      isVisible: false,
      isDisabled: true,
      keyboardType: 'number-pad',
      multiline: true,
      numberOfLines: 3,
      isMultiple: true,
      icon: 'map-pin',
      iconAlign: 'right',
    });
  });

  it('leaves them out when a configuration has none (the plain behaviour)', () => {
    const parsed = v.parse(parameterSchema, base);
    for (const key of ['isUsed', 'isVisible', 'isDisabled', 'keyboardType', 'multiline', 'icon'])
      expect(parsed).not.toHaveProperty(key);
  });

  it.each([
    ['an unknown keyboard', { keyboardType: 'emoji' }],
    ['an icon name that is not a plain name', { icon: '<svg onload=x>' }],
    ['zero lines', { numberOfLines: 0 }],
    ['a side that is not one', { iconAlign: 'top' }],
  ])('refuses %s', (_name, bad) => {
    expect(v.safeParse(parameterSchema, { ...base, ...bad }).success).toBe(false);
  });

  it('reads the form-level settings, with their defaults', () => {
    const { iconAlign, labelAlignment, buttonAlign, displayColumn, formatType, ...rest } = demoSampleForm;
    void [iconAlign, labelAlignment, buttonAlign, displayColumn, formatType];
    const parsed = v.parse(serviceFormSchema, rest);
    expect(parsed).toMatchObject({
      iconAlign: 'start',
      labelAlignment: 'top',
      buttonAlign: 'end',
      displayColumn: 1,
      formatType: 1,
    });
    const configured = v.parse(serviceFormSchema, {
      ...rest,
      iconAlign: 'end',
      labelAlignment: 'right',
      buttonAlign: 'center',
      displayColumn: 3,
      formatType: 2,
    });
    expect(configured).toMatchObject({
      iconAlign: 'end',
      labelAlignment: 'right',
      buttonAlign: 'center',
      displayColumn: 3,
      formatType: 2,
    });
    expect(v.safeParse(serviceFormSchema, { ...rest, displayColumn: 5 }).success).toBe(false);
  });
});

describe('isUsed false', () => {
  const unused = param({ ParameterId: 'promo', isUsed: false, IsMandatory: true, defaultValue: 'X1' });
  const kept = param({ ParameterId: 'name', IsMandatory: true });

  it('is not drawn', () => {
    const { container } = renderField({ parameter: param({ isUsed: false }), value: 'x' });
    expect(container.querySelector('input, textarea')).toBeNull();
    expect(screen.queryByText('Field')).toBeNull();
  });

  it('is not shown in the step, not validated, and its value is not sent at all', async () => {
    const { shaped, submit } = attributeForm([kept, unused]);
    const values = { name: 'Ali', promo: 'X1' };
    expect(visibleParameters(shaped.steps[0]!, values, shaped).map((p) => p.ParameterId)).toEqual(['name']);
    expect(validateStep(shaped.steps[0]!, { name: 'Ali', promo: '' }, ctx({ form: shaped }))).toEqual({});
    expect(valuesForRequest(shaped, values)).toEqual({ name: 'Ali' });
    const built = await buildRequest(submit, input({ form: shaped, values }));
    expect(built.body).toEqual({ name: 'Ali' });
    expect(built.body).not.toHaveProperty('promo');
  });

  it('still lets a request field that is not only the unused value through', async () => {
    const { shaped } = attributeForm([kept, unused]);
    const submit = request([requestField({ key: 'note', value: 'code {promo}' })]);
    const built = await buildRequest(submit, input({ form: shaped, values: { name: 'Ali', promo: 'X1' } }));
    // the unused field's value is dropped before placeholders are filled
    expect(built.body).toEqual({ note: 'code ' });
  });
});

describe('isVisible false', () => {
  const invisible = param({ ParameterId: 'channel', isVisible: false, IsMandatory: true, defaultValue: 'WEB' });
  const kept = param({ ParameterId: 'name' });

  it('is not drawn', () => {
    const { container } = renderField({ parameter: param({ isVisible: false }), value: 'x' });
    expect(container.querySelector('input, textarea')).toBeNull();
  });

  it('is not shown nor validated, but its value is sent', async () => {
    const { shaped, submit } = attributeForm([kept, invisible]);
    expect(visibleParameters(shaped.steps[0]!, {}, shaped).map((p) => p.ParameterId)).toEqual(['name']);
    // mandatory and empty, yet no error: the user could not fix what they cannot see
    expect(validateStep(shaped.steps[0]!, { name: 'A', channel: '' }, ctx({ form: shaped }))).toEqual({});
    const built = await buildRequest(submit, input({ form: shaped, values: { name: 'A', channel: 'WEB' } }));
    expect(built.body).toEqual({ name: 'A', channel: 'WEB' });
  });
});

describe('isDisabled', () => {
  it('draws a disabled text input that keeps its value', () => {
    renderField({ parameter: param({ isDisabled: true }), value: 'fixed' });
    const box = textbox() as HTMLInputElement;
    expect(box.disabled).toBe(true);
    expect(box.value).toBe('fixed');
  });

  it.each([
    ['select', { type: 'select' as const }, () => screen.getByRole('combobox', { name: LABEL })],
    ['checkbox', { type: 'checkbox' as const }, () => screen.getByRole('checkbox', { name: LABEL })],
    ['switch', { type: 'switch' as const }, () => screen.getByRole('switch', { name: LABEL })],
    ['number', { type: 'number' as const }, () => screen.getByRole('textbox', { name: LABEL })],
    ['date', { type: 'date' as const }, () => screen.getByRole('textbox', { name: LABEL })],
  ])('disables a %s', (_kind, over, control) => {
    renderField({ parameter: param({ ...over, isDisabled: true }), options: over.type === 'select' ? colours : null });
    const el = control();
    expect(el.hasAttribute('disabled') || el.getAttribute('data-disabled') === 'true').toBe(true);
  });

  it('disables every option of a radio group', () => {
    renderField({ parameter: param({ type: 'radio', isDisabled: true }), options: colours, value: 'green' });
    for (const radio of screen.getAllByRole('radio')) expect((radio as HTMLInputElement).disabled).toBe(true);
  });

  it('is not validated, and its value is sent', async () => {
    const locked = param({ ParameterId: 'currency', isDisabled: true, IsMandatory: true, Regex: '^[A-Z]{3}$' });
    const { shaped, submit } = attributeForm([locked]);
    expect(validateStep(shaped.steps[0]!, { currency: '' }, ctx({ form: shaped }))).toEqual({});
    const built = await buildRequest(submit, input({ form: shaped, values: { currency: 'IQD' } }));
    expect(built.body).toEqual({ currency: 'IQD' });
  });
});

describe('keyboardType', () => {
  it('maps every keyboard of the contract', () => {
    expect(Object.keys(keyboardHints).sort()).toEqual([...keyboardTypes].sort());
    expect(keyboardHints['number-pad'].inputMode).toBe('numeric');
    expect(keyboardHints.numeric.inputMode).toBe('numeric');
    expect(keyboardHints['decimal-pad'].inputMode).toBe('decimal');
    expect(keyboardHints['email-address']).toMatchObject({ inputMode: 'email', type: 'email', autoComplete: 'email' });
    expect(keyboardHints['phone-pad']).toMatchObject({ inputMode: 'tel', type: 'tel', autoComplete: 'tel' });
    expect(keyboardHints.url).toMatchObject({ inputMode: 'url', type: 'url' });
    expect(keyboardHints['web-search']).toMatchObject({ inputMode: 'search', enterKeyHint: 'search' });
    expect(keyboardHints.default).toEqual({});
    expect(keyboardOf({})).toBeNull();
  });

  it.each([
    ['number-pad', 'numeric', 'text'],
    ['decimal-pad', 'decimal', 'text'],
    ['email-address', 'email', 'email'],
    ['phone-pad', 'tel', 'tel'],
    ['url', 'url', 'url'],
  ] as const)('gives a text field with %s inputmode %s and type %s', (keyboardType, mode, type) => {
    const { container } = renderField({ parameter: param({ type: 'text', keyboardType }), locale: 'ar' });
    const el = container.querySelector('input')!;
    expect(el.getAttribute('inputmode')).toBe(mode);
    expect(el.getAttribute('type')).toBe(type);
    // digits and addresses stay left to right in Arabic
    expect(el.closest('[dir="ltr"]')).not.toBeNull();
  });

  it('keeps an e-mail field an e-mail field whatever keyboard it asks for', () => {
    renderField({ parameter: param({ type: 'email', keyboardType: 'phone-pad' }) });
    expect(textbox().getAttribute('type')).toBe('email');
    expect(textbox().getAttribute('inputmode')).toBe('tel');
  });

  it.each([
    ['a PIN (password)', 'password', 'number-pad', 'numeric'],
    ['a whole number', 'number', 'number-pad', 'numeric'],
    ['a number without a keyboard', 'number', undefined, 'decimal'],
  ] as const)('gives %s the right keypad (%s, %s)', (_name, type, keyboardType, mode) => {
    const { container } = renderField({ parameter: param({ type, keyboardType }) });
    expect(container.querySelector('input')!.getAttribute('inputmode')).toBe(mode);
  });

  it('sets no inputmode on a plain text field without one', () => {
    renderField({ parameter: param({ type: 'text' }) });
    expect(textbox().hasAttribute('inputmode')).toBe(false);
  });
});

describe('multiline and numberOfLines', () => {
  it('draws a multiline text field as a textarea of numberOfLines rows', () => {
    expect(widgetFor({ ComponentType: 1, type: 'text', multiline: true })).toBe('textarea');
    expect(widgetFor({ ComponentType: 1, type: 'email', multiline: true })).toBe('email');
    const { props } = renderField({ parameter: param({ type: 'text', multiline: true, numberOfLines: 6 }) });
    const area = textbox();
    expect(area.tagName).toBe('TEXTAREA');
    expect(area.getAttribute('rows')).toBe('6');
    fireEvent.change(area, { target: { value: 'line 1\nline 2' } });
    expect(props.onChange).toHaveBeenLastCalledWith('line 1\nline 2');
  });

  it('gives a textarea 4 rows unless numberOfLines says otherwise', () => {
    const { rerenderField } = renderField({ parameter: param({ type: 'textarea' }) });
    expect(textbox().getAttribute('rows')).toBe('4');
    rerenderField({ parameter: param({ type: 'textarea', numberOfLines: 2 }) });
    expect(textbox().getAttribute('rows')).toBe('2');
  });
});

describe('isMultiple', () => {
  it('makes a select a multi-select holding a list, even from an empty value', () => {
    const { props } = renderField({
      parameter: param({ type: 'select', isMultiple: true }),
      options: colours,
      value: '',
    });
    expect(document.querySelector('.mantine-Pill-label')).toBeNull();
    const box = screen.getByRole('combobox', { name: LABEL });
    act(() => box.focus());
    fireEvent.click(box);
    fireEvent.click(screen.getByRole('option', { name: 'Green' }));
    expect(props.onChange).toHaveBeenLastCalledWith(['green']);
  });

  it('shows a comma-separated default as the chosen options', () => {
    renderField({
      parameter: param({ type: 'react_select', isMultiple: true }),
      options: colours,
      value: 'white,blue',
    });
    const pills = [...document.querySelectorAll('.mantine-Pill-label')].map((el) => el.textContent);
    expect(pills).toEqual(['White', 'Blue']);
  });

  it('leaves a select without it single', () => {
    renderField({ parameter: param({ type: 'select' }), options: colours, value: 'green' });
    expect((screen.getByRole('combobox', { name: LABEL }) as HTMLInputElement).value).toBe('Green');
    expect(document.querySelector('.mantine-Pill-label')).toBeNull();
  });
});

describe('icon and iconAlign', () => {
  const sectionOf = (name: string) => document.querySelector(`[data-icon="${name}"]`)?.closest('[data-position]');

  it('draws a named icon at the start by default', () => {
    renderField({ parameter: param({ icon: 'user' }) });
    expect(sectionOf('user')?.getAttribute('data-position')).toBe('left');
  });

  it("puts it at the end by the field's iconAlign, or the form's", () => {
    const { rerenderField } = renderField({ parameter: param({ icon: 'mail', iconAlign: 'end' }) });
    expect(sectionOf('mail')?.getAttribute('data-position')).toBe('right');
    rerenderField({ parameter: param({ icon: 'mail' }), iconAlign: 'right' });
    expect(sectionOf('mail')?.getAttribute('data-position')).toBe('right');
    // the field's own side wins over the form's
    rerenderField({ parameter: param({ icon: 'mail', iconAlign: 'left' }), iconAlign: 'end' });
    expect(sectionOf('mail')?.getAttribute('data-position')).toBe('left');
  });

  it("keeps a select's icon at the start: the end is its chevron's", () => {
    renderField({ parameter: param({ type: 'select', icon: 'palette', iconAlign: 'end' }), options: colours });
    expect(sectionOf('palette')?.getAttribute('data-position')).toBe('left');
  });

  it('draws nothing for a name the map does not know, and hides icons from screen readers', () => {
    const { container, rerenderField } = renderField({ parameter: param({ icon: 'unicorn' }) });
    expect(container.querySelector('svg')).toBeNull();
    rerenderField({ parameter: param({ icon: 'phone' }) });
    expect(container.querySelector('[data-icon="phone"]')?.getAttribute('aria-hidden')).toBe('true');
    expect(Object.keys(fieldIcons)).toEqual(expect.arrayContaining(['user', 'mail', 'phone', 'calendar', 'lock']));
  });
});
