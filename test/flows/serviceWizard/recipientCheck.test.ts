import { describe, expect, it, vi } from 'vitest';
import type { FieldTaskAnswer } from '../../../machines/serviceWizard.form';
import { ErrCode } from '../../../src/api/contract/errCodes';
import { runFieldTask, type FieldTaskDeps } from '../../../src/flows/serviceWizard/fieldTasks';
import {
  checkRecipients,
  isRecipientLookup,
  RecipientAnswers,
  recipientRefusal,
} from '../../../src/flows/serviceWizard/recipientCheck';
import type { ServiceCalls } from '../../../src/flows/serviceWizard/serviceCalls';
import type { ServiceWizardEndpoints } from '../../../src/flows/serviceWizard/serviceWizard.endpoints';
import { form, param, step } from '../../forms/fixtures';

/** requirements#recipient-live-check */

const unknown = { kind: 'recipientUnknown', errCode: ErrCode.recipientUnknown, message: 'There is no wallet.' };
const payer = { kind: 'recipientUnknown', errCode: ErrCode.recipientIsPayer, message: 'You cannot pay yourself.' };
const network = { kind: 'network', errCode: 'network', message: 'offline' };

const recipient = param({
  ParameterId: 'recipientMobile',
  type: 'tel',
  rules: [{ rule: 'mobile' }],
  passValueExternalID: 'mobile',
  externalURL: 'adapter/v1/getchilduserinfo',
  useFor: 'recipient',
  IsMandatory: true,
});
const mode = param({ ParameterId: 'mode', ComponentType: 4, type: 'radio' });
const hiddenUnlessMobile = {
  ...recipient,
  dependencies: [{ field: 'mode', operator: 'eq' as const, value: 'mobile' }],
};
const price = param({
  ParameterId: 'product',
  passValueExternalID: 'product',
  externalURL: 'adapter/v1/getvoucherrate',
  useFor: null,
});
const send = form([step([recipient]), step([param({ ParameterId: 'amount' })], 'amount')]);

describe('recipientRefusal', () => {
  it('reads 1106 as an unknown recipient and 1107 as the payer, nothing else', () => {
    expect(recipientRefusal(unknown)).toEqual({ key: 'recipientUnknown' });
    expect(recipientRefusal(payer)).toEqual({ key: 'recipientIsPayer' });
    expect(recipientRefusal(network)).toBeNull();
    expect(recipientRefusal(new Error('boom'))).toBeNull();
    expect(recipientRefusal(null)).toBeNull();
  });

  it('counts only recipient look-ups, not other pass-throughs (a voucher price)', () => {
    expect(isRecipientLookup(recipient)).toBe(true);
    expect(isRecipientLookup(price)).toBe(false);
    expect(isRecipientLookup({ ...recipient, externalURL: null })).toBe(false);
  });
});

describe('checkRecipients (Next on the step where the recipient is typed)', () => {
  it('refuses an unknown number with the field error and stays on the step', async () => {
    const lookUp = vi.fn().mockRejectedValue(unknown);
    const errors = await checkRecipients(
      send,
      0,
      { recipientMobile: '7700000999' },
      {},
      new RecipientAnswers(),
      lookUp,
    );
    expect(errors).toEqual({ recipientMobile: { key: 'recipientUnknown' } });
    expect(lookUp).toHaveBeenCalledWith(recipient);
  });

  it("refuses the payer's own number", async () => {
    const errors = await checkRecipients(
      send,
      0,
      { recipientMobile: '7700000001' },
      {},
      new RecipientAnswers(),
      vi.fn().mockRejectedValue(payer),
    );
    expect(errors).toEqual({ recipientMobile: { key: 'recipientIsPayer' } });
  });

  it('lets a known recipient through, keeping the other errors of the step', async () => {
    const lookUp = vi.fn().mockResolvedValue({ fields: { recipientName: 'Test P.' } });
    const other = { note: { key: 'scriptNotAllowed' as const } };
    const twoFields = form([step([recipient, param({ ParameterId: 'note' })])]);
    const errors = await checkRecipients(
      twoFields,
      0,
      { recipientMobile: '7700000002' },
      other,
      new RecipientAnswers(),
      lookUp,
    );
    expect(errors).toEqual(other);
  });

  it('reuses a remembered answer for the same number instead of asking again', async () => {
    const answers = new RecipientAnswers();
    answers.record('recipientMobile', '7700000999', { error: unknown });
    answers.record('recipientMobile', '7700000002', { accepted: true });
    const lookUp = vi.fn();
    await expect(checkRecipients(send, 0, { recipientMobile: '7700000999' }, {}, answers, lookUp)).resolves.toEqual({
      recipientMobile: { key: 'recipientUnknown' },
    });
    await expect(checkRecipients(send, 0, { recipientMobile: '7700000002' }, {}, answers, lookUp)).resolves.toEqual({});
    expect(lookUp).not.toHaveBeenCalled();
  });

  it('asks nothing for a field with its own error, an empty one, a hidden one, or another step', async () => {
    const lookUp = vi.fn().mockRejectedValue(unknown);
    const answers = new RecipientAnswers();
    const own = { recipientMobile: { key: 'mobileLength' as const } };
    expect(await checkRecipients(send, 0, { recipientMobile: '77' }, own, answers, lookUp)).toEqual(own);
    expect(await checkRecipients(send, 0, { recipientMobile: '' }, {}, answers, lookUp)).toEqual({});
    const conditional = form([step([mode, hiddenUnlessMobile])]);
    expect(
      await checkRecipients(conditional, 0, { mode: 'favourite', recipientMobile: '7700000999' }, {}, answers, lookUp),
    ).toEqual({});
    expect(await checkRecipients(send, 1, { recipientMobile: '7700000999' }, {}, answers, lookUp)).toEqual({});
    expect(lookUp).not.toHaveBeenCalled();
  });

  it('rejects when the look-up cannot be made, and remembers nothing of it', async () => {
    const answers = new RecipientAnswers();
    await expect(
      checkRecipients(send, 0, { recipientMobile: '7700000999' }, {}, answers, vi.fn().mockRejectedValue(network)),
    ).rejects.toBe(network);
    expect(answers.get('recipientMobile', '7700000999')).toBeUndefined();
  });
});

