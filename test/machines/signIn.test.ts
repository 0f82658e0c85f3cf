import { expect } from 'vitest';
import { describeMachinePaths } from './describePaths';
import { machineRegistry } from '../../machines';
import type { SignInContext } from '../../machines/signIn.machine';
import type { FlowFailure } from '../../machines/shared';
import { sampleFailures } from '../../machines/samples/failures';
import { sampleUser } from '../../machines/samples/session.samples';
import {
  contextChecks,
  effects,
  expectUnchanged,
  expectWay,
  ignoredIn,
  registryEntry,
  type Call,
  type StateAssertions,
  type StepCheck,
} from './pathHarness';

const entry = registryEntry(machineRegistry, 'signIn');
const { ctx, before, expectStep } = contextChecks<SignInContext>();
const PASSWORD = 'Demo@1234';
const userEvents = ['credentials.submit', 'twoFactor.submit', 'twoFactor.submitRecoveryCode', 'twoFactor.cancel'];
const noUser: FlowFailure = { kind: 'other', errCode: 'noUser', message: 'The sign-in answer had no user.' };
const challenge = { token: 'challenge-token', expiresIn: 300 };
const captcha = { captchaId: 'captcha-id-0123456789abcdefghijklmnopqrstuvw', image: 'data:image/svg+xml,x', length: 5 };
const errorOf = (check: StepCheck) => (check.event as unknown as { error: FlowFailure }).error;
const captchaAnswerOf = (check: StepCheck) => (check.event as unknown as { captchaAnswer?: string }).captchaAnswer;

/** The answer of this step's actor event. */
const answer = (check: StepCheck) => (check.event as unknown as { output: { user: unknown; info: object } }).output;

/** The session handed over: the answer's token and user. */
const completeSignIn: Call = {
  name: 'completeSignIn',
  params: { session: { authorizeToken: 'user-token', expiresIn: 43200, user: sampleUser } },
};

