import type { EventObject } from 'xstate';
import type { RegistrationForm } from '../signUp.machine';
import { sampleFailures } from './failures';
import { NEW_PASSWORD, sampleDelivery } from './values';

export const sampleForm: RegistrationForm = {
  category: 'consumer',
  userName: 'newuser',
  fullNameEn: 'Sara Ali',
  fullNameAr: 'سارة علي',
  phone: '7701234567',
  email: 'sara@example.com',
  password: NEW_PASSWORD,
  confirmPassword: NEW_PASSWORD,
  acceptTerms: true,
};

export const signUpEvents: EventObject[] = [
  { type: 'signUp.loginChanged', userName: 'newuser', category: 'consumer' } as EventObject,
  // a second login worth checking: the check must ask about the login last typed
  { type: 'signUp.loginChanged', userName: 'otheruser', category: 'agent' } as EventObject,
  { type: 'signUp.loginChanged', userName: 'ab', category: 'consumer' } as EventObject,
  { type: 'xstate.after.typingPause.signUp.availability.waiting' },
  { type: 'xstate.done.actor.checkUserExists', output: { exists: false } } as EventObject,
  { type: 'xstate.done.actor.checkUserExists', output: { exists: true } } as EventObject,
  { type: 'xstate.error.actor.checkUserExists', error: sampleFailures.network } as EventObject,
  { type: 'signUp.submit', form: sampleForm } as EventObject,
  {
    type: 'xstate.done.actor.register',
    output: {
      jwt_token: 'activation-token-0123456789',
      expires_in: 86400,
      userIdentifier: '1000000099',
      otp: sampleDelivery,
    },
  } as EventObject,
  { type: 'xstate.error.actor.register', error: sampleFailures.validation } as EventObject,
];
