import { assign, setup } from 'xstate';
import { notProvided, toFlowFailure, type FlowFailure, type SessionUser, type SignedInSession } from './shared';

/**
 * Sign-in with two-factor branching (requirements#sign-in). The password never enters the
 * context: it travels from the submit event straight into the validateLogin actor's input.
 */
export interface Credentials {
  login: string;
  password: string;
  category: string;
}

/** requirements#sign-in: the login response fields read are info.isTFA, info.userTFA, info.auth_token. */
export interface LoginAnswer {
  info: { isTFA: boolean; userTFA: boolean; auth_token: string; expires_in: number };
  user: SessionUser | null;
}

export interface SignInInput {
  category: string;
}

export interface SignInContext {
  category: string;
  failure: FlowFailure | null;
  /** the two-factor challenge: held in memory only, never stored (requirements#two-factor-sign-in) */
  challenge: { token: string; expiresIn: number } | null;
}

export type SignInEvent =
  | ({ type: 'credentials.submit' } & Credentials)
  | { type: 'twoFactor.submit'; code: string }
  /** one of the recovery codes issued when two-factor was enabled, instead of the app's code */
  | { type: 'twoFactor.submitRecoveryCode'; recoveryCode: string }
  | { type: 'twoFactor.cancel' };

export type TwoFactorProof = { challengeToken: string } & ({ code: string } | { recoveryCode: string });

