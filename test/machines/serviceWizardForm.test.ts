import { describe, expect, it } from 'vitest';
import { changeValue, type WizardForm, type WizardParameter } from '../../machines/serviceWizard.form';
import { seededServiceForm } from '../../server/seed/services';

const param = (id: string, more: Partial<WizardParameter> = {}): WizardParameter => ({
  ParameterId: id,
  ComponentType: 1,
  childParameter: null,
  ValueSource: null,
  onChangeURL: null,
  setOptionsIn: null,
  passValueExternalID: null,
  externalURL: null,
  ...more,
});

const favourites = [{ value: '7701000002', label: 'Omar (7701000002)' }];
const products = [{ value: 'P1', label: 'One' }];

/** send money's first step: a radio choosing between a typed number and a favourite picked from a list. */
const sendMoney: WizardForm = {
  serviceCode: 'SEND_MONEY',
  steps: [
    {
      id: 'recipient',
      parameters: [
        param('recipientMode', {
          ComponentType: 4,
          type: 'radio',
          defaultValue: 'mobile',
          childParameter: ['recipientMobile', 'favouriteMobile', 'recipientName'],
        }),
        param('recipientMobile'),
        param('favouriteMobile', { ComponentType: 2, ValueSource: { url: 'adapter/v1/beneficiaries', fields: [] } }),
        param('recipientName'),
      ],
    },
  ],
  confirmation: { kind: 'pin' },
};

/** an operator whose change loads the products into another field (dependent options). */
const topUp: WizardForm = {
  serviceCode: 'TOPUP',
  steps: [
    {
      id: 'operator',
      parameters: [
        param('operator', {
          ComponentType: 2,
          childParameter: ['product'],
          onChangeURL: 'adapter/v1/getproduct',
          setOptionsIn: 'product',
        }),
        param('product', { ComponentType: 2, childParameter: ['bundle'], onChangeURL: 'x', setOptionsIn: 'bundle' }),
        param('bundle', { ComponentType: 2 }),
      ],
    },
  ],
  confirmation: { kind: 'pin' },
};

describe('a changed value and the fields that depend on it', () => {
  it("keeps the favourites picker's own list when the radio choosing it changes (its value still goes)", () => {
    const entries = {
      values: { recipientMode: 'mobile', recipientMobile: '7701000009', favouriteMobile: '', recipientName: 'Ali' },
      errors: { recipientMobile: { key: 'required' } },
      options: { favouriteMobile: favourites },
      optionsState: {},
    };
    const changed = changeValue(sendMoney, entries, 'recipientMode', 'favourite');
    expect(changed.options).toEqual({ favouriteMobile: favourites });
    expect(changed.values).toEqual({
      recipientMode: 'favourite',
      recipientMobile: '',
      favouriteMobile: '',
      recipientName: '',
    });
    expect(changed.errors).toEqual({});
    expect(changed.optionsState).toEqual({});
  });

  it('keeps a list still loading for a child whose list does not come from the changed field', () => {
    const entries = { values: {}, errors: {}, options: {}, optionsState: { favouriteMobile: 'loading' as const } };
    expect(changeValue(sendMoney, entries, 'recipientMode', 'favourite').optionsState).toEqual({
      favouriteMobile: 'loading',
    });
  });

  it('drops the lists the changed value loads into its children, and theirs, transitively', () => {
    const entries = {
      values: { operator: 'ASIACELL', product: 'P1', bundle: 'B1' },
      errors: {},
      options: { product: products, bundle: products },
      optionsState: { bundle: 'failed' as const },
    };
    const changed = changeValue(topUp, entries, 'operator', 'KOREK');
    expect(changed.options).toEqual({});
    expect(changed.optionsState).toEqual({ product: 'loading' });
    expect(changed.values).toEqual({ operator: 'KOREK', product: '', bundle: '' });
  });

  it('gives the seeded send-money form a favourites picker that survives choosing "One of my favourites"', () => {
    const form = seededServiceForm('SERVICE_SEND_MONEY');
    expect(form).toBeDefined();
    const entries = { values: {}, errors: {}, options: { favouriteMobile: favourites }, optionsState: {} };
    expect(changeValue(form!, entries, 'recipientMode', 'favourite').options.favouriteMobile).toEqual(favourites);
  });
});
