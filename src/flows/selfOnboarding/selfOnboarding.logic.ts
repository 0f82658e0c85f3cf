import { fromPromise } from 'xstate';
import {
  selfOnboardingMachine,
  type OnboardingFormShape,
  type OnboardingValues,
} from '../../../machines/selfOnboarding.machine';
import {
  selfOnboardingStatusMachine,
  type ApplicationStatusShape,
} from '../../../machines/selfOnboardingStatus.machine';
import { kycReuploadMachine, type KycDocumentShape } from '../../../machines/kycReupload.machine';
import {
  ONBOARDING_MAX_IMAGE_BYTES,
  onboardingDocumentKinds,
  onboardingImageTypes,
  type OnboardingDocumentKind,
} from '../../api/contract/onboarding';
import { quietWhenAborted } from '../../platform/call';
import {
  applicationBody,
  checkOnboardingStep,
  onboardingFileReader,
  readAsDataUrl,
} from '../../platform/onboardingForm';
import { withFormWidgets } from '../../forms/fields/registry';
import type { Platform } from '../../platform/platform';
import { selfOnboardingEndpoints } from './selfOnboarding.endpoints';

/** requirements#onboarding: self-onboarding, its fields cached by the onboarding-field key. */
export function selfOnboardingLogic(platform: Platform) {
  const api = selfOnboardingEndpoints(platform.gateway);
  return selfOnboardingMachine.provide({
    actors: {
      loadFields: fromPromise<OnboardingFormShape, { form: OnboardingFormShape | null }>(
        quietWhenAborted(({ signal }) =>
          platform.contentCache
            .get('onboardingField', 'selfOnboarding', () => api.fields(signal))
            .then(withFormWidgets),
        ),
      ),
      checkStep: checkOnboardingStep,
      submitApplication: fromPromise<
        { reference: string },
        { form: OnboardingFormShape | null; values: OnboardingValues }
      >(
        quietWhenAborted(async ({ input, signal }) => {
          const answer = await api.submit(applicationBody(input.values), signal);
          return { reference: answer.reference };
        }),
      ),
      fileReader: onboardingFileReader,
    },
  });
}

/** requirements#onboarding: an application's status by reference and mobile. */
export function selfOnboardingStatusLogic(platform: Platform) {
  const api = selfOnboardingEndpoints(platform.gateway);
  return selfOnboardingStatusMachine.provide({
    actors: {
      lookupStatus: fromPromise<ApplicationStatusShape, { reference: string; mobile: string }>(
        quietWhenAborted(({ input, signal }) => api.status(input, signal)),
      ),
    },
  });
}

/** A document as read here: its name and size to show, its data URL to send. */
export interface KycDocument extends KycDocumentShape {
  size: number;
  dataUrl: string;
}

const isKind = (kind: string): kind is OnboardingDocumentKind =>
  (onboardingDocumentKinds as readonly string[]).includes(kind);

/**
 * requirements#kyc-reupload: a document sent again while the application is under review; the
 * image is checked here first (requirements#validation-file: invalidFileType, fileSizeBig), the
 * server checks it again from its bytes.
 */
export function kycReuploadLogic(platform: Platform) {
  const api = selfOnboardingEndpoints(platform.gateway);
  return kycReuploadMachine.provide({
    actors: {
      readDocument: fromPromise<KycDocumentShape, { file: unknown }>(async ({ input, signal }) => {
        const file = input.file as File;
        if (!(onboardingImageTypes as readonly string[]).includes(file.type)) throw { key: 'invalidFileType' };
        if (file.size > ONBOARDING_MAX_IMAGE_BYTES) throw { key: 'fileSizeBig' };
        const dataUrl = await readAsDataUrl(file, signal);
        return { name: file.name, size: file.size, dataUrl } satisfies KycDocument;
      }),
      sendDocument: fromPromise<
        unknown,
        { reference: string; mobile: string; kind: string; document: KycDocumentShape }
      >(
        quietWhenAborted(({ input, signal }) => {
          if (!isKind(input.kind)) throw new Error(`not a document kind: ${input.kind}`);
          const { dataUrl } = input.document as KycDocument;
          return api.updateKyc(
            { reference: input.reference, mobile: input.mobile, kind: input.kind, document: dataUrl },
            signal,
          );
        }),
      ),
    },
  });
}
