import { expect } from 'vitest';
import { describeMachinePaths } from './describePaths';
import { machineRegistry } from '../../machines';
import type { SignInContext } from '../../machines/signIn.machine';
import { callsNamed, lastActor, registryEntry, type StateAssertions } from './pathHarness';

const entry = registryEntry(machineRegistry, 'signIn');
const ctx = (s: { context: unknown }) => s.context as SignInContext;
const PASSWORD = 'Demo@1234';

const assertions: StateAssertions = {
  'signIn.editingCredentials': ({ snapshot, previous, calls, event }) => {
    expect(ctx(snapshot).challenge).toBeNull();
    expect(callsNamed(calls, 'completeSignIn')).toEqual([]);
    // a refusal is explained to the user
    if (event.type.startsWith('xstate.error.actor.') || event.type.startsWith('xstate.after.'))
      expect(ctx(snapshot).failure).not.toBeNull();
    if (event.type === 'twoFactor.cancel' && previous?.matches('twoFactor')) expect(ctx(snapshot).failure).toBeNull();
  },
  'signIn.validatingCredentials': ({ snapshot, calls }) => {
    expect(lastActor(calls)).toEqual({
      name: 'validateLogin',
      params: { login: 'consumer', password: PASSWORD, category: 'consumer' },
    });
    // the password goes to the call and nowhere else
    expect(JSON.stringify(snapshot.context)).not.toContain(PASSWORD);
    expect(ctx(snapshot).failure).toBeNull();
  },
  'signIn.twoFactor.awaitingCode': ({ snapshot, calls, event }) => {
    // seed 000 §4: with two-factor on, no token is stored yet
    expect(callsNamed(calls, 'completeSignIn')).toEqual([]);
    expect(ctx(snapshot).challenge).toEqual({ token: 'challenge-token', expiresIn: 300 });
    expect(JSON.stringify(snapshot.context)).not.toContain(PASSWORD);
    if (event.type === 'xstate.error.actor.verifyTwoFactor') expect(ctx(snapshot).failure?.kind).toBe('invalidCode');
  },
  'signIn.twoFactor.verifyingCode': ({ calls, event, previous }) => {
    // the app's code, or a recovery code in its place (later submits wait for the answer)
    if (!previous?.matches({ twoFactor: 'awaitingCode' })) return;
    expect(lastActor(calls)).toEqual({
      name: 'verifyTwoFactor',
      params:
        event.type === 'twoFactor.submitRecoveryCode'
          ? { challengeToken: 'challenge-token', recoveryCode: 'abcde-fghij' }
          : { challengeToken: 'challenge-token', code: '123456' },
    });
  },
  'signIn.awaitingActivation': ({ snapshot, calls }) => {
    // a pending account goes on to activation with what the refusal carried, not signed in
    expect(snapshot.status).toBe('done');
    expect(callsNamed(calls, 'completeSignIn')).toEqual([]);
    expect(callsNamed(calls, 'startActivation')).toEqual([
      { name: 'startActivation', params: { details: { jwt_token: 'activation-token-0123456789', expires_in: 86400 } } },
    ]);
  },
  'signIn.signedIn': ({ snapshot, calls }) => {
    expect(snapshot.status).toBe('done');
    expect(ctx(snapshot).challenge).toBeNull();
    const completed = callsNamed(calls, 'completeSignIn');
    expect(completed).toHaveLength(1);
    expect(completed[0]!.params).toMatchObject({
      session: { authorizeToken: 'user-token', user: { userIdentifier: '1000000001' } },
    });
  },
};

describeMachinePaths(entry, assertions);
