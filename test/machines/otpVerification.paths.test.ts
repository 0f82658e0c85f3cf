import { expect } from 'vitest';
import { machineRegistry } from '../../machines';
import type { OtpVerificationContext } from '../../machines/otpVerification.machine';
import { resentDelivery, sampleDelivery } from '../../machines/samples/otp.samples';
import { describeMachinePaths } from './describePaths';
import { callsNamed, lastActor, registryEntry, type Call, type StateAssertions } from './pathHarness';

const entry = registryEntry(machineRegistry, 'otpVerification');
const ctx = (s: { context: unknown }) => s.context as OtpVerificationContext;
const sent = (calls: readonly Call[]) =>
  calls.filter((c) => c.name === 'event').map((c) => (c.params as { type: string }).type);
const resentOk = (calls: readonly Call[]) => sent(calls).includes('xstate.done.actor.resendCode');

const assertions: StateAssertions = {
  'otpVerification.awaitingCode': ({ snapshot, event, calls }) => {
    const c = ctx(snapshot);
    expect(c.codeAlive).toBe(true);
    // the newest code is the one being checked
    expect(c.delivery).toEqual(resentOk(calls) ? resentDelivery : sampleDelivery);
    if (event.type === 'xstate.error.actor.verifyCode') {
      expect(c.failure).not.toBeNull();
      if (c.failure?.kind === 'otpInvalid') expect(c.attemptsLeft).toBe(2);
    }
    if (event.type === 'xstate.done.actor.resendCode') {
      expect(c.failure).toBeNull();
      expect(c.canResend).toBe(false);
    }
    if (event.type === 'xstate.error.actor.resendCode') expect(c.failure?.kind).toBe('resendTooSoon');
  },
  'otpVerification.verifying': ({ snapshot, calls }) => {
    expect(lastActor(calls)).toEqual({
      name: 'verifyCode',
      params: {
        requestId: ctx(snapshot).delivery.requestId,
        otp: '123456',
        values: { newPin: '2468', confirmPin: '2468' },
      },
    });
    expect(ctx(snapshot).failure).toBeNull();
  },
  'otpVerification.codeExpired': ({ snapshot, previous, event }) => {
    const c = ctx(snapshot);
    expect(c.codeAlive).toBe(false);
    // the server said the code is used up, or the timer had already run out
    if (event.type === 'xstate.error.actor.verifyCode' && previous?.context.codeAlive)
      expect(c.failure?.kind).toBe('otpAttemptsExceeded');
    if (event.type === 'otp.expired' && !previous?.matches('codeExpired'))
      expect(previous?.matches('awaitingCode')).toBe(true);
  },
  'otpVerification.resending': ({ snapshot, previous, calls }) => {
    // only when the timer said so
    expect(previous?.context.canResend).toBe(true);
    expect(lastActor(calls)).toEqual({ name: 'resendCode', params: { requestId: ctx(snapshot).delivery.requestId } });
  },
  'otpVerification.verified': ({ snapshot, calls }) => {
    expect(snapshot.status).toBe('done');
    expect(snapshot.output).toEqual({ result: { activated: true } });
    expect(callsNamed(calls, 'completeVerification')).toEqual([
      { name: 'completeVerification', params: { result: { activated: true } } },
    ]);
  },
};

describeMachinePaths(entry, assertions);