describe('the look-up as the number is typed (fieldTasks pass-through)', () => {
  function deps(passThrough: ServiceWizardEndpoints['passThrough']) {
    const sent: FieldTaskAnswer[] = [];
    const recipients = new RecipientAnswers();
    const value: FieldTaskDeps = {
      calls: {
        context: () => ({ today: '2025-06-15' }),
        build: vi.fn(async () => ({ url: 'adapter/v1/getchilduserinfo', method: 'POST', body: {} })),
      } as unknown as ServiceCalls,
      api: { passThrough } as unknown as ServiceWizardEndpoints,
      send: (event) => sent.push(event),
      start: () => new AbortController().signal,
      stop: () => {},
      filled: new Map(),
      recipients,
    };
    return { value, sent, recipients };
  }
  const task = (mobile: string) =>
    ({ type: 'field.changed', form: send, id: 'recipientMobile', values: { recipientMobile: mobile } }) as const;

  it('shows the refusal on the field at once and remembers it for Next', async () => {
    const { value, sent, recipients } = deps(vi.fn().mockRejectedValue(unknown));
    runFieldTask(task('7700000999') as never, value);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent).toEqual([{ type: 'field.validated', id: 'recipientMobile', error: { key: 'recipientUnknown' } }]);
    expect(recipients.get('recipientMobile', '7700000999')).toEqual({ key: 'recipientUnknown' });
  });

  it('fills the name of a known recipient and remembers that it is known', async () => {
    const { value, sent, recipients } = deps(vi.fn().mockResolvedValue({ fields: { recipientName: 'Test P.' } }));
    runFieldTask(task('7700000002') as never, value);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent).toEqual([{ type: 'values.fill', values: { recipientName: 'Test P.' } }]);
    expect(recipients.get('recipientMobile', '7700000002')).toBeNull();
  });

  it('says nothing on the field when the look-up fails for another reason', async () => {
    const passThrough = vi.fn().mockRejectedValue(network);
    const { value, sent, recipients } = deps(passThrough);
    runFieldTask(task('7700000999') as never, value);
    await vi.waitFor(() => expect(passThrough).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sent).toEqual([]);
    expect(recipients.get('recipientMobile', '7700000999')).toBeUndefined();
  });
});

describe('leaving a refused recipient field (blur check)', () => {
  it('keeps the refusal of that very number, and drops it for another number', () => {
    const sent: FieldTaskAnswer[] = [];
    const recipients = new RecipientAnswers();
    recipients.record('recipientMobile', '7700000999', { error: unknown });
    const deps = {
      calls: { context: () => ({ today: '2025-06-15' }) } as unknown as ServiceCalls,
      api: {} as ServiceWizardEndpoints,
      send: (event: FieldTaskAnswer) => sent.push(event),
      start: () => new AbortController().signal,
      stop: () => {},
      filled: new Map(),
      recipients,
    } satisfies FieldTaskDeps;
    const blur = (mobile: string) =>
      runFieldTask(
        {
          type: 'field.validate',
          form: send,
          id: 'recipientMobile',
          values: { recipientMobile: mobile },
          options: {},
        } as never,
        deps,
      );
    blur('7700000999');
    blur('7700000002');
    blur('77');
    expect(sent).toEqual([
      { type: 'field.validated', id: 'recipientMobile', error: { key: 'recipientUnknown' } },
      { type: 'field.validated', id: 'recipientMobile', error: null },
      { type: 'field.validated', id: 'recipientMobile', error: { key: 'mobileLength', values: { length: 10 } } },
    ]);
  });
});
