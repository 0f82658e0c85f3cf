import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { serviceFormSchema, type ServiceForm } from '../../../src/api/contract/serviceForm';
import { seededServiceForms } from '../../../server/seed/services';
import { seedMenu } from '../../../server/seed/menus';
import { MASKED_REQUEST_PARAMS } from '../../../server/seed/siteSettings';
import { categoriesOffering, servicesOffered } from '../../../server/payments/access';
import { serviceDefinitions } from '../../../server/payments/catalogue';
import { userCategories } from '../../../src/api/contract/categories';

/** The 29 service routes (requirements#service-routes). */
const routes = [
  '/app/services/pin-sell',
  '/app/services/mobile-bill-payment',
  '/app/services/bank-cash-in',
  '/app/services/bank-cash-out',
  '/app/services/load-money',
  '/app/services/send-money',
  '/app/services/disbursement',
  '/app/services/link-bank-account',
  '/app/services/merchant-payment-external',
  '/app/services/topup-other-external',
  '/app/services/evoucher-sales-aggregator',
  '/app/services/bill-payment-post-paid',
  '/app/services/cash-in-agent-external',
  '/app/services/airtime-sales-cash',
  '/app/services/evoucher-sales-korek',
  '/app/services/cash-in-other-wallet',
  '/app/service/business-payment',
  '/app/service/favourites',
  '/app/service/cashout',
  '/app/service/wallet-topup',
  '/app/service/merchant-payment',
  '/app/service/loyalty-point',
  '/app/service/p2p-money-transfer-reg-user',
  '/app/service/agent-to-agent-transfer',
  '/app/service/cash-in-by-agent',
  '/app/service/cash-out-by-agent',
  '/app/service/b2b-transfer',
  '/app/service/m2m-transfer',
  '/app/service/withdraw',
];

/** the wizard's props (the portal's src/app/serviceFlows.ts): otpRequestId is the code request's id */
const PROPS = new Set(['serviceCode', 'requestId', 'pin', 'otp', 'otpRequestId', 'totp', 'locale', 'userIdentifier']);
const LANGUAGES = ['ar', 'en', 'ku'];

function texts(form: ServiceForm): Record<string, string>[] {
  const all: Record<string, string>[] = [form.title];
  for (const step of form.steps) {
    all.push(step.title);
    for (const p of step.parameters) {
      all.push(p.label);
      if (p.placeholder !== undefined) all.push(p.placeholder);
      if (p.description !== undefined) all.push(p.description);
      if (p.ValidationMessage !== null) all.push(p.ValidationMessage);
      for (const option of p.PossibleValue ?? []) if (typeof option.label !== 'string') all.push(option.label);
    }
    for (const line of step.summary ?? []) all.push(line.label);
  }
  for (const line of form.receipt) all.push(line.label);
  if (form.completion) all.push(form.completion.title, form.completion.again);
  return all;
}

