import { expect } from 'vitest';
import { machineRegistry } from '../../machines';
import type { OnboardingApprovalsContext } from '../../machines/onboardingApprovals.machine';
import { sampleFailures } from '../../machines/samples/failures';
import { pendingApplications } from '../../machines/samples/onboardingApprovals.samples';
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

const entry = registryEntry(machineRegistry, 'onboardingApprovals');
const { ctx, before, expectStep } = contextChecks<OnboardingApprovalsContext>();

const userEvents = [
  'list.refresh',
  'list.retry',
  'decision.start',
  'reason.change',
  'documents.change',
  'decision.confirm',
  'decision.cancel',
] as const;
const loadCall = { name: 'actor:loadApplications', params: undefined };
const sent = <T>(check: StepCheck) => check.event as unknown as T;
const closed = { selectedId: null, decision: null, reason: '', reasonInvalid: false, documents: [], failure: null };

const assertions: StateAssertions = {
  'onboardingApprovals.loading': (check) =>
    expectWay(check, {
      start: () => {
        expect(ctx(check.snapshot)).toEqual({ applications: [], decided: null, ...closed });
        expect(effects(check.stepCalls)).toEqual([loadCall]);
      },
      'failed list.retry': () => expectStep(check, {}, [loadCall]),
      'browsing list.refresh': () => expectStep(check, {}, [loadCall]),
      [ignoredIn('loading', userEvents)]: () => expectUnchanged(check),
    }),
  'onboardingApprovals.failed': (check) =>
    expectWay(check, {
      'loading error:loadApplications': () => expectStep(check, { failure: sampleFailures.network }),
      [ignoredIn('failed', userEvents, 'list.retry')]: () => expectUnchanged(check),
    }),
  'onboardingApprovals.browsing': (check) =>
    expectWay(check, {
      'loading done:loadApplications': () =>
        expectStep(check, { applications: [...pendingApplications], failure: null }),
      'deciding.editing decision.cancel': () => expectStep(check, closed),
      // decided: it leaves the queue and the confirmation names it
      'deciding.sending done:decide': () => {
        const was = before(check);
        expect(was.selectedId).not.toBeNull();
        expectStep(check, {
          ...closed,
          reasonInvalid: was.reasonInvalid,
          applications: was.applications.filter((a) => a.id !== was.selectedId),
          decided: { id: was.selectedId!, decision: was.decision! },
        });
        expect(ctx(check.snapshot).applications).toHaveLength(pendingApplications.length - 1);
      },
      [ignoredIn('browsing', userEvents, 'list.refresh', 'decision.start')]: () => expectUnchanged(check),
    }),
  'onboardingApprovals.deciding.editing': (check) =>
    expectWay(check, {
      'browsing decision.start': () => {
        const { id, decision } = sent<{ id: string; decision: 'APPROVE' | 'REJECT' }>(check);
        expectStep(check, { selectedId: id, decision, reason: '', reasonInvalid: false, documents: [], failure: null });
      },
      // a rejection may ask for documents again (requirements#kyc-reupload)
      'deciding.editing documents.change': () =>
        expectStep(check, { documents: [...sent<{ documents: string[] }>(check).documents] }),
      'deciding.editing reason.change': () =>
        expectStep(check, { reason: sent<{ reason: string }>(check).reason, reasonInvalid: false }),
      // a rejection needs its reason: nothing is sent
      'deciding.editing decision.confirm': () => {
        expect(before(check).decision).toBe('REJECT');
        expect(before(check).reason.trim().length).toBeLessThan(3);
        expectStep(check, { reasonInvalid: true });
      },
      'deciding.sending error:decide': () => expectStep(check, { failure: sampleFailures.network }),
      [ignoredIn(
        'deciding.editing',
        userEvents,
        'reason.change',
        'documents.change',
        'decision.confirm',
        'decision.cancel',
      )]: () => expectUnchanged(check),
    }),
  'onboardingApprovals.deciding.sending': (check) =>
    expectWay(check, {
      'deciding.editing decision.confirm': () => {
        const was = before(check);
        expect(was.decision === 'APPROVE' || was.reason.trim().length >= 3).toBe(true);
        expectStep(check, {}, [
          {
            name: 'actor:decide',
            params: {
              id: was.selectedId,
              decision: was.decision,
              reason: was.reason.trim(),
              documents: was.decision === 'REJECT' ? was.documents : [],
            },
          },
        ]);
      },
      [ignoredIn('deciding.sending', userEvents)]: () => expectUnchanged(check),
    }),
};

describeMachinePaths(entry, assertions);
