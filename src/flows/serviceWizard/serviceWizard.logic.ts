import { fromCallback, fromPromise } from 'xstate';
import { serviceWizardMachine } from '../../../machines/serviceWizard.machine';
import type { FieldTask, FieldTaskAnswer, WizardForm, WizardValues } from '../../../machines/serviceWizard.form';
import { serviceWizardConfirmationMachine } from '../../../machines/serviceWizardConfirmation.machine';
import { serviceWizardStepsMachine, type StepCheck } from '../../../machines/serviceWizardSteps.machine';
import { serviceWizardSubmissionMachine } from '../../../machines/serviceWizardSubmission.machine';
import type { Option, ServiceForm } from '../../api/contract/serviceForm';
import { createSharedEndpoints } from '../../api/endpoints';
import { withFormWidgets } from '../../forms/fields/registry';
import { nextStepIndex } from '../../forms/steps';
import type { FormValues } from '../../forms/types';
import { validateStep } from '../../forms/validation';
import { quietWhenAborted } from '../../platform/call';
import { navigateToPath } from '../../platform/navigation';
import type { AppActors } from '../../platform/context';
import type { Platform } from '../../platform/platform';
import { passThroughRequest, runFieldTask, runningWork } from './fieldTasks';
import { checkRecipients, RecipientAnswers } from './recipientCheck';
import { serviceCalls } from './serviceCalls';
import { cachedOptions } from './cachedOptions';
import { serviceWizardEndpoints } from './serviceWizard.endpoints';

/**
 * The service wizard (requirements#form-steps) with the form engine and the real calls: the configuration
 * from the content service (cached by page id), checks by the engine's rules, requests built by
 * requirements#request-building (masked fields AES-GCM with the runtime configuration's key), and the Submit.
 * Each of the wizard's charts gets its own work: the steps (checks, quotes, field tasks), the
 * confirmation (one-time codes) and the submission (the Submit), and the wizard runs them.
 */

/** The chart reads a structural slice of the form; what it carries is always the parsed ServiceForm. */
const asForm = (form: WizardForm) => form as unknown as ServiceForm;
const asValues = (values: WizardValues) => values as FormValues;
const asOptions = (options: Record<string, readonly unknown[]>) => options as Record<string, readonly Option[]>;

export function serviceWizardLogic(platform: Platform, actors: AppActors) {
  const { contentCache } = platform;
  // requirements#content-cache: option lists from the content service (e-voucher categories) are cached by key
  const api = cachedOptions(serviceWizardEndpoints(platform.gateway), contentCache);
  const calls = serviceCalls(platform, actors);
  const shared = createSharedEndpoints(platform.gateway);
  // fields a pass-through filled, per source field: kept for the wizard's life, across its steps' runs
  const filled = new Map<string, readonly string[]>();
  // requirements#recipient-live-check: what recipient look-ups answered, for the wizard's life
  const recipients = new RecipientAnswers();
  const steps = serviceWizardStepsMachine.provide({
    actors: {
      checkStep: fromPromise(async ({ input }): Promise<StepCheck> => {
        const form = asForm(input.form);
        const values = asValues(input.values);
        const step = form.steps[input.stepIndex];
        const own = step ? validateStep(step, values, calls.context(form, asOptions(input.options))) : {};
        // a recipient the wallet does not know is refused here, on its own step
        const errors = await checkRecipients(form, input.stepIndex, values, own, recipients, async (parameter) =>
          api.passThrough(await calls.build(passThroughRequest(form, parameter), form, values, [])),
        );
        return { errors, nextStepIndex: nextStepIndex(form, input.stepIndex, values) };
      }),
      stepRequest: fromPromise(
        quietWhenAborted(async ({ input, signal }) => {
          const form = asForm(input.form);
          const request = form.steps[input.stepIndex]?.request;
          if (!request) return null;
          return api.step(await calls.build(request, form, asValues(input.values), input.responses), signal);
        }),
      ),
      fieldTasks: fromCallback<FieldTask>(({ sendBack, receive }) => {
        const running = runningWork();
        receive((task) =>
          runFieldTask(task, {
            calls,
            api,
            send: (event: FieldTaskAnswer) => sendBack(event),
            start: running.start,
            stop: running.stop,
            filled,
            recipients,
          }),
        );
        return running.stopAll;
      }),
    },
  });
  const submission = serviceWizardSubmissionMachine.provide({
    actors: {
      submitTransaction: fromPromise(
        quietWhenAborted(async ({ input, signal }) => {
          const form = asForm(input.form);
          const secret = input.secret ?? '';
          const call = await calls.build(form.submit, form, asValues(input.values), input.responses, {
            requestId: input.requestId,
            pin: form.confirmation.kind === 'pin' ? secret : '',
            otp: form.confirmation.kind === 'otp' ? secret : '',
            // requirements#step-up: empty when this payment does not ask it
            totp: input.code ?? '',
            otpRequestId: input.otpRequestId ?? '',
          });
          return api.submit(call, signal);
        }),
      ),
    },
  });
  const confirmation = serviceWizardConfirmationMachine.provide({
    actors: {
      requestOtp: fromPromise(
        quietWhenAborted(async ({ input, signal }) => {
          const form = asForm(input.form);
          if (form.confirmation.kind !== 'otp') throw new Error('this service is not confirmed by a code');
          return api.requestOtp(
            await calls.build(form.confirmation.requestOtp, form, asValues(input.values), []),
            signal,
          );
        }),
      ),
      // requirements#step-up: a user without two-step verification is told to turn it on, not asked a code
      loadTwoFactor: fromPromise(
        quietWhenAborted(async ({ signal }) => ({
          enabled: (await shared.getUserAccount(signal)).twoFactorEnabled,
        })),
      ),
      serviceWizardSubmission: submission,
    },
  });
  return serviceWizardMachine.provide({
    actions: {
      // requirements#payment-results: load money by card goes on on the payment gateway's page
      followHandOff: (_, params) => navigateToPath(platform.navigation, params.url),
    },
    actors: {
      // shared through the cache like every layout: not tied to one page's signal
      loadForm: fromPromise(
        quietWhenAborted(({ input }) =>
          // the form opens with the code of the widgets it draws (issue 20: dates, files, … load apart)
          contentCache.get('layout', `service:${input.pageId}`, () => api.form(input.pageId)).then(withFormWidgets),
        ),
      ),
      serviceWizardSteps: steps,
      serviceWizardConfirmation: confirmation,
    },
  });
}
