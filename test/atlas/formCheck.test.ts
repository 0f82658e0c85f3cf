import { describe, expect, it } from 'vitest';
import { checkServiceForm, reachableSteps } from '../../src/atlas/formCheck';
import { seededServiceForms } from '../../server/seed/services';
import { form, param, step } from '../forms/fixtures';

const billType = param({
  ParameterId: 'billType',
  ComponentType: 4,
  ValueSource: 'static',
  PossibleValue: [
    { value: 'postpaid', label: 'Post-paid' },
    { value: 'landline', label: 'Landline' },
  ],
  defaultValue: 'postpaid',
});

describe('service form configuration graph', () => {
  it('finds nothing wrong in any of the 29 seeded service forms', () => {
    const forms = seededServiceForms();
    expect(forms.size).toBe(29);
    for (const [pageId, seeded] of forms) {
      expect({ pageId, problems: checkServiceForm(seeded) }).toEqual({ pageId, problems: [] });
      expect(reachableSteps(seeded)).toEqual(seeded.steps.map((s) => s.id));
    }
  });

  it('flags a step whose conditions can never hold as unreachable', () => {
    const broken = form([
      step([billType], 'bill'),
      {
        ...step([param({ ParameterId: 'router' })], 'internet'),
        when: [{ field: 'billType', operator: 'eq', value: 'internet' }],
      },
      step([param({ ParameterId: 'amount' })], 'amount'),
    ]);
    expect(checkServiceForm(broken).map((p) => [p.kind, p.at])).toEqual([
      ['conditionNeverHolds', 'internet'],
      ['unreachableStep', 'internet'],
    ]);
    expect(reachableSteps(broken)).toEqual(['bill', 'amount']);
  });

  it('flags conditions no value can satisfy: options, a pipe list, numeric bounds, a checkbox', () => {
    const broken = form([
      step([
        billType,
        param({ ParameterId: 'ok', dependencies: [{ field: 'billType', operator: 'eq', value: 'internet|landline' }] }),
        param({ ParameterId: 'never', dependencies: [{ field: 'billType', operator: 'eq', value: 'internet|tv' }] }),
        param({ ParameterId: 'amount', type: 'amount', minimumValue: 250, maximumValue: 5000 }),
        param({ ParameterId: 'big', dependencies: [{ field: 'amount', operator: 'gt', value: '5000' }] }),
        param({ ParameterId: 'terms', ComponentType: 3 }),
        param({ ParameterId: 'maybe', dependencies: [{ field: 'terms', operator: 'eq', value: 'yes' }] }),
      ]),
    ]);
    expect(checkServiceForm(broken).map((p) => `${p.kind} ${p.at}`)).toEqual([
      'conditionNeverHolds details/never',
      'conditionNeverHolds details/big',
      'conditionNeverHolds details/maybe',
    ]);
  });

  it('flags references to fields that do not exist, and conditions on fields entered later', () => {
    const broken = form([
      step(
        [
          param({ ParameterId: 'pin', rules: [{ rule: 'compare', field: 'pinAgain', mode: 'match' }] }),
          param({ ParameterId: 'operator', childParameter: ['product'], setOptionsIn: 'products' }),
          param({ ParameterId: 'early', dependencies: [{ field: 'late', operator: 'eq', value: 'x' }] }),
        ],
        'first',
      ),
      step([param({ ParameterId: 'late' }), param({ ParameterId: 'product' })], 'second'),
    ]);
    expect(checkServiceForm(broken).map((p) => `${p.kind} ${p.at}: ${p.detail}`)).toEqual([
      'unknownField first/pin: compare with "pinAgain"',
      'unknownField first/operator: setOptionsIn "products"',
      'readsLaterStep first/early: condition on "late", which is entered later (step second)',
    ]);
  });

  it('flags a request placeholder that nothing fills', () => {
    const broken = form([step([param({ ParameterId: 'amount' })])], {
      submit: {
        url: 'adapter/v1/transaction/submit',
        method: 'POST',
        fields: [
          {
            key: 'amount',
            value: '{amount}',
            isFromResponse: false,
            useAsDefault: false,
            useBasicToken: false,
            encrypt: false,
          },
          {
            key: 'pin',
            value: '{pin}',
            isFromResponse: false,
            useAsDefault: false,
            useBasicToken: false,
            encrypt: false,
          },
          {
            key: 'note',
            value: 'for {recipientName}',
            isFromResponse: false,
            useAsDefault: false,
            useBasicToken: false,
            encrypt: false,
          },
        ],
      },
    });
    expect(checkServiceForm(broken)).toEqual([
      { kind: 'unknownPlaceholder', at: 'submit', detail: '{recipientName} is filled by nothing' },
    ]);
  });
});
