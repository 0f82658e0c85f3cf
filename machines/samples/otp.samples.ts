import type { EventObject } from 'xstate';
import type { OtpTimerInput } from '../otpTimer.machine';
import type { OtpVerificationInput } from '../otpVerification.machine';
import type { OtpDelivery } from '../shared';
import { sampleFailures } from './failures';

/** Short clocks keep the countdown's distinct states few; the rules are the same at 180 s. */
export const otpTimerInputs: OtpTimerInput[] = [
  { validitySeconds: 3, resendAfterSeconds: 1 },
  // issued already dead (a reload after it lapsed) and with no resend wait
  { validitySeconds: 0, resendAfterSeconds: 0 },
];

export const otpTimerEvents: EventObject[] = [
  { type: 'xstate.after.second.otpTimer.validity.counting' },
  { type: 'xstate.after.second.otpTimer.resend.locked' },
  { type: 'timer.restart', validitySeconds: 2, resendAfterSeconds: 1 } as EventObject,
];

export const sampleDelivery: OtpDelivery = {
  requestId: 'request-0123456789abcdef',
  channel: 'sms',
  destination: '•••••••001',
  length: 6,
  validitySeconds: 180,
  resendAfterSeconds: 30,
  attemptsLeft: 3,
};
export const resentDelivery: OtpDelivery = { ...sampleDelivery, requestId: 'request-fedcba9876543210' };

export const otpVerificationInputs: OtpVerificationInput[] = [{ delivery: sampleDelivery }];

export const otpVerificationEvents: EventObject[] = [
  { type: 'otp.submit', otp: '123456', values: { newPin: '2468', confirmPin: '2468' } } as EventObject,
  { type: 'otp.resend' },
  { type: 'otp.expired' },
  { type: 'otp.resendAvailable' },
  { type: 'xstate.done.actor.verifyCode', output: { activated: true } } as EventObject,
  { type: 'xstate.error.actor.verifyCode', error: sampleFailures.otpInvalid } as EventObject,
  { type: 'xstate.error.actor.verifyCode', error: sampleFailures.otpAttemptsExceeded } as EventObject,
  { type: 'xstate.error.actor.verifyCode', error: sampleFailures.network } as EventObject,
  { type: 'xstate.done.actor.resendCode', output: resentDelivery } as EventObject,
  { type: 'xstate.error.actor.resendCode', error: sampleFailures.resendTooSoon } as EventObject,
];
