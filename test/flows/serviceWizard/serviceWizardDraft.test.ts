import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import type { serviceWizardMachine } from '../../../machines/serviceWizard.machine';
import { freshEntries, type WizardForm } from '../../../machines/serviceWizard.form';
import { sampleForms } from '../../../machines/samples/serviceWizard.samples';
import { resumableDraft, wizardDraft, wizardDraftKey } from '../../../src/flows/serviceWizard/serviceWizardDraft';
import { storableValues } from '../../../src/flows/serviceWizard/wizardDraft.logic';
import { pollInterval } from '../../../src/shell/startup/MaintenancePage';

type Snapshot = SnapshotFrom<typeof serviceWizardMachine>;

const param = (ParameterId: string, extra: Partial<WizardForm['steps'][number]['parameters'][number]> = {}) => ({
  ParameterId,
  ComponentType: 1,
  childParameter: null,
  ValueSource: null,
  onChangeURL: null,
  setOptionsIn: null,
  passValueExternalID: null,
  externalURL: null,
  ...extra,
});

const form: WizardForm = {
  serviceCode: 'SEND_MONEY',
  steps: [
    { id: 'who', parameters: [param('mobile'), param('note')] },
    { id: 'secret', parameters: [param('walletPassword', { ComponentType: 9 }), param('code', { type: 'otp' })] },
    { id: 'pin', parameters: [param('txnPin')] },
  ],
  confirmation: { kind: 'pin' },
};

function snapshot(state: string, values: Record<string, string>, live?: Record<string, string>): Snapshot {
  const entries = { ...freshEntries(form, { options: {}, optionsState: {} }), stepIndex: 1, history: [0] };
  const steps = live
    ? { getSnapshot: () => ({ context: { ...entries, stepIndex: 2, history: [0, 1], values: live } }) }
    : undefined;
  return {
    context: { form, entries: { ...entries, values } },
    matches: (name: string) => name === state,
    children: steps ? { steps } : {},
  } as unknown as Snapshot;
}

describe('a service wizard’s draft (requirements#maintenance-session)', () => {
  const entered = { mobile: '0750 123 4567', note: 'rent', walletPassword: 'hunter2', code: '123456', txnPin: '2468' };

  it('keeps the step and what was entered, live from the steps, never a password, a code or a PIN', () => {
    expect(wizardDraft(snapshot('editing', {}, entered))).toEqual({
      stepIndex: 2,
      history: [0, 1],
      values: { mobile: '0750 123 4567', note: 'rent' },
    });
  });

  it('keeps what the steps handed over while the Submit is being confirmed', () => {
    expect(wizardDraft(snapshot('confirming', entered))).toEqual({
      stepIndex: 1,
      history: [0],
      values: { mobile: '0750 123 4567', note: 'rent' },
    });
  });

  it('keeps nothing before the form is there, or once the payment has its receipt', () => {
    expect(wizardDraft(snapshot('receipt', entered))).toBeNull();
    expect(wizardDraft({ ...snapshot('loading', {}), context: { form: null } } as unknown as Snapshot)).toBeNull();
  });

  it('is kept per service page', () => {
    expect(wizardDraftKey(sampleForms.oneStep.serviceCode)).toBe('serviceWizard:FAVOURITES');
  });
});

describe('how soon the maintenance page looks again (requirements#maintenance)', () => {
  it.each([
    [30_000, { unit: 'seconds', count: 30 }],
    [1_000, { unit: 'seconds', count: 1 }],
    [2_500, { unit: 'seconds', count: 3 }],
    [60_000, { unit: 'minutes', count: 1 }],
    [300_000, { unit: 'minutes', count: 5 }],
    [90_000, { unit: 'seconds', count: 90 }],
    [0, { unit: 'seconds', count: 1 }],
  ])('says %i ms as %o', (ms, expected) => {
    expect(pollInterval(ms)).toEqual(expected);
  });
});

describe('a service wizard’s draft on the server (requirements#wizard-drafts)', () => {
  const quoted = { steps: [{}, { request: { url: 'adapter/v1/transaction/quote' } }, {}] };
  const values = { amount: '1500' };

  it('resumes on a step whose quote the later steps need, so Next asks for it again', () => {
    expect(resumableDraft(quoted, { stepIndex: 2, history: [0, 1], values })).toEqual({
      stepIndex: 1,
      history: [0],
      values,
    });
  });

  it('resumes where it was when no quote lies behind it', () => {
    const onQuoteStep = { stepIndex: 1, history: [0], values };
    expect(resumableDraft(quoted, onQuoteStep)).toBe(onQuoteStep);
    expect(resumableDraft({ steps: [{}, {}, {}] }, { stepIndex: 2, history: [0, 1], values })).toEqual({
      stepIndex: 2,
      history: [0, 1],
      values,
    });
  });

  it('sends text, checks and choices only, never a file or a value named like a secret', () => {
    const file = { kind: 'file' as const, state: 'done', key: 'f1' };
    expect(
      storableValues({
        mobile: '7701000002',
        agree: true,
        none: null,
        picks: ['a'],
        doc: file,
        cardPin: '1',
        otpCode: '2',
      }),
    ).toEqual({ mobile: '7701000002', agree: true, none: null, picks: ['a'] });
  });
});