describe('seeded service forms', () => {
  const forms = seededServiceForms();

  it('cover the 29 service routes, with the menus’ page ids and service codes', () => {
    expect(serviceDefinitions.map((d) => d.route).sort()).toEqual([...routes].sort());
    expect(forms.size).toBe(29);
    for (const def of serviceDefinitions) {
      const slug = def.route.split('/').pop() ?? '';
      expect(def.pageId).toBe(`SERVICE_${slug.replace(/-/g, '_').toUpperCase()}`);
      expect(def.code).toBe(slug.replace(/-/g, '_').toUpperCase());
      const form = forms.get(def.pageId);
      expect(form?.serviceCode).toBe(def.code);
      expect(form?.pageId).toBe(def.pageId);
    }
  });

  it.each(serviceDefinitions.map((d) => [d.code, d.pageId] as const))(
    '%s validates with serviceFormSchema',
    (_, pageId) => {
      const form = forms.get(pageId);
      // the served JSON, parsed again as the portal would
      expect(v.safeParse(serviceFormSchema, JSON.parse(JSON.stringify(form))).success).toBe(true);
    },
  );

  it.each(serviceDefinitions.map((d) => [d.code, d.pageId] as const))(
    '%s is titled and labelled in en, ar and ku, really translated',
    (_, pageId) => {
      const form = forms.get(pageId) as ServiceForm;
      for (const text of texts(form)) {
        expect(Object.keys(text).sort()).toEqual(LANGUAGES);
        for (const value of Object.values(text)) expect(value.trim()).not.toBe('');
      }
      // labels differ between languages (numbers and brand-free placeholders aside)
      for (const step of form.steps) {
        for (const p of step.parameters) expect(new Set(Object.values(p.label)).size).toBe(3);
      }
    },
  );

  it.each(serviceDefinitions.map((d) => [d.code, d.pageId] as const))(
    '%s builds every request from its own parameters and the documented props',
    (_, pageId) => {
      const form = forms.get(pageId) as ServiceForm;
      const ids = new Set(form.steps.flatMap((s) => s.parameters.map((p) => p.ParameterId)));
      const requests = [
        form.submit,
        ...form.steps.flatMap((s) => (s.request == null ? [] : [s.request])),
        ...form.steps.flatMap((s) =>
          s.parameters.flatMap((p) =>
            typeof p.ValueSource === 'object' && p.ValueSource !== null ? [p.ValueSource] : [],
          ),
        ),
        ...(form.confirmation.kind === 'otp' ? [form.confirmation.requestOtp] : []),
      ];
      for (const request of requests) {
        for (const field of request.fields) {
          for (const [, name] of field.value.matchAll(/\{([A-Za-z0-9_]+)\}/g)) {
            expect(ids.has(name ?? '') || PROPS.has(name ?? ''), `${field.key} → {${name}}`).toBe(true);
          }
        }
      }
      const submitKeys = form.submit.fields.map((f) => f.key);
      expect(submitKeys.slice(0, 2)).toEqual(['serviceCode', 'requestId']);
      const def = serviceDefinitions.find((d) => d.pageId === pageId);
      if (def?.confirmation === 'pin')
        expect(form.submit.fields).toContainEqual(expect.objectContaining({ key: 'pin', value: '{pin}' }));
      if (def?.confirmation === 'otp') expect(submitKeys).toContain('otp');
      expect(form.nonce).toBe(def?.nonce);
      for (const step of form.steps) {
        for (const p of step.parameters) {
          for (const dependency of p.dependencies) expect(ids.has(dependency.field)).toBe(true);
          for (const child of p.childParameter ?? []) expect(ids.has(child)).toBe(true);
          if (p.setOptionsIn !== null) expect(ids.has(p.setOptionsIn)).toBe(true);
        }
      }
    },
  );

  it('uses the documented features across the set', () => {
    const all = [...forms.values()];
    const params = all.flatMap((f) => f.steps.flatMap((s) => s.parameters));
    const rules = new Set(params.flatMap((p) => p.rules.map((r) => r.rule)));
    // the card rule left with load-money's card fields: the card is typed on the payment gateway's page
    for (const rule of ['mobile', 'noScript', 'noHtml', 'compare', 'date', 'terms', 'base64', 'email']) {
      expect(rules, rule).toContain(rule);
    }
    expect(params.some((p) => p.dependencies.some((d) => d.value.includes('|')))).toBe(true);
    expect(params.some((p) => p.onChangeURL !== null && p.setOptionsIn !== null)).toBe(true);
    expect(params.some((p) => p.upload === 'server')).toBe(true);
    expect(params.some((p) => p.upload === 'base64')).toBe(true);
    expect(params.some((p) => p.validateAge !== null)).toBe(true);
    expect(params.some((p) => p.ComponentType === 5 && p.ParameterId === 'recipientName')).toBe(true);
    // 9 (password) was load-money's security code, now typed on the payment gateway's page
    expect(new Set(params.map((p) => p.ComponentType))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7, 8]));
    expect(all.filter((f) => f.nonce).length).toBeGreaterThanOrEqual(2);
    expect(all.filter((f) => f.confirmation.kind === 'otp').map((f) => f.serviceCode)).toEqual(['CASH_OUT_BY_AGENT']);
    // the secrets go masked: every masked name a form sends is in maskRequestParam
    for (const form of all) {
      for (const field of form.submit.fields) {
        if (['pin', 'otp', 'cardNumber', 'cvv'].includes(field.key)) {
          expect(MASKED_REQUEST_PARAMS as readonly string[]).toContain(field.key);
        }
      }
    }
  });

  it('shows an operator or bill type on the receipt as the chosen option, in the user language', () => {
    // requirements#summary-option-labels: the option's label, not the partner's English name
    const codes = [
      'MOBILE_BILL_PAYMENT',
      'BILL_PAYMENT_POST_PAID',
      'TOPUP_OTHER_EXTERNAL',
      'AIRTIME_SALES_CASH',
      'PIN_SELL',
    ];
    for (const code of codes) {
      const form = [...forms.values()].find((f) => f.serviceCode === code) as ServiceForm;
      const keys = form.receipt.map((line) => `${line.from}:${line.key}:${line.format}`);
      expect(keys, code).not.toContain('receipt:counterparty.name:text');
      expect(
        keys.some((k) => k === 'value:operator:option' || k === 'value:billType:option'),
        code,
      ).toBe(true);
    }
  });

  it('ends saving a favourite on a favourite-saved confirmation, and only that service', () => {
    // requirements#receipt-completion
    const withCompletion = [...forms.values()].filter((f) => f.completion !== undefined);
    expect(withCompletion.map((f) => f.serviceCode)).toEqual(['FAVOURITES']);
    expect(withCompletion[0]?.completion).toEqual({
      title: { en: 'Favourite saved', ar: 'تم حفظ المفضّل', ku: 'دڵخوازەکە پاشەکەوت کرا' },
      again: { en: 'Save another favourite', ar: 'حفظ مفضّل آخر', ku: 'دڵخوازێکی تر پاشەکەوت بکە' },
    });
  });

  it('offers each service only to categories whose menus have it, and every service to someone', () => {
    for (const def of serviceDefinitions) expect(categoriesOffering(def.code).length, def.code).toBeGreaterThan(0);
    expect(categoriesOffering('SEND_MONEY')).toEqual(['consumer', 'agent']);
    expect(categoriesOffering('DISBURSEMENT')).toEqual(['enterprise']);
    // disabled menu entries do not count: consumers' bank cash out, vendors' Korek vouchers
    expect(categoriesOffering('BANK_CASH_OUT')).not.toContain('consumer');
    expect(categoriesOffering('EVOUCHER_SALES_KOREK')).not.toContain('vendor');
    expect(servicesOffered(seedMenu('csr')).size).toBe(0);
    const codes = new Set(serviceDefinitions.map((d) => d.code));
    for (const category of userCategories) {
      for (const code of servicesOffered(seedMenu(category))) expect(codes).toContain(code);
    }
  });
});
