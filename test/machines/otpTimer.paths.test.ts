import { expect } from 'vitest';
import { machineRegistry } from '../../machines';
import type { OtpTimerContext, OtpTimerInput } from '../../machines/otpTimer.machine';
import { describeMachinePaths } from './describePaths';
import { callsNamed, registryEntry, type Call, type StateAssertions, type StepCheck } from './pathHarness';

const entry = registryEntry(machineRegistry, 'otpTimer');
const ctx = (s: { context: unknown }) => s.context as OtpTimerContext;

/** The clock as the timer should see it: seconds since the last (re)start, and its settings. */
function expected(check: StepCheck) {
  const events = check.calls
    .filter((c: Call) => c.name === 'event')
    .map((c) => c.params as { type: string } & Partial<OtpTimerInput>);
  const restartAt = events.findLastIndex((e) => e.type === 'timer.restart');
  const settings = restartAt === -1 ? (check.input as OtpTimerInput) : (events[restartAt] as OtpTimerInput);
  const since = events.slice(restartAt + 1);
  const validityTicks = since.filter((e) => e.type.endsWith('validity.counting')).length;
  const resendTicks = since.filter((e) => e.type.endsWith('resend.locked')).length;
  return {
    remaining: Math.max(0, settings.validitySeconds - validityTicks),
    resendIn: Math.max(0, Math.min(settings.resendAfterSeconds, settings.validitySeconds) - resendTicks),
  };
}

const assertions: StateAssertions = {
  'otpTimer.validity.counting': (check) => {
    const { remaining } = expected(check);
    expect(ctx(check.snapshot).remainingSeconds).toBe(remaining);
    expect(remaining).toBeGreaterThan(0);
  },
  'otpTimer.validity.expired': (check) => {
    expect(ctx(check.snapshot).remainingSeconds).toBe(0);
    // reported once, on the step that ran out
    if (!check.previous?.matches({ validity: 'expired' }))
      expect(callsNamed(check.stepCalls, 'reportExpired')).toHaveLength(1);
    else expect(callsNamed(check.stepCalls, 'reportExpired')).toHaveLength(0);
  },
  'otpTimer.resend.locked': (check) => {
    const { resendIn } = expected(check);
    expect(ctx(check.snapshot).resendInSeconds).toBe(resendIn);
    expect(resendIn).toBeGreaterThan(0);
  },
  'otpTimer.resend.open': (check) => {
    expect(ctx(check.snapshot).resendInSeconds).toBe(0);
    const justOpened = !check.previous?.matches({ resend: 'open' }) || check.event.type === 'timer.restart';
    expect(callsNamed(check.stepCalls, 'reportResendAvailable')).toHaveLength(justOpened ? 1 : 0);
  },
};

describeMachinePaths(entry, assertions);
