import { assign, setup, stateIn } from 'xstate';
import { notProvided, toFlowFailure, type FlowFailure, type OtpDelivery } from './shared';

/**
 * Sign-up (requirements#sign-up: front_users_isUserExist / front_users_registration).
 * Two regions run side by side: while the user types a login it is checked for availability
 * after a pause in typing; the form itself is submitted once. On success the returned jwt_token
 * becomes the access token and the user continues to activation. The password travels from the
 * submit event straight into the registration call and is never kept.
 */
/** What the user types into the registration form (the category is the portal's). */
export interface RegistrationFields {
  userName: string;
  fullNameEn: string;
  fullNameAr: string;
  phone: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/** The registration as it is sent: the fields typed, in the portal's category, the terms accepted. */
export interface RegistrationForm extends RegistrationFields {
  category: string;
  acceptTerms: true;
}

export interface Registration {
  jwt_token: string;
  expires_in: number;
  userIdentifier: string;
  otp: OtpDelivery;
}

export interface SignUpContext {
  /** the login last typed, with its category: what the availability check looks at */
  candidate: { userName: string; category: string } | null;
  failure: FlowFailure | null;
}

export type SignUpEvent =
  | { type: 'signUp.loginChanged'; userName: string; category: string }
  | { type: 'signUp.submit'; form: RegistrationForm };

/** requirements#sign-up: logins are at least 3 characters; shorter ones are not worth a call */
const MIN_LOGIN = 3;

export const signUpMachine = setup({
  types: {
    context: {} as SignUpContext,
    events: {} as SignUpEvent,
  },
  actors: {
    checkUserExists: notProvided<{ exists: boolean }, { userName: string; category: string }>('checkUserExists'),
    register: notProvided<Registration, RegistrationForm>('register'),
  },
  actions: {
    assignCandidate: assign((_, params: { userName: string; category: string }) => ({
      candidate: { userName: params.userName.trim(), category: params.category },
    })),
    assignFailure: assign((_, params: { error: unknown }) => ({ failure: toFlowFailure(params.error) })),
    assignLoginTaken: assign({
      failure: { kind: 'userExists', errCode: 'availability', message: 'This login is already taken.' },
    }),
    clearFailure: assign({ failure: null }),
    /** the app stores the token and the pending code, and moves on to activation */
    completeSignUp: (_, _params: { registration: Registration }) => {},
  },
  guards: {
    isCheckable: (_, params: { userName: string }) => params.userName.trim().length >= MIN_LOGIN,
    isTaken: (_, params: { exists: boolean }) => params.exists,
    isLoginTaken: stateIn('#signUp.availability.taken'),
  },
  delays: { typingPause: 400 },
}).createMachine({
  id: 'signUp',
  context: { candidate: null, failure: null },
  type: 'parallel',
  states: {
    availability: {
      initial: 'idle',
      // not `reenter` here: re-entering a region of a parallel machine would restart the form too
      on: {
        'signUp.loginChanged': [
          {
            guard: { type: 'isCheckable', params: ({ event }) => event },
            target: '.waiting',
            actions: { type: 'assignCandidate', params: ({ event }) => event },
          },
          { target: '.idle', actions: { type: 'assignCandidate', params: ({ event }) => event } },
        ],
      },
      states: {
        idle: {},
        /** the user is still typing: each keystroke starts the pause again */
        waiting: {
          after: { typingPause: 'checking' },
          on: {
            'signUp.loginChanged': [
              {
                guard: { type: 'isCheckable', params: ({ event }) => event },
                target: 'waiting',
                reenter: true,
                actions: { type: 'assignCandidate', params: ({ event }) => event },
              },
              { target: 'idle', actions: { type: 'assignCandidate', params: ({ event }) => event } },
            ],
          },
        },
        checking: {
          invoke: {
            id: 'checkUserExists',
            src: 'checkUserExists',
            input: ({ context }) => context.candidate ?? { userName: '', category: '' },
            onDone: [
              { guard: { type: 'isTaken', params: ({ event }) => event.output }, target: 'taken' },
              { target: 'available' },
            ],
            // the check is a courtesy: registration refuses a taken login anyway
            onError: 'unknown',
          },
        },
        available: {},
        taken: {},
        unknown: {},
      },
    },
    form: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'signUp.submit': [
              { guard: 'isLoginTaken', actions: 'assignLoginTaken' },
              { target: 'registering', actions: 'clearFailure' },
            ],
          },
        },
        registering: {
          invoke: {
            id: 'register',
            src: 'register',
            input: ({ event }) => (event as Extract<SignUpEvent, { type: 'signUp.submit' }>).form,
            onDone: {
              target: 'registered',
              actions: { type: 'completeSignUp', params: ({ event }) => ({ registration: event.output }) },
            },
            onError: {
              target: 'editing',
              actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        registered: { type: 'final' },
      },
    },
  },
});
