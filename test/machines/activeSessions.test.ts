import { expect } from 'vitest';
import { machineRegistry } from '../../machines';
import type { ActiveSessionsContext, ListedSession } from '../../machines/activeSessions.machine';
import { phone, sessionGone, sessions, sessionsLeft, thisLaptop } from '../../machines/samples/activeSessions.samples';
import { sampleFailures } from '../../machines/samples/failures';
import type { FlowFailure } from '../../machines/shared';
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

const entry = registryEntry(machineRegistry, 'activeSessions');
const { ctx, before, expectStep } = contextChecks<ActiveSessionsContext>();

const userEvents = [
  'list.retry',
  'list.refresh',
  'revoke.start',
  'revoke.confirm',
  'revoke.cancel',
  'revokeOthers.start',
  'revokeOthers.confirm',
  'revokeOthers.cancel',
] as const;

const sent = <T>(check: StepCheck) => check.event as unknown as T;
const errorOf = (check: StepCheck) => sent<{ error: FlowFailure }>(check).error;
const outputOf = (check: StepCheck) => sent<{ output: readonly ListedSession[] }>(check).output;
const loadCall = { name: 'actor:loadSessions', params: undefined };
const others = (list: readonly ListedSession[]) => list.filter((s) => !s.current);

/** An event the list does not act on: the session in use, an id not listed, "sign out others" with none. */
function expectIgnoredOnList(check: StepCheck) {
  const event = sent<{ type: string; id?: string }>(check);
  if (event.type === 'revoke.start') {
    const listed = before(check).sessions.find((s) => s.id === event.id);
    expect(listed === undefined || listed.current).toBe(true);
  }
  if (event.type === 'revokeOthers.start') expect(others(before(check).sessions)).toEqual([]);
  expectUnchanged(check);
}

const listIgnores = (state: string) =>
  `${state} list.retry|revoke.start|revoke.confirm|revoke.cancel|revokeOthers.start|revokeOthers.confirm|revokeOthers.cancel`;

const assertions: StateAssertions = {
  'activeSessions.loading': (check) =>
    expectWay(check, {
      start: () => {
        expect(ctx(check.snapshot)).toEqual({ sessions: [], target: null, notice: null, failure: null });
        expect(effects(check.stepCalls)).toEqual([loadCall]);
      },
      'failed list.retry': () => expectStep(check, {}, [loadCall]),
      'shown.list|shown.refreshed list.refresh': () => expectStep(check, {}, [loadCall]),
      [ignoredIn('loading', userEvents)]: () => expectUnchanged(check),
    }),
  'activeSessions.failed': (check) =>
    expectWay(check, {
      'loading error:loadSessions': () => {
        expect(errorOf(check)).toBe(sampleFailures.network);
        expectStep(check, { failure: sampleFailures.network });
      },
      // the sign-out was made: its notice stays with the failure to load the list again
      'refreshing error:refreshSessions': () => {
        expectStep(check, { failure: sampleFailures.network });
        expect(ctx(check.snapshot).notice).not.toBeNull();
      },
      [ignoredIn('failed', userEvents, 'list.retry')]: () => expectUnchanged(check),
    }),
  'activeSessions.shown.list': (check) =>
    expectWay(check, {
      // a load (or a refresh asked for) shows the list as it is now, without an older notice
      'loading done:loadSessions': () =>
        expectStep(check, { sessions: [...outputOf(check)], notice: null, failure: null }),
      'confirmingRevoke revoke.cancel': () => expectStep(check, { target: null, failure: null }),
      'confirmingRevokeOthers revokeOthers.cancel': () => expectStep(check, { failure: null }),
      [listIgnores('shown.list')]: () => expectIgnoredOnList(check),
    }),
  'activeSessions.shown.refreshed': (check) =>
    expectWay(check, {
      // the list after a sign-out, with what happened
      'refreshing done:refreshSessions': () => {
        expectStep(check, { sessions: [...sessionsLeft], failure: null });
        expect(ctx(check.snapshot).notice).not.toBeNull();
        expect(ctx(check.snapshot).target).toBeNull();
      },
      [listIgnores('shown.refreshed')]: () => expectIgnoredOnList(check),
    }),
  'activeSessions.confirmingRevoke': (check) =>
    expectWay(check, {
      'shown.list|shown.refreshed revoke.start': () => {
        expect(sent<{ id: string }>(check).id).toBe(phone.id);
        // the listed session itself, never the one in use; an older notice goes
        expectStep(check, { target: phone, notice: null, failure: null });
      },
      // requirements#active-sessions: a failure other than "gone" keeps the confirmation, with why
      'revoking error:endSession': () => {
        expect(errorOf(check)).toBe(sampleFailures.network);
        expectStep(check, { failure: sampleFailures.network });
        expect(ctx(check.snapshot).target).toBe(phone);
      },
      [ignoredIn('confirmingRevoke', userEvents, 'revoke.confirm', 'revoke.cancel')]: () => expectUnchanged(check),
    }),
  'activeSessions.revoking': (check) =>
    expectWay(check, {
      'confirmingRevoke revoke.confirm': () =>
        expectStep(check, { failure: null }, [{ name: 'actor:endSession', params: { id: phone.id } }]),
      [ignoredIn('revoking', userEvents)]: () => expectUnchanged(check),
    }),
  'activeSessions.confirmingRevokeOthers': (check) =>
    expectWay(check, {
      'shown.list|shown.refreshed revokeOthers.start': () => {
        expect(others(before(check).sessions).length).toBeGreaterThan(0);
        expectStep(check, { notice: null, failure: null });
      },
      'revokingOthers error:endOtherSessions': () => {
        expect(errorOf(check)).toBe(sampleFailures.network);
        expectStep(check, { failure: sampleFailures.network });
      },
      [ignoredIn('confirmingRevokeOthers', userEvents, 'revokeOthers.confirm', 'revokeOthers.cancel')]: () =>
        expectUnchanged(check),
    }),
  'activeSessions.revokingOthers': (check) =>
    expectWay(check, {
      'confirmingRevokeOthers revokeOthers.confirm': () =>
        expectStep(check, { failure: null }, [{ name: 'actor:endOtherSessions', params: undefined }]),
      [ignoredIn('revokingOthers', userEvents)]: () => expectUnchanged(check),
    }),
  'activeSessions.refreshing': (check) =>
    expectWay(check, {
      // signed out: the list is loaded again and will say so
      'revoking done:endSession': () => expectStep(check, { target: null, notice: { kind: 'ended' } }, [loadCall]),
      // gone already (elsewhere, or idle): said so, and the list loaded again
      'revoking error:endSession': () => {
        expect(errorOf(check)).toBe(sessionGone);
        expectStep(check, { target: null, notice: { kind: 'alreadyEnded' } }, [loadCall]);
      },
      'revokingOthers done:endOtherSessions': () =>
        expectStep(check, { notice: { kind: 'endedOthers', count: 2 } }, [loadCall]),
      [ignoredIn('refreshing', userEvents)]: () => expectUnchanged(check),
    }),
};

// the samples' list: the session in use first, then two others
expect(sessions[0]).toBe(thisLaptop);

describeMachinePaths(entry, assertions);
