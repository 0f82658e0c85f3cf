import { expect } from 'vitest';
import { machineRegistry } from '../../machines';
import type { UnreadNotificationsContext } from '../../machines/unreadNotifications.machine';
import { sampleFailures } from '../../machines/samples/failures';
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

const assertions: StateAssertions = {
  'unreadNotifications.signedOut': (check) =>
    expectWay(check, {
      start: () => {
        expect(ctx(check.snapshot)).toEqual({ unread: null, failure: null, pollMs: POLL_MS });
        expect(effects(check.stepCalls)).toEqual([]);
      },
      // the bell forgets the count of a session that ended
      'signedIn.counting|signedIn.waiting session.ended': () => expectStep(check, { unread: null, failure: null }),
      'signedOut session.ended|notifications.changed': () => expectUnchanged(check),
    }),
  'unreadNotifications.signedIn.counting': (check) =>
    expectWay(check, {
      'signedOut session.started': () => {
        expect(before(check).unread).toBeNull();
        expectCounting(check);
      },
      // someone else signed in: their count from the start
      'signedIn.counting|signedIn.waiting session.started': () =>
        expectStep(check, { unread: null, failure: null }, [counting]),
      // marked read: counted at once, even while a count was on its way (it may be stale)
      'signedIn.counting|signedIn.waiting notifications.changed': () => expectCounting(check),
      'signedIn.waiting after:pollInterval.unreadNotifications.signedIn.waiting': () => expectCounting(check),
    }),
  'unreadNotifications.signedIn.waiting': (check) =>
    expectWay(check, {
      'signedIn.counting done:countUnread': () =>
        expectStep(check, { unread: (check.event as unknown as { output: number }).output, failure: null }, [
          pollTimer,
        ]),
      // a failed count keeps the last one on the bell
      'signedIn.counting error:countUnread': () => expectStep(check, { failure: sampleFailures.network }, [pollTimer]),
    }),
};

describeMachinePaths(entry, assertions);