export const signInMachine = setup({
  types: {
    input: {} as SignInInput,
    context: {} as SignInContext,
    events: {} as SignInEvent,
  },
  actors: {
    validateLogin: notProvided<LoginAnswer, Credentials>('validateLogin'),
    verifyTwoFactor: notProvided<LoginAnswer, TwoFactorProof>('verifyTwoFactor'),
  },
  actions: {
    /** hand the session over (the app stores it and navigates) */
    completeSignIn: (_, _params: { session: SignedInSession }) => {},
    /** the account waits for activation: the refusal carries what activation needs */
    startActivation: (_, _params: { details: unknown }) => {},
    assignCategory: assign((_, params: { category: string }) => ({ category: params.category })),
    assignFailure: assign((_, params: { error: unknown }) => ({ failure: toFlowFailure(params.error) })),
    clearFailure: assign({ failure: null }),
    assignChallenge: assign((_, params: { answer: LoginAnswer }) => ({
      challenge: { token: params.answer.info.auth_token, expiresIn: params.answer.info.expires_in },
    })),
    clearChallenge: assign({ challenge: null }),
    assignChallengeTimedOut: assign({
      failure: {
        kind: 'challengeExpired',
        errCode: 'challengeTimeout',
        message: 'The sign-in code was not entered in time.',
      },
    }),
  },
  guards: {
    /** requirements#two-factor-sign-in: either flag marks two-factor as enabled for the user */
    isTwoFactorRequired: (_, params: { answer: LoginAnswer }) => params.answer.info.isTFA || params.answer.info.userTFA,
    hasUser: (_, params: { answer: LoginAnswer }) => params.answer.user !== null,
    /** the challenge itself is gone (expired, used up): only a fresh sign-in helps */
    isChallengeGone: (_, params: { error: unknown }) => toFlowFailure(params.error).kind === 'challengeExpired',
    isPendingActivation: (_, params: { error: unknown }) => {
      const failure = toFlowFailure(params.error);
      return failure.kind === 'accountInactive' && failure.details !== undefined;
    },
  },
  delays: {
    challengeLifetime: ({ context }) => (context.challenge?.expiresIn ?? 300) * 1000,
  },
}).createMachine({
  id: 'signIn',
  context: ({ input }) => ({ category: input.category, failure: null, challenge: null }),
  initial: 'editingCredentials',
  states: {
    editingCredentials: {
      on: {
        'credentials.submit': {
          target: 'validatingCredentials',
          actions: ['clearFailure', { type: 'assignCategory', params: ({ event }) => ({ category: event.category }) }],
        },
      },
    },
    validatingCredentials: {
      invoke: {
        id: 'validateLogin',
        src: 'validateLogin',
        input: ({ event }) => {
          const e = event as Extract<SignInEvent, { type: 'credentials.submit' }>;
          return { login: e.login, password: e.password, category: e.category };
        },
        onDone: [
          {
            guard: { type: 'isTwoFactorRequired', params: ({ event }) => ({ answer: event.output }) },
            target: 'twoFactor',
            actions: { type: 'assignChallenge', params: ({ event }) => ({ answer: event.output }) },
          },
          {
            guard: { type: 'hasUser', params: ({ event }) => ({ answer: event.output }) },
            target: 'signedIn',
            actions: { type: 'completeSignIn', params: ({ event }) => ({ session: toSession(event.output) }) },
          },
          // a success without a user is a broken answer: say so instead of half signing in
          {
            target: 'editingCredentials',
            actions: {
              type: 'assignFailure',
              params: { error: { kind: 'other', errCode: 'noUser', message: 'The sign-in answer had no user.' } },
            },
          },
        ],
        onError: [
          {
            guard: { type: 'isPendingActivation', params: ({ event }) => ({ error: event.error }) },
            target: 'awaitingActivation',
            actions: {
              type: 'startActivation',
              params: ({ event }) => ({ details: toFlowFailure(event.error).details }),
            },
          },
          {
            target: 'editingCredentials',
            actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    twoFactor: {
      initial: 'awaitingCode',
      // the challenge's lifetime runs from when it was issued, across wrong tries
      after: {
        challengeLifetime: { target: 'editingCredentials', actions: ['clearChallenge', 'assignChallengeTimedOut'] },
      },
      on: {
        'twoFactor.cancel': { target: 'editingCredentials', actions: ['clearChallenge', 'clearFailure'] },
      },
      states: {
        awaitingCode: {
          on: {
            'twoFactor.submit': { target: 'verifyingCode', actions: 'clearFailure' },
            'twoFactor.submitRecoveryCode': { target: 'verifyingCode', actions: 'clearFailure' },
          },
        },
        verifyingCode: {
          invoke: {
            id: 'verifyTwoFactor',
            src: 'verifyTwoFactor',
            input: ({ context, event }): TwoFactorProof => {
              const challengeToken = context.challenge?.token ?? '';
              return event.type === 'twoFactor.submitRecoveryCode'
                ? { challengeToken, recoveryCode: event.recoveryCode }
                : { challengeToken, code: (event as Extract<SignInEvent, { type: 'twoFactor.submit' }>).code };
            },
            onDone: [
              {
                guard: { type: 'hasUser', params: ({ event }) => ({ answer: event.output }) },
                target: '#signIn.signedIn',
                actions: [
                  'clearChallenge',
                  { type: 'completeSignIn', params: ({ event }) => ({ session: toSession(event.output) }) },
                ],
              },
              {
                target: 'awaitingCode',
                actions: {
                  type: 'assignFailure',
                  params: { error: { kind: 'other', errCode: 'noUser', message: 'The sign-in answer had no user.' } },
                },
              },
            ],
            onError: [
              {
                guard: { type: 'isChallengeGone', params: ({ event }) => ({ error: event.error }) },
                target: '#signIn.editingCredentials',
                actions: ['clearChallenge', { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) }],
              },
              // wrong or reused code: stay and let the user try again
              {
                target: 'awaitingCode',
                actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
              },
            ],
          },
        },
      },
    },
    signedIn: { type: 'final' },
    /** the app moves the user to activation */
    awaitingActivation: { type: 'final' },
  },
});

function toSession(answer: LoginAnswer): SignedInSession {
  // the guards above ensure `user` is present
  const user = answer.user as SessionUser;
  return { authorizeToken: answer.info.auth_token, expiresIn: answer.info.expires_in, user };
}
