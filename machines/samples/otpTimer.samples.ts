import type { EventObject } from 'xstate';
import type { OtpTimerInput } from '../otpTimer.machine';

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
