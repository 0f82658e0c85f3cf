import type { EventObject } from 'xstate';
import type { LoginAnswer, SignInInput } from '../signIn.machine';
import { sampleFailures } from './failures';
import { sampleUser } from './session.samples';

export const signInInputs: SignInInput[] = [{ category: 'consumer' }];

const signedIn: LoginAnswer = {
  info: { isTFA: false, userTFA: false, auth_token: 'user-token', expires_in: 43200 },
  user: sampleUser,
};
const challenge: LoginAnswer = {
  info: { isTFA: true, userTFA: true, auth_token: 'challenge-token', expires_in: 300 },
  user: null,
};
const noUser: LoginAnswer = { info: { isTFA: false, userTFA: false, auth_token: 'x', expires_in: 1 }, user: null };

export const signInEvents: EventObject[] = [
  { type: 'credentials.submit', login: 'consumer', password: 'Demo@1234', category: 'consumer' } as EventObject,
  { type: 'xstate.done.actor.validateLogin', output: signedIn } as EventObject,
  { type: 'xstate.done.actor.validateLogin', output: challenge } as EventObject,
  { type: 'xstate.done.actor.validateLogin', output: noUser } as EventObject,
  { type: 'xstate.error.actor.validateLogin', error: sampleFailures.invalidCredentials } as EventObject,
  { type: 'xstate.error.actor.validateLogin', error: sampleFailures.pendingActivation } as EventObject,
  { type: 'xstate.error.actor.validateLogin', error: sampleFailures.captchaRequired } as EventObject,
  // issue 19: the credentials again, with the captcha's answer
  {
    type: 'credentials.submit',
    login: 'consumer',
    password: 'Demo@1234',
    category: 'consumer',
    captchaAnswer: 'K7P2Q',
  } as EventObject,
  { type: 'twoFactor.submit', code: '123456' } as EventObject,
  { type: 'twoFactor.submitRecoveryCode', recoveryCode: 'abcde-fghij' } as EventObject,
  { type: 'twoFactor.cancel' },
  { type: 'xstate.after.challengeLifetime.signIn.twoFactor' },
  { type: 'xstate.done.actor.verifyTwoFactor', output: { ...signedIn, info: { ...signedIn.info } } } as EventObject,
  { type: 'xstate.done.actor.verifyTwoFactor', output: noUser } as EventObject,
  { type: 'xstate.error.actor.verifyTwoFactor', error: sampleFailures.invalidCode } as EventObject,
  { type: 'xstate.error.actor.verifyTwoFactor', error: sampleFailures.challengeExpired } as EventObject,
];
