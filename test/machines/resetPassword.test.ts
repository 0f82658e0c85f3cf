import { expect } from 'vitest';
import { machineRegistry } from '../../machines';
import type { ResetPasswordContext } from '../../machines/resetPassword.machine';
import type { FlowFailure } from '../../machines/shared';
import { sampleFailures } from '../../machines/samples/failures';
import { NEW_PASSWORD } from '../../machines/samples/values';
import { resetPasswordInputs } from '../../machines/samples/resetPassword.samples';
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

const entry = registryEntry(machineRegistry, 'resetPassword');
const { ctx, expectStep } = contextChecks<ResetPasswordContext>();
const linkData = resetPasswordInputs[0]!.linkData;
const checkLink = { name: 'actor:checkLink', params: { linkData } };

/** The step failed with `failure`, which the context now shows. */
const expectFailure = (check: StepCheck, failure: FlowFailure) => {
  expect(check.event).toMatchObject({ error: failure });
  expectStep(check, { failure });
};

const assertions: StateAssertions = {
  'resetPassword.checkingLink': (check) =>
    expectWay(check, {
      start: () => {
        expect(ctx(check.snapshot)).toEqual({ linkData, account: null, failure: null });
        expect(effects(check.stepCalls)).toEqual([checkLink]);
      },
      'checkFailed reset.retry': () => expectStep(check, { failure: null }, [checkLink]),
      'checkingLink reset.submit|reset.retry': () => expectUnchanged(check),
    }),
  /** the check itself failed (network): the link may be fine */
  'resetPassword.checkFailed': (check) =>
    expectWay(check, {
      'checkingLink error:checkLink': () => expectFailure(check, sampleFailures.network),
      'checkFailed reset.submit': () => expectUnchanged(check),
    }),
  /** only a new link helps */
  'resetPassword.linkRejected': (check) =>
    expectWay(check, {
      'checkingLink error:checkLink': () => expectFailure(check, sampleFailures.linkExpired),
      'resetting error:resetPassword': () => expectFailure(check, sampleFailures.linkExpired),
      'linkRejected reset.submit|reset.retry': () => expectUnchanged(check),
    }),
  'resetPassword.choosing': (check) => {
    expect(JSON.stringify(check.snapshot.context)).not.toContain(NEW_PASSWORD);
    expectWay(check, {
      // the masked account shows which one the link resets
      'checkingLink done:checkLink': () => expectStep(check, { account: 'c•••', failure: null }),
      // the policy refused the password: choose another, with the reasons
      'resetting error:resetPassword': () => expectFailure(check, sampleFailures.validation),
      'choosing reset.retry': () => expectUnchanged(check),
    });
  },
  'resetPassword.resetting': (check) =>
    expectWay(check, {
      'choosing reset.submit': () =>
        expectStep(check, { failure: null }, [
          {
            name: 'actor:resetPassword',
            params: { linkData, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
          },
        ]),
      'resetting reset.submit|reset.retry': () => expectUnchanged(check),
    }),
  'resetPassword.done': (check) =>
    expectWay(check, {
      'resetting done:resetPassword': () => {
        expect(check.snapshot.status).toBe('done');
        expectStep(check, {}, [{ name: 'completeReset', params: undefined }]);
      },
    }),
};

describeMachinePaths(entry, assertions);
