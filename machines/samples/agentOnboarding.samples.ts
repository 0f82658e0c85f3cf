import type { EventObject } from 'xstate';
import type { OnboardingTemplateShape } from '../agentOnboarding.machine';
import { sampleFailures } from './failures';

/** A template as the contract gives it: the flow reads its id and carries the rest (title, steps). */
export const customerTemplate = {
  id: 2,
  dynamicEntityId: 201,
  title: { en: 'Customer wallet' },
  steps: [{ id: 'personal', parameters: [{ ParameterId: 'fullName', ComponentType: 1 }] }],
} as unknown as OnboardingTemplateShape;

export const agentOnboardingEvents: EventObject[] = [
  { type: 'xstate.done.actor.loadTemplates', output: [customerTemplate] } as EventObject,
  { type: 'xstate.error.actor.loadTemplates', error: sampleFailures.network } as EventObject,
  { type: 'templates.retry' },
  { type: 'template.choose', id: 2 } as EventObject,
  // a template the agent was not offered
  { type: 'template.choose', id: 9 } as EventObject,
  { type: 'template.change' },
  { type: 'xstate.done.actor.application', output: { reference: 'ON-7K2M9QX4' } } as EventObject,
  { type: 'onboarding.another' },
];
