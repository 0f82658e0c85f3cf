import { expect } from 'vitest';
import { machineRegistry } from '../../machines';
import type { FlowFailure } from '../../machines/shared';
import type { ServiceWizardSubmissionContext, SubmitInput } from '../../machines/serviceWizardSubmission.machine';
import { sampleReceipts } from '../../machines/samples/serviceWizardSubmission.samples';
import { SAMPLE_CODE, SAMPLE_PIN } from '../../machines/samples/serviceWizard.samples';
import { describeMachinePaths } from './describePaths';
import { effects, expectWay, registryEntry, type StateAssertions, type StepCheck } from './pathHarness';

const entry = registryEntry(machineRegistry, 'serviceWizardSubmission');
const ctx = (s: { context: unknown }) => s.context as ServiceWizardSubmissionContext;
const given = (check: StepCheck) => check.input as SubmitInput;
const answer = (check: StepCheck) => (check.event as unknown as { output: unknown }).output;
const thrown = (check: StepCheck) => (check.event as unknown as { error: FlowFailure }).error;
/** requirements#step-up: what the server answers about the authenticator code of a service that may ask it */
const stepUpRefusals = ['invalidCode', 'codeReused', 'stepUpRequired', 'twoFactorOff'];
/** the secrets the service asks for, which the server may refuse (and the Submit then asks for again) */
const refusable = (check: StepCheck): string[] =>
  ({ pin: ['pinWrong', ...stepUpRefusals], totp: stepUpRefusals, otp: ['otpInvalid'], none: [] })[
    given(check).form.confirmation.kind
  ];

/** Every snapshot: the PIN or code is never kept; the payment is kept as it came, under its key. */
function invariants(check: StepCheck) {
  const { secret: _secret, code: _code, ...request } = given(check);
  expect(JSON.stringify(check.snapshot.context)).not.toContain(SAMPLE_PIN);
  expect(JSON.stringify(check.snapshot.context)).not.toContain(SAMPLE_CODE);
  expect(ctx(check.snapshot).request).toEqual(request);
}

/** The answer ends the Submit: the context is the previous one with `changes`, no call made, and this output. */
function expectEnd(check: StepCheck, changes: Partial<ServiceWizardSubmissionContext>, output: unknown) {
  expect(ctx(check.snapshot)).toEqual({ ...ctx(check.previous!), ...changes });
  expect(effects(check.stepCalls)).toEqual([]);
  expect(check.snapshot.status).toBe('done');
  expect(check.snapshot.output).toEqual(output);
}

/** A receipt with the status it stands for: the answer as it came, as the outcome the wizard reads. */
const receipt = (status: number) => (check: StepCheck) => {
  invariants(check);
  expectWay(check, {
    'submitting done:submitTransaction': () => {
      expect((answer(check) as { status: number }).status).toBe(status);
      expectEnd(check, { result: answer(check) }, { outcome: 'receipt', result: answer(check) });
    },
  });
};

const assertions: StateAssertions = {
  'serviceWizardSubmission.submitting': (check) => {
    invariants(check);
    expectWay(check, {
      // sent once, at the start, with the PIN or code that came with it
      start: () => {
        expect(ctx(check.snapshot)).toEqual({
          request: { ...given(check), secret: undefined, code: undefined },
          result: null,
          failure: null,
        });
        expect(effects(check.stepCalls)).toEqual([{ name: 'actor:submitTransaction', params: given(check) }]);
      },
    });
  },
  'serviceWizardSubmission.paid': receipt(sampleReceipts.paid.status),
  'serviceWizardSubmission.pending': receipt(sampleReceipts.pending.status),
  'serviceWizardSubmission.declined': receipt(sampleReceipts.declined.status),
  'serviceWizardSubmission.refused': (check) => {
    invariants(check);
    expectWay(check, {
      // only the secret this service asked for can be refused
      'submitting error:submitTransaction': () => {
        expect(refusable(check)).toContain(thrown(check).kind);
        expectEnd(check, { failure: thrown(check) }, { outcome: 'refused', failure: thrown(check) });
      },
    });
  },
  'serviceWizardSubmission.failed': (check) => {
    invariants(check);
    expectWay(check, {
      // anything else (a network failure, the refusal of a secret this service does not use)
      'submitting error:submitTransaction': () => {
        expect(refusable(check)).not.toContain(thrown(check).kind);
        expectEnd(check, { failure: thrown(check) }, { outcome: 'failed', failure: thrown(check) });
      },
    });
  },
};

describeMachinePaths(entry, assertions);
