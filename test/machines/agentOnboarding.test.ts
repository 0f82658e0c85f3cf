import { expect } from 'vitest';
import { machineRegistry } from '../../machines';
import type { AgentOnboardingContext } from '../../machines/agentOnboarding.machine';
import { sampleFailures } from '../../machines/samples/failures';
import { customerTemplate } from '../../machines/samples/agentOnboarding.samples';
import { describeMachinePaths } from './describePaths';
import {
  contextChecks,
  effects,
  expectUnchanged,
  expectWay,
  ignoredIn,
  registryEntry,
  type StateAssertions,
  type StepCheck,
} from './pathHarness';

const entry = registryEntry(machineRegistry, 'agentOnboarding');
const { ctx, before, expectStep } = contextChecks<AgentOnboardingContext>();

const userEvents = ['template.choose', 'template.change', 'templates.retry', 'onboarding.another'] as const;
const loadCall = { name: 'actor:loadTemplates', params: undefined };
/** the self-onboarding chart, started with the chosen template */
const applicationCall = { name: 'actor:application', params: { form: customerTemplate } };
const chosenId = (check: StepCheck) => (check.event as unknown as { id: number }).id;

const assertions: StateAssertions = {
  'agentOnboarding.loading': (check) =>
    expectWay(check, {
      start: () => {
        expect(ctx(check.snapshot)).toEqual({ templates: [], template: null, reference: null, failure: null });
        expect(effects(check.stepCalls)).toEqual([loadCall]);
      },
      'loadFailed templates.retry': () => expectStep(check, {}, [loadCall]),
      [ignoredIn('loading', userEvents)]: () => expectUnchanged(check),
    }),
  'agentOnboarding.loadFailed': (check) =>
    expectWay(check, {
      'loading error:loadTemplates': () => expectStep(check, { failure: sampleFailures.network }),
      [ignoredIn('loadFailed', userEvents, 'templates.retry')]: () => expectUnchanged(check),
    }),
  'agentOnboarding.choosing': (check) =>
    expectWay(check, {
      'loading done:loadTemplates': () => expectStep(check, { templates: [customerTemplate], failure: null }),
      // a template not offered is not started
      'choosing template.choose': () => {
        expect(chosenId(check)).not.toBe(customerTemplate.id);
        expectUnchanged(check);
      },
      // another template while filling in: what was entered goes with the child
      'filling template.change': () => {
        expect(before(check).template).toEqual(customerTemplate);
        expectStep(check, { template: null, reference: null });
      },
      'submitted onboarding.another': () => {
        expect(before(check).reference).toBe('ON-7K2M9QX4');
        expectStep(check, { template: null, reference: null });
      },
      [ignoredIn('choosing', userEvents, 'template.choose')]: () => expectUnchanged(check),
    }),
  'agentOnboarding.filling': (check) =>
    expectWay(check, {
      'choosing template.choose': () => {
        expect(chosenId(check)).toBe(customerTemplate.id);
        expectStep(check, { template: customerTemplate }, [applicationCall]);
      },
      [ignoredIn('filling', userEvents, 'template.change')]: () => expectUnchanged(check),
    }),
  'agentOnboarding.submitted': (check) =>
    expectWay(check, {
      'filling done:application': () => expectStep(check, { reference: 'ON-7K2M9QX4' }),
      [ignoredIn('submitted', userEvents, 'onboarding.another')]: () => expectUnchanged(check),
    }),
};

describeMachinePaths(entry, assertions);
