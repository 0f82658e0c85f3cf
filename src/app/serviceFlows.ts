import { fromCallback, fromPromise } from 'xstate';
import {
  serviceWizardMachine,
  type FieldTask,
  type ServiceWizardEvent,
  type StepCheck,
  type WizardForm,
  type WizardValues,
} from '../../machines/serviceWizard.machine';
import type { Option, ServiceForm, ServiceRequest } from '../api/contract/serviceForm';
import { importMaskKey, maskValue } from '../api/contract/requestSecurity';
import { buildRequest } from '../forms/request';
import { nextStepIndex } from '../forms/steps';
import type { FormValues } from '../forms/types';
import { isoDay, validateStep, type ValidationContext } from '../forms/validation';
import { i18n } from '../i18n';
import { deviceId } from '../shell/device';
import { storageKeys } from '../shell/storage';
import type { AppActors } from './actors';
import { quietWhenAborted } from './call';
import { runFieldTask } from './fieldTasks';
import type { AppServices } from './services';

/**
 * The service wizard (seed 001 §4) with the form engine and the real calls: the configuration
 * from the content service (cached by page id), checks by the engine's rules, requests built by
 * seed 001 §7.1 (masked fields AES-GCM with the runtime configuration's key), and the Submit.
 */

/** The chart reads a structural slice of the form; what it carries is always the parsed ServiceForm. */
const asForm = (form: WizardForm) => form as unknown as ServiceForm;
const asValues = (values: WizardValues) => values as FormValues;
const asOptions = (options: Record<string, readonly unknown[]>) => options as Record<string, readonly Option[]>;

export interface ServiceCalls {
  context(form: ServiceForm, options: Record<string, readonly Option[]>): ValidationContext;
  build(
    request: ServiceRequest,
    form: ServiceForm,
    values: FormValues,
    responses: readonly unknown[],
    props?: Record<string, unknown>,
  ): ReturnType<typeof buildRequest>;
}

export function serviceCalls(services: AppServices, actors: AppActors): ServiceCalls {
  const { gateway, store } = services;
  let key: Promise<CryptoKey> | null = null;
  const mask = async (plain: string) => {
    const configured = gateway.config?.maskKey;
    if (!configured) throw new Error('maskRequestParam names a field but the runtime configuration has no maskKey');
    key ??= importMaskKey(configured);
    return maskValue(await key, plain);
  };
  const user = () => {
    const session = actors.session.getSnapshot();
    return session.matches('signedIn') ? session.context.user : null;
  };
  return {
    context: (form, options) => ({
      today: isoDay(new Date()),
      options,
      mobilePrefix: form.mobilePrefix,
      locale: i18n.locale,
      form,
    }),
    build: (request, form, values, responses, props = {}) =>
      buildRequest(request, {
        values,
        responses,
        props: {
          serviceCode: form.serviceCode,
          locale: i18n.locale,
          userIdentifier: user()?.userIdentifier,
          ...props,
        },
        storage: { deviceId: deviceId(store) },
        loginToken: store.get(storageKeys.authorizeToken) ?? undefined,
        maskRequestParam: services.siteSettings.get()?.bffConfigModule.maskRequestParam ?? [],
        mask,
        mobilePrefix: form.mobilePrefix,
        nonce: { enabled: form.nonce, now: Date.now },
        form,
      }),
  };
}

export function serviceWizardLogic(services: AppServices, actors: AppActors) {
  const { api, contentCache } = services;
  const calls = serviceCalls(services, actors);
  return serviceWizardMachine.provide({
    actors: {
      // shared through the cache like every layout: not tied to one page's signal
      loadForm: fromPromise(
        quietWhenAborted(({ input }) =>
          contentCache.get('layout', `service:${input.pageId}`, () => api.services.form(input.pageId)),
        ),
      ),
      checkStep: fromPromise(async ({ input }): Promise<StepCheck> => {
        const form = asForm(input.form);
        const values = asValues(input.values);
        const step = form.steps[input.stepIndex];
        const errors = step ? validateStep(step, values, calls.context(form, asOptions(input.options))) : {};
        return { errors, nextStepIndex: nextStepIndex(form, input.stepIndex, values) };
      }),
      stepRequest: fromPromise(
        quietWhenAborted(async ({ input, signal }) => {
          const form = asForm(input.form);
          const request = form.steps[input.stepIndex]?.request;
          if (!request) return null;
          return api.services.step(await calls.build(request, form, asValues(input.values), input.responses), signal);
        }),
      ),
      requestOtp: fromPromise(
        quietWhenAborted(async ({ input, signal }) => {
          const form = asForm(input.form);
          if (form.confirmation.kind !== 'otp') throw new Error('this service is not confirmed by a code');
          return api.services.requestOtp(
            await calls.build(form.confirmation.requestOtp, form, asValues(input.values), []),
            signal,
          );
        }),
      ),
      submitTransaction: fromPromise(
        quietWhenAborted(async ({ input, signal }) => {
          const form = asForm(input.form);
          const secret = input.secret ?? '';
          const call = await calls.build(form.submit, form, asValues(input.values), input.responses, {
            requestId: input.requestId,
            pin: form.confirmation.kind === 'pin' ? secret : '',
            otp: form.confirmation.kind === 'otp' ? secret : '',
            otpRequestId: input.otpRequestId ?? '',
          });
          return api.services.submit(call, signal);
        }),
      ),
      fieldTasks: fromCallback<FieldTask>(({ sendBack, receive }) => {
        const running = new Map<string, AbortController>();
        const filled = new Map<string, readonly string[]>();
        receive((task) =>
          runFieldTask(task, {
            calls,
            api: api.services,
            send: (event: ServiceWizardEvent) => sendBack(event),
            start: (key) => {
              running.get(key)?.abort();
              const controller = new AbortController();
              running.set(key, controller);
              return controller.signal;
            },
            stop: (key) => {
              running.get(key)?.abort();
              running.delete(key);
            },
            filled,
          }),
        );
        return () => running.forEach((controller) => controller.abort());
      }),
    },
  });
}
