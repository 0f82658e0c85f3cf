import { expect } from 'vitest';
import { machineRegistry } from '../../machines';
import { NEW_PASSWORD, sampleForm } from '../../machines/samples/account.samples';
import type { SignUpContext } from '../../machines/signUp.machine';
import { describeMachinePaths } from './describePaths';
import { callsNamed, lastActor, registryEntry, type StateAssertions } from './pathHarness';

const entry = registryEntry(machineRegistry, 'signUp');
const ctx = (s: { context: unknown }) => s.context as SignUpContext;
const noPassword = (s: { context: unknown }) => expect(JSON.stringify(s.context)).not.toContain(NEW_PASSWORD);

const assertions: StateAssertions = {
  'signUp.availability.idle': ({ snapshot }) => {
    const candidate = ctx(snapshot).candidate;
    // nothing typed yet, or too short to be worth a call
    if (candidate) expect(candidate.userName.length).toBeLessThan(3);
  },
  'signUp.availability.waiting': ({ snapshot, stepCalls }) => {
    expect(ctx(snapshot).candidate?.userName).toBe('newuser');
    expect(callsNamed(stepCalls, 'actor:checkUserExists')).toEqual([]);
  },
  'signUp.availability.checking': ({ snapshot, calls }) => {
    expect(lastActor(calls)?.name === 'checkUserExists' || lastActor(calls)?.name === 'register').toBe(true);
    expect(callsNamed(calls, 'actor:checkUserExists').at(-1)?.params).toEqual(ctx(snapshot).candidate);
  },
  'signUp.availability.available': ({ previous }) => {
    if (!previous?.matches({ availability: 'available' }))
      expect(previous?.matches({ availability: 'checking' })).toBe(true);
  },
  'signUp.availability.taken': ({ previous }) => {
    if (!previous?.matches({ availability: 'taken' }))
      expect(previous?.matches({ availability: 'checking' })).toBe(true);
  },
  'signUp.availability.unknown': ({ previous }) => {
    if (!previous?.matches({ availability: 'unknown' }))
      expect(previous?.matches({ availability: 'checking' })).toBe(true);
  },
  'signUp.form.editing': ({ snapshot, event, calls, previous }) => {
    // typing a login never throws away a registration in flight or done
    if (event.type === 'signUp.loginChanged') expect(previous?.matches({ form: 'editing' })).toBe(true);
    noPassword(snapshot);
    if (event.type === 'xstate.error.actor.register') expect(ctx(snapshot).failure?.kind).toBe('validation');
    // a taken login is refused before any call
    if (event.type === 'signUp.submit') {
      expect(snapshot.matches({ availability: 'taken' })).toBe(true);
      expect(ctx(snapshot).failure?.kind).toBe('userExists');
    }
    expect(callsNamed(calls, 'completeSignUp')).toEqual([]);
  },
  'signUp.form.registering': ({ snapshot, calls, previous }) => {
    noPassword(snapshot);
    if (previous?.matches({ form: 'editing' })) {
      expect(lastActor(calls)).toEqual({ name: 'register', params: sampleForm });
      // a login known to be taken never reaches the server
      expect(previous.matches({ availability: 'taken' })).toBe(false);
    }
  },
  'signUp.form.registered': ({ snapshot, calls, event }) => {
    if (event.type === 'signUp.loginChanged') expect(callsNamed(calls, 'completeSignUp')).toHaveLength(1);
    noPassword(snapshot);
    const done = callsNamed(calls, 'completeSignUp');
    expect(done).toHaveLength(1);
    expect(done[0]!.params).toMatchObject({ registration: { jwt_token: 'activation-token-0123456789' } });
  },
};

describeMachinePaths(entry, assertions);
