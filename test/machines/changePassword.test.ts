import { expect } from 'vitest';
import { machineRegistry } from '../../machines';
import type { ChangePasswordContext } from '../../machines/changePassword.machine';
import { sampleFailures } from '../../machines/samples/failures';
import { NEW_PASSWORD } from '../../machines/samples/values';
import { describeMachinePaths } from './describePaths';
import {
  effects,
  expectUnchanged,
  expectWay,
  registryEntry,
  type StateAssertions,
  type StepCheck,
} from './pathHarness';

const entry = registryEntry(machineRegistry, 'changePassword');
const ctx = (s: { context: unknown }) => s.context as ChangePasswordContext;

/** The context now: the previous one with `changes`, and nothing called. */
const expectContext = (check: StepCheck, changes: Partial<ChangePasswordContext>) => {
  expect(ctx(check.snapshot)).toEqual({ ...ctx(check.previous!), ...changes });
  expect(effects(check.stepCalls)).toEqual([]);
};

const assertions: StateAssertions = {
  'changePassword.editing': (check) => {
    // passwords go to the call and nowhere else
    expect(JSON.stringify(check.snapshot.context)).not.toContain('Demo@1234');
    expect(JSON.stringify(check.snapshot.context)).not.toContain(NEW_PASSWORD);
    expectWay(check, {
      start: () => expect(ctx(check.snapshot)).toEqual({ otherSessions: 0, endedSessions: null, failure: null }),
      'changing error:changePassword': () => expectContext(check, { failure: sampleFailures.currentPasswordWrong }),
      'editing sessions.endOthers|sessions.keep': () => expectUnchanged(check),
    });
  },
  'changePassword.changing': (check) =>
    expectWay(check, {
      'editing password.submit': () => {
        expect(ctx(check.snapshot)).toEqual({ ...ctx(check.previous!), failure: null });
        expect(effects(check.stepCalls)).toEqual([
          {
            name: 'actor:changePassword',
            params: { oldPassword: 'Demo@1234', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
          },
        ]);
      },
      'changing password.submit|sessions.endOthers|sessions.keep': () => expectUnchanged(check),
    }),
  /** "you are also signed in on 2 other devices: sign them out?" */
  'changePassword.changed.offering': (check) =>
    expectWay(check, {
      'changing done:changePassword': () => {
        expect(check.event).toMatchObject({ output: { otherSessions: 2 } });
        expectContext(check, { otherSessions: 2, failure: null });
      },
      // ending them failed: the offer stands, with the reason
      'changed.endingOthers error:endOtherSessions': () => expectContext(check, { failure: sampleFailures.network }),
      'changed.offering password.submit': () => expectUnchanged(check),
    }),
  'changePassword.changed.endingOthers': (check) =>
    expectWay(check, {
      'changed.offering sessions.endOthers': () => {
        expect(ctx(check.snapshot)).toEqual(ctx(check.previous!));
        expect(ctx(check.snapshot).otherSessions).toBe(2);
        expect(effects(check.stepCalls)).toEqual([{ name: 'actor:endOtherSessions', params: undefined }]);
      },
      'changed.endingOthers password.submit|sessions.endOthers|sessions.keep': () => expectUnchanged(check),
    }),
  'changePassword.changed.settled': (check) =>
    expectWay(check, {
      // alone: nothing to offer
      'changing done:changePassword': () => {
        expect(check.event).toMatchObject({ output: { otherSessions: 0 } });
        expectContext(check, { otherSessions: 0, failure: null });
        expect(ctx(check.snapshot).endedSessions).toBeNull();
      },
      // declined: the other sessions stay
      'changed.offering sessions.keep': () => {
        expectContext(check, {});
        expect(ctx(check.snapshot).endedSessions).toBeNull();
      },
      // ended when asked
      'changed.endingOthers done:endOtherSessions': () => expectContext(check, { endedSessions: 2, failure: null }),
      'changed.settled password.submit|sessions.endOthers|sessions.keep': () => expectUnchanged(check),
    }),
};

describeMachinePaths(entry, assertions);
