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

/**
 * issue 19: after repeated failed sign-ins to the account (from anywhere) the server asks for a
 * captcha with the next sign-in (1192 captchaRequired) instead of locking the owner out; the
 * picture travels untouched to the view, the answer goes with one attempt only.
 */
export interface SignInCaptcha {
  captchaId: string;
  /** the picture: an SVG data URL */
  image: string | null;
  /** characters of the answer */
  length: number;
}

/** What the validateLogin call sends: the credentials, and the captcha's answer when one was asked. */
export type LoginRequest = Credentials & { captchaId?: string; captchaAnswer?: string };

export interface SignInInput {
  category: string;
}

export interface SignInContext {
  category: string;
  failure: FlowFailure | null;
  /** the two-factor challenge: held in memory only, never stored (requirements#two-factor-sign-in) */
  challenge: { token: string; expiresIn: number } | null;
  /** the captcha the server asked for with the next sign-in (issue 19), else null */
  captcha: SignInCaptcha | null;
}

export type SignInEvent =
  | ({ type: 'credentials.submit'; captchaAnswer?: string } & Credentials)
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
    validateLogin: notProvided<LoginAnswer, LoginRequest>('validateLogin'),
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
    assignCaptcha: assign((_, params: { error: unknown }) => ({ captcha: captchaOf(params.error) })),
    clearCaptcha: assign({ captcha: null }),
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
    /** issue 19: the account had several failed sign-ins: the next one needs the captcha it carried */
    isCaptchaRequired: (_, params: { error: unknown }) => captchaOf(params.error) !== null,
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
  context: ({ input }) => ({ category: input.category, failure: null, challenge: null, captcha: null }),
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
        input: ({ context, event }): LoginRequest => {
          const e = event as Extract<SignInEvent, { type: 'credentials.submit' }>;
          const credentials = { login: e.login, password: e.password, category: e.category };
          return context.captcha === null || e.captchaAnswer === undefined
            ? credentials
            : { ...credentials, captchaId: context.captcha.captchaId, captchaAnswer: e.captchaAnswer };
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
          // the password was not judged: a captcha first (a wrong answer brings a new one)
          {
            guard: { type: 'isCaptchaRequired', params: ({ event }) => ({ error: event.error }) },
            target: 'editingCredentials',
            actions: [
              { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
              { type: 'assignCaptcha', params: ({ event }) => ({ error: event.error }) },
            ],
          },
          // a captcha is good for one attempt: the next one asks again if it must
          {
            target: 'editingCredentials',
            actions: ['clearCaptcha', { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) }],
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

/** The captcha a captchaRequired refusal carried in its details, if it is one. */
function captchaOf(error: unknown): SignInCaptcha | null {
  const failure = toFlowFailure(error);
  if (failure.kind !== 'captchaRequired') return null;
  const details = failure.details as { captcha?: SignInCaptcha } | undefined;
  return details?.captcha ?? null;
}

function toSession(answer: LoginAnswer): SignedInSession {
  // the guards above ensure `user` is present
  const user = answer.user as SessionUser;
  return { authorizeToken: answer.info.auth_token, expiresIn: answer.info.expires_in, user };
}
