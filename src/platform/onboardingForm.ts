import { fromCallback, fromPromise } from 'xstate';
import type {
  FileReadTask,
  OnboardingFormShape,
  OnboardingValues,
  StepCheckResult,
} from '../../machines/selfOnboarding.machine';
import type { OnboardingTemplate, SelfOnboardingRequest } from '../api/contract/onboarding';
import { uploadingFile, type FieldValue, type FileValue, type FormValues } from '../forms/types';
import { isFileValue, isoDay, validateField, validateStep, type ValidationContext } from '../forms/validation';

/**
 * requirements#onboarding: what every onboarding application's chart needs from the browser, the
 * same for a visitor (self-onboarding) and for an agent onboarding a customer
 * (requirements#agent-onboarding): a step checked by the form engine's rules, a chosen ID image
 * checked then read, and the values as the application's body.
 */

/** The machine carries the contract's template without looking inside. */
export const asTemplate = (form: OnboardingFormShape) => form as unknown as OnboardingTemplate;
const context = (form: OnboardingFormShape): ValidationContext => ({
  today: isoDay(new Date()),
  form: asTemplate(form),
});

export function readAsDataUrl(file: File, signal: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('no data')));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    signal.addEventListener('abort', () => reader.abort(), { once: true });
    reader.readAsDataURL(file);
  });
}

const text = (value: FieldValue | undefined) => (typeof value === 'string' ? value.trim() : '');
const dataUrl = (value: FieldValue | undefined) => (isFileValue(value) ? (value.dataUrl ?? '') : '');

/** What the form sends: the server refuses terms not accepted (the form's own rule asks first). */
export type ApplicationBody = Omit<SelfOnboardingRequest, 'termsAccepted'> & { termsAccepted: boolean };

/** The form's values as the application's body (requirements#onboarding): files as their data URLs. */
export function applicationBody(values: OnboardingValues): ApplicationBody {
  const v = values as FormValues;
  return {
    fullName: text(v.fullName),
    mobile: text(v.mobile),
    email: text(v.email),
    dateOfBirth: text(v.dateOfBirth),
    idType: text(v.idType) === 'PASSPORT' ? 'PASSPORT' : 'NATIONAL_ID',
    idNumber: text(v.idNumber),
    idFront: dataUrl(v.idFront),
    idBack: dataUrl(v.idBack),
    selfie: dataUrl(v.selfie),
    city: text(v.city),
    address: text(v.address),
    termsAccepted: v.termsAccepted === true,
  };
}

/**
 * The fileReader: a chosen image is checked against its field's rules (type, size) before a byte
 * is read (requirements#validation-file: invalidFileType, fileSizeBig), then read as a data URL.
 */
export const onboardingFileReader = fromCallback<FileReadTask>(({ sendBack, receive }) => {
  const running = new Map<string, AbortController>();
  receive((task) => {
    const file = task.file as File;
    const base: FileValue = uploadingFile(file);
    const parameter = asTemplate(task.form)
      .steps.flatMap((step) => step.parameters)
      .find((p) => p.ParameterId === task.id);
    if (parameter === undefined) return;
    const error = validateField(
      parameter,
      { ...(task.values as FormValues), [task.id]: { ...base, state: 'ready' } },
      context(task.form),
    );
    if (error !== null && error.key !== 'invalidBase64') {
      sendBack({ type: 'file.ready', id: task.id, value: { ...base, state: 'failed' }, error });
      return;
    }
    running.get(task.id)?.abort();
    const controller = new AbortController();
    running.set(task.id, controller);
    readAsDataUrl(file, controller.signal).then(
      (url) => {
        if (controller.signal.aborted) return;
        sendBack({
          type: 'file.ready',
          id: task.id,
          value: { ...base, state: 'ready', progress: 1, dataUrl: url },
          error: null,
        });
      },
      () => {
        if (controller.signal.aborted) return;
        sendBack({
          type: 'file.ready',
          id: task.id,
          value: { ...base, state: 'failed' },
          error: { key: 'fileReadFailed' },
        });
      },
    );
  });
  return () => running.forEach((controller) => controller.abort());
});

/** A step checked by the form engine's rules (visible fields only). */
export const checkOnboardingStep = fromPromise<
  StepCheckResult,
  { form: OnboardingFormShape; stepIndex: number; values: OnboardingValues }
>(async ({ input }) => {
  const step = asTemplate(input.form).steps[input.stepIndex];
  return { errors: step ? validateStep(step, input.values as FormValues, context(input.form)) : {} };
});
