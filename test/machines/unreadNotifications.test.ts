import { expect } from 'vitest';
import { machineRegistry } from '../../machines';
import type { UnreadAnswer, UnreadNotificationsContext } from '../../machines/unreadNotifications.machine';
import { sampleFailures } from '../../machines/samples/failures';
import { noneUnread, threeUnread } from '../../machines/samples/unreadNotifications.samples';
import { describeMachinePaths } from './describePaths';
import {
  contextChecks,
  effects,
  expectUnchanged,
  expectWay,
  registryEntry,
  type StateAssertions,
  type StepCheck,
} from './pathHarness';

const entry = registryEntry(machineRegistry, 'unreadNotifications');
const { ctx, before, expectStep } = contextChecks<UnreadNotificationsContext>();

const POLL_MS = 30_000;
const counting = { name: 'actor:countUnread', params: undefined };
/** the next count is due after the input's pause */
const pollTimer = {
  name: 'timer',
  params: { event: 'after:pollInterval.unreadNotifications.signedIn.waiting', ms: POLL_MS },
};

/** Counted (again): the count on the bell stays until the answer. */
const expectCounting = (check: StepCheck) => expectStep(check, {}, [counting]);
/** the toasts of the session that ended are taken away */
const clearing = { name: 'clearArrivals', params: undefined };
const forgotten = { unread: null, failure: null, newestSeen: null };

/**
 * A count answered: the bell shows it; the newest unread one is told only when a count before it in
 * this session saw nothing as new (the samples' one newest notification: told once, when it first
 * appears after a count that found none unread; never at the session's first count).
 */
function expectCounted(check: StepCheck): void {
  const answer = (check.event as unknown as { output: UnreadAnswer }).output;
  const was = before(check);
  if (answer === noneUnread) {
    // nothing unread: nothing told, the newest seen stays what it was
    expectStep(check, { unread: 0, failure: null, newestSeen: was.newestSeen }, [pollTimer]);
    return;
  }
  expect(answer).toBe(threeUnread);
  const firstCount = was.unread === null;
  const seenBefore = was.newestSeen === threeUnread.latest!.createdAt;
  const told = !firstCount && !seenBefore;
  if (told) {
    // only a count of none can come before it unseen: all three arrived since
    expect(was.unread).toBe(0);
  }
  expectStep(
    check,
    { unread: 3, failure: null, newestSeen: '2026-11-01T09:30:00.000Z' },
    told ? [{ name: 'tellArrival', params: { latest: threeUnread.latest, arrived: 3 } }, pollTimer] : [pollTimer],
  );
}

const assertions: StateAssertions = {
  'unreadNotifications.signedOut': (check) =>
    expectWay(check, {
      start: () => {
        expect(ctx(check.snapshot)).toEqual({ unread: null, failure: null, pollMs: POLL_MS, newestSeen: null });
        expect(effects(check.stepCalls)).toEqual([]);
      },
      // the bell forgets the count of a session that ended
      'signedIn.counting|signedIn.waiting session.ended': () => expectStep(check, forgotten, [clearing]),
      'signedOut session.ended|notifications.changed': () => expectUnchanged(check),
    }),
  'unreadNotifications.signedIn.counting': (check) =>
    expectWay(check, {
      'signedOut session.started': () => {
        expect(before(check).unread).toBeNull();
        expectCounting(check);
      },
      // someone else signed in: their count from the start
      'signedIn.counting|signedIn.waiting session.started': () => expectStep(check, forgotten, [clearing, counting]),
      // marked read: counted at once, even while a count was on its way (it may be stale)
      'signedIn.counting|signedIn.waiting notifications.changed': () => expectCounting(check),
      'signedIn.waiting after:pollInterval.unreadNotifications.signedIn.waiting': () => expectCounting(check),
    }),
  'unreadNotifications.signedIn.waiting': (check) =>
    expectWay(check, {
      'signedIn.counting done:countUnread': () => expectCounted(check),
      // a failed count keeps the last one on the bell
      'signedIn.counting error:countUnread': () => expectStep(check, { failure: sampleFailures.network }, [pollTimer]),
    }),
};

describeMachinePaths(entry, assertions);
