import { expect } from 'vitest';
import { machineRegistry } from '../../machines';
import type { OtpVerificationContext } from '../../machines/otpVerification.machine';
import type { FlowFailure } from '../../machines/shared';
import { sampleFailures } from '../../machines/samples/failures';
import { resentDelivery, sampleDelivery } from '../../machines/samples/values';
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

const entry = registryEntry(machineRegistry, 'otpVerification');
const { ctx, before, expectStep } = contextChecks<OtpVerificationContext>();
const error = (check: StepCheck) => (check.event as unknown as { error: FlowFailure }).error;

/** A failure is shown; a wrong code says how many attempts are left. */
const failed = (check: StepCheck) => ({
  failure: error(check),
  attemptsLeft: error(check).attemptsLeft ?? before(check).attemptsLeft,
});

/** The timer may now offer a new code (a timer event: taken in every state). */
const expectResendAllowed = (check: StepCheck) => expectStep(check, { canResend: true });

/** The timer ran out; the server decides whether a code sent just before still counts. */
const expectCodeDead = (check: StepCheck) => expectStep(check, { codeAlive: false });

/** "Send a new code" before the timer allows it is ignored. */
const expectResendRefused = (check: StepCheck) => {
  expect(before(check).canResend).toBe(false);
  expectUnchanged(check);
};

const assertions: StateAssertions = {
  'otpVerification.awaitingCode': (check) => {
    expect(ctx(check.snapshot).codeAlive).toBe(true);
    expectWay(check, {
      start: () => {
        expect(ctx(check.snapshot)).toEqual({
          delivery: sampleDelivery,
          attemptsLeft: 3,
          canResend: false,
          codeAlive: true,
          failure: null,
          result: null,
        });
        // the timer counts down the code's validity and the wait before a new one
        expect(effects(check.stepCalls)).toEqual([
          { name: 'actor:otpTimer', params: { validitySeconds: 180, resendAfterSeconds: 30 } },
        ]);
      },
      // a wrong code counts down the attempts; a network failure loses nothing: try again
      'verifying error:verifyCode': () => {
        expect([sampleFailures.otpInvalid, sampleFailures.network]).toContainEqual(error(check));
        expectStep(check, failed(check));
      },
      // the new code replaces the old one and the timer starts again for it
      'resending done:resendCode': () =>
        expectStep(
          check,
          { delivery: resentDelivery, attemptsLeft: 3, canResend: false, codeAlive: true, failure: null },
          [{ name: 'sendTo:timer', params: { type: 'timer.restart', validitySeconds: 180, resendAfterSeconds: 30 } }],
        ),
      // the old code still works; the failure says why no new one came
      'resending error:resendCode': () => expectStep(check, failed(check)),
      'awaitingCode otp.resendAvailable': () => expectResendAllowed(check),
      'awaitingCode otp.resend': () => expectResendRefused(check),
    });
  },
  'otpVerification.verifying': (check) =>
    expectWay(check, {
      'awaitingCode otp.submit': () =>
        expectStep(check, { failure: null }, [
          {
            name: 'actor:verifyCode',
            params: {
              requestId: before(check).delivery.requestId,
              otp: '123456',
              values: { newPin: '2468', confirmPin: '2468' },
            },
          },
        ]),
      'verifying otp.expired': () => expectCodeDead(check),
      'verifying otp.resendAvailable': () => expectResendAllowed(check),
      'verifying otp.submit|otp.resend': () => expectUnchanged(check),
    }),
  /** only a new code helps */
  'otpVerification.codeExpired': (check) => {
    expect(ctx(check.snapshot).codeAlive).toBe(false);
    expectWay(check, {
      'awaitingCode otp.expired': () => expectCodeDead(check),
      // the server says the code is used up, or the timer had already run out during the check
      'verifying error:verifyCode': () => {
        if (before(check).codeAlive) expect(error(check)).toEqual(sampleFailures.otpAttemptsExceeded);
        expectStep(check, { ...failed(check), codeAlive: false });
      },
      'resending error:resendCode': () => {
        expect(before(check).codeAlive).toBe(false);
        expectStep(check, failed(check));
      },
      'codeExpired otp.resendAvailable': () => expectResendAllowed(check),
      'codeExpired otp.resend': () => expectResendRefused(check),
      'codeExpired otp.expired|otp.submit': () => expectUnchanged(check),
    });
  },
  'otpVerification.resending': (check) =>
    expectWay(check, {
      // only when the timer said so
      'awaitingCode|codeExpired otp.resend': () => {
        expect(before(check).canResend).toBe(true);
        expectStep(check, {}, [{ name: 'actor:resendCode', params: { requestId: before(check).delivery.requestId } }]);
      },
      'resending otp.expired': () => expectCodeDead(check),
      'resending otp.resendAvailable': () => expectResendAllowed(check),
      'resending otp.submit|otp.resend': () => expectUnchanged(check),
    }),
  'otpVerification.verified': (check) =>
    expectWay(check, {
      // the flow's result goes to whoever runs this one
      'verifying done:verifyCode': () => {
        expect(check.snapshot.status).toBe('done');
        expect(check.snapshot.output).toEqual({ result: { activated: true } });
        expectStep(check, { result: { activated: true } }, [
          { name: 'completeVerification', params: { result: { activated: true } } },
        ]);
      },
    }),
};

describeMachinePaths(entry, assertions);