const assertions: StateAssertions = {
  'signIn.editingCredentials': (check) => {
    // the password goes to the call and nowhere else
    expect(JSON.stringify(check.snapshot.context)).not.toContain(PASSWORD);
    // no challenge is kept once the credentials are asked for again
    expect(ctx(check.snapshot).challenge).toBeNull();
    expectWay(check, {
      start: () => {
        expect(ctx(check.snapshot)).toEqual({ category: 'consumer', failure: null, challenge: null, captcha: null });
        expect(effects(check.stepCalls)).toEqual([]);
      },
      // a success without a user is a broken answer: said so, not half signed in
      'validatingCredentials done:validateLogin': () => {
        expect(answer(check).user).toBeNull();
        expectStep(check, { failure: noUser });
      },
      'validatingCredentials error:validateLogin': () => {
        if (errorOf(check).kind === 'captchaRequired') {
          // issue 19: not a lockout: the next sign-in answers the captcha the refusal carried
          expectStep(check, { failure: sampleFailures.captchaRequired, captcha });
        } else {
          // a captcha is good for one attempt: none is kept after any other answer
          expect(check.event).toMatchObject({ error: sampleFailures.invalidCredentials });
          expectStep(check, { failure: sampleFailures.invalidCredentials, captcha: null });
        }
      },
      'twoFactor.awaitingCode|twoFactor.verifyingCode twoFactor.cancel': () =>
        expectStep(check, { challenge: null, failure: null }),
      // requirements#two-factor-sign-in: the challenge's lifetime runs out
      'twoFactor.awaitingCode|twoFactor.verifyingCode after:challengeLifetime.signIn.twoFactor': () =>
        expectStep(check, {
          challenge: null,
          failure: {
            kind: 'challengeExpired' as const,
            errCode: 'challengeTimeout',
            message: 'The sign-in code was not entered in time.',
          },
        }),
      // the challenge is gone at the server: only a fresh sign-in helps
      'twoFactor.verifyingCode error:verifyTwoFactor': () => {
        expect(check.event).toMatchObject({ error: sampleFailures.challengeExpired });
        expectStep(check, { challenge: null, failure: sampleFailures.challengeExpired });
      },
      [ignoredIn('editingCredentials', userEvents, 'credentials.submit')]: () => expectUnchanged(check),
    });
  },
  'signIn.validatingCredentials': (check) => {
    expect(JSON.stringify(check.snapshot.context)).not.toContain(PASSWORD);
    expectWay(check, {
      'editingCredentials credentials.submit': () => {
        const credentials = { login: 'consumer', password: PASSWORD, category: 'consumer' };
        const asked = before(check).captcha;
        const answer = captchaAnswerOf(check);
        // the captcha's answer goes with the captcha asked for; without one asked, nothing extra goes
        const params =
          asked !== null && answer !== undefined
            ? { ...credentials, captchaId: asked.captchaId, captchaAnswer: answer }
            : credentials;
        expectStep(check, { category: 'consumer', failure: null }, [{ name: 'actor:validateLogin', params }]);
      },
      [ignoredIn('validatingCredentials', userEvents)]: () => expectUnchanged(check),
    });
  },
  'signIn.twoFactor.awaitingCode': (check) => {
    // requirements#two-factor-sign-in: with two-factor on, the challenge is held and no session is handed over yet
    expect(ctx(check.snapshot).challenge).toEqual(challenge);
    expectWay(check, {
      // the challenge's lifetime runs from when it was issued (wrong tries do not restart it)
      'validatingCredentials done:validateLogin': () => {
        expect(answer(check).info).toMatchObject({ isTFA: true, auth_token: 'challenge-token' });
        expectStep(check, { challenge }, [
          { name: 'timer', params: { event: 'after:challengeLifetime.signIn.twoFactor', ms: 300_000 } },
        ]);
      },
      'twoFactor.verifyingCode done:verifyTwoFactor': () => {
        expect(answer(check).user).toBeNull();
        expectStep(check, { failure: noUser });
      },
      // a wrong or reused code: stay and try again
      'twoFactor.verifyingCode error:verifyTwoFactor': () => {
        expect(check.event).toMatchObject({ error: sampleFailures.invalidCode });
        expectStep(check, { failure: sampleFailures.invalidCode });
      },
      'twoFactor.awaitingCode credentials.submit': () => expectUnchanged(check),
    });
  },
  'signIn.twoFactor.verifyingCode': (check) => {
    expect(ctx(check.snapshot).challenge).toEqual(challenge);
    expectWay(check, {
      'twoFactor.awaitingCode twoFactor.submit': () =>
        expectStep(check, { failure: null }, [
          { name: 'actor:verifyTwoFactor', params: { challengeToken: 'challenge-token', code: '123456' } },
        ]),
      // a recovery code in place of the app's code
      'twoFactor.awaitingCode twoFactor.submitRecoveryCode': () =>
        expectStep(check, { failure: null }, [
          {
            name: 'actor:verifyTwoFactor',
            params: { challengeToken: 'challenge-token', recoveryCode: 'abcde-fghij' },
          },
        ]),
      // later submits wait for the answer
      'twoFactor.verifyingCode credentials.submit|twoFactor.submit|twoFactor.submitRecoveryCode': () =>
        expectUnchanged(check),
    });
  },
  'signIn.signedIn': (check) => {
    expect(check.snapshot.status).toBe('done');
    expectWay(check, {
      'validatingCredentials done:validateLogin': () => {
        expect(answer(check).user).toEqual(sampleUser);
        expectStep(check, {}, [completeSignIn]);
      },
      'twoFactor.verifyingCode done:verifyTwoFactor': () => {
        expect(answer(check).user).toEqual(sampleUser);
        expectStep(check, { challenge: null }, [completeSignIn]);
      },
    });
  },
  'signIn.awaitingActivation': (check) => {
    expect(check.snapshot.status).toBe('done');
    expectWay(check, {
      // a pending account goes on to activation with what the refusal carried, not signed in
      'validatingCredentials error:validateLogin': () => {
        expect(check.event).toMatchObject({ error: sampleFailures.pendingActivation });
        expectStep(check, {}, [
          {
            name: 'startActivation',
            params: { details: { jwt_token: 'activation-token-0123456789', expires_in: 86400 } },
          },
        ]);
      },
    });
  },
};

describeMachinePaths(entry, assertions);
