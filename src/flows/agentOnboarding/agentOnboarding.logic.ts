import { fromPromise } from 'xstate';
import { agentApplicationsMachine, type AgentApplicationRow } from '../../../machines/agentApplications.machine';
import { agentOnboardingMachine, type OnboardingTemplateShape } from '../../../machines/agentOnboarding.machine';
import {
  selfOnboardingMachine,
  type OnboardingFormShape,
  type OnboardingValues,
} from '../../../machines/selfOnboarding.machine';
import { withFormWidgets } from '../../forms/fields/registry';
import { quietWhenAborted } from '../../platform/call';
import { applicationBody, asTemplate, checkOnboardingStep, onboardingFileReader } from '../../platform/onboardingForm';
import type { Platform } from '../../platform/platform';
import { agentOnboardingEndpoints } from './agentOnboarding.endpoints';

/**
 * requirements#agent-onboarding: the agent's wizard — its templates, then the self-onboarding chart
 * with the chosen template handed in (no second load) and submitted through userOnboarding.
 */
export function agentOnboardingLogic(platform: Platform) {
  const api = agentOnboardingEndpoints(platform.gateway);
  const application = selfOnboardingMachine.provide({
    actors: {
      loadFields: fromPromise<OnboardingFormShape, { form: OnboardingFormShape | null }>(async ({ input }) => {
        if (input.form === null) throw new Error('no template was chosen');
        return withFormWidgets(input.form);
      }),
      checkStep: checkOnboardingStep,
      submitApplication: fromPromise<
        { reference: string },
        { form: OnboardingFormShape | null; values: OnboardingValues }
      >(
        quietWhenAborted(async ({ input, signal }) => {
          if (input.form === null) throw new Error('no template was chosen');
          const body = { ...applicationBody(input.values), templateId: asTemplate(input.form).id };
          return { reference: (await api.submit(body, signal)).reference };
        }),
      ),
      fileReader: onboardingFileReader,
    },
  });
  return agentOnboardingMachine.provide({
    actors: {
      loadTemplates: fromPromise<readonly OnboardingTemplateShape[], void>(
        quietWhenAborted(async ({ signal }) => (await api.templates(signal)).templates),
      ),
      application,
    },
  });
}

/** requirements#agent-onboarding: the applications the agent made, with their status. */
export function agentApplicationsLogic(platform: Platform) {
  const api = agentOnboardingEndpoints(platform.gateway);
  return agentApplicationsMachine.provide({
    actors: {
      loadApplications: fromPromise<readonly AgentApplicationRow[], void>(
        quietWhenAborted(async ({ signal }) => (await api.applications(signal)).applications),
      ),
    },
  });
}
