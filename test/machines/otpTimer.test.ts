import { expect } from 'vitest';
import { machineRegistry } from '../../machines';
import type { OtpTimerContext, OtpTimerInput } from '../../machines/otpTimer.machine';
import { describeMachinePaths } from './describePaths';
import { effects, expectWay, registryEntry, type Call, type StateAssertions, type StepCheck } from './pathHarness';

const entry = registryEntry(machineRegistry, 'otpTimer');
const ctx = (s: { context: unknown }) => s.context as OtpTimerContext;
const before = (check: StepCheck) => ctx(check.previous!);
const input = (check: StepCheck) => check.input as OtpTimerInput;
const restart = (check: StepCheck) => check.event as unknown as OtpTimerInput;

/** The two clocks tick once a second each, in their own region. */
const VALIDITY_TICK = 'after:second.otpTimer.validity.counting';
const RESEND_TICK = 'after:second.otpTimer.resend.locked';
const validityTimer: Call = { name: 'timer', params: { event: VALIDITY_TICK, ms: 1000 } };
const resendTimer: Call = { name: 'timer', params: { event: RESEND_TICK, ms: 1000 } };
const reportExpired: Call = { name: 'reportExpired', params: undefined };
const reportResendAvailable: Call = { name: 'reportResendAvailable', params: undefined };

/** What the step did in one clock's region: its ticks started and its report. */
const regionEffects = (check: StepCheck, region: 'validity' | 'resend') =>
  effects(check.stepCalls).filter((c) =>
    region === 'validity'
      ? c.name === 'reportExpired' || (c.params as { event?: string } | undefined)?.event === VALIDITY_TICK
      : c.name === 'reportResendAvailable' || (c.params as { event?: string } | undefined)?.event === RESEND_TICK,
  );

/** requirements#otp-timer: the server's validity wins; a new code may not be asked for after it expired. */
const resendWait = (t: OtpTimerInput) => Math.min(t.resendAfterSeconds, t.validitySeconds);

const expectValidity = (check: StepCheck, remaining: number, calls: Call[]) => {
  expect(ctx(check.snapshot).remainingSeconds).toBe(remaining);
  expect(regionEffects(check, 'validity')).toEqual(calls);
};

const expectResend = (check: StepCheck, resendIn: number, calls: Call[]) => {
  expect(ctx(check.snapshot).resendInSeconds).toBe(resendIn);
  expect(regionEffects(check, 'resend')).toEqual(calls);
};

const assertions: StateAssertions = {
  'otpTimer.validity.counting': (check) => {
    expect(ctx(check.snapshot).remainingSeconds).toBeGreaterThan(0);
    expectWay(check, {
      start: () => expectValidity(check, input(check).validitySeconds, [validityTimer]),
      // each second counts down and starts the next one
      [`validity.counting ${VALIDITY_TICK}`]: () =>
        expectValidity(check, before(check).remainingSeconds - 1, [validityTimer]),
      // a new code starts the count again
      'validity.counting|validity.expired timer.restart': () =>
        expectValidity(check, restart(check).validitySeconds, [validityTimer]),
      [`validity.counting ${RESEND_TICK}`]: () => expectValidity(check, before(check).remainingSeconds, []),
    });
  },
  /** the code is dead, reported once, on the step that ran out */
  'otpTimer.validity.expired': (check) =>
    expectWay(check, {
      // a code issued already dead (a reload after it lapsed) expires at once
      start: () => {
        expect(input(check).validitySeconds).toBe(0);
        expectValidity(check, 0, [validityTimer, reportExpired]);
      },
      [`validity.counting ${VALIDITY_TICK}`]: () => {
        expect(before(check).remainingSeconds).toBe(1);
        expectValidity(check, 0, [validityTimer, reportExpired]);
      },
      [`validity.expired ${RESEND_TICK}`]: () => expectValidity(check, 0, []),
    }),
  'otpTimer.resend.locked': (check) => {
    expect(ctx(check.snapshot).resendInSeconds).toBeGreaterThan(0);
    expectWay(check, {
      start: () => expectResend(check, resendWait(input(check)), [resendTimer]),
      [`resend.locked ${RESEND_TICK}`]: () => expectResend(check, before(check).resendInSeconds - 1, [resendTimer]),
      'resend.locked|resend.open timer.restart': () => expectResend(check, resendWait(restart(check)), [resendTimer]),
      [`resend.locked ${VALIDITY_TICK}`]: () => expectResend(check, before(check).resendInSeconds, []),
    });
  },
  /** a new code may be asked for, reported once, on the step that opened it */
  'otpTimer.resend.open': (check) =>
    expectWay(check, {
      start: () => {
        expect(resendWait(input(check))).toBe(0);
        expectResend(check, 0, [resendTimer, reportResendAvailable]);
      },
      [`resend.locked ${RESEND_TICK}`]: () => {
        expect(before(check).resendInSeconds).toBe(1);
        expectResend(check, 0, [resendTimer, reportResendAvailable]);
      },
      [`resend.open ${VALIDITY_TICK}`]: () => expectResend(check, 0, []),
    }),
};

describeMachinePaths(entry, assertions);
