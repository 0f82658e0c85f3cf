import type { EventObject } from 'xstate';
import type { OtpVerificationInput } from '../otpVerification.machine';
import { sampleFailures } from './failures';
import { resentDelivery, sampleDelivery } from './values';

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
