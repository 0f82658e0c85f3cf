import { expect } from 'vitest';
import { machineRegistry } from '../../machines';
import { sampleFailures } from '../../machines/samples/failures';
import { NEW_PASSWORD } from '../../machines/samples/values';
import { sampleForm } from '../../machines/samples/signUp.samples';
import type { SignUpContext } from '../../machines/signUp.machine';
import { describeMachinePaths } from './describePaths';
import { effects, expectWay, registryEntry, type Call, type StateAssertions, type StepCheck } from './pathHarness';

const entry = registryEntry(machineRegistry, 'signUp');
const ctx = (s: { context: unknown }) => s.context as SignUpContext;
const before = (check: StepCheck) => ctx(check.previous!);

const TYPING_PAUSE = 'after:typingPause.signUp.availability.waiting';
const availabilityLeaves = ['idle', 'waiting', 'checking', 'available', 'taken', 'unknown'].map(
  (s) => `availability.${s}`,
);
/** the events of one region, which the other leaves alone */
const availabilityEvents = `signUp.loginChanged|${TYPING_PAUSE}|done:checkUserExists|error:checkUserExists`;
const formEvents = 'signUp.submit|done:register|error:register';

/** What the step did in the availability region: the typing pause started, the check called. */
const availabilityEffects = (check: StepCheck) =>
  effects(check.stepCalls).filter((c) => c.name === 'timer' || c.name === 'actor:checkUserExists');
/** What the step did in the form region: the registration called, the sign-up completed. */
const formEffects = (check: StepCheck) =>
  effects(check.stepCalls).filter((c) => c.name === 'actor:register' || c.name === 'completeSignUp');

/** The login typed (trimmed), with its category: what the availability check looks at. */
const typed = (check: StepCheck) => {
  const { userName, category } = check.event as unknown as { userName: string; category: string };
  return { userName: userName.trim(), category };
};

const expectAvailability = (check: StepCheck, candidate: SignUpContext['candidate'], calls: Call[] = []) => {
  expect(ctx(check.snapshot).candidate).toEqual(candidate);
  expect(availabilityEffects(check)).toEqual(calls);
};
/** Another region's event, or one this state ignores: the candidate stays and nothing is called. */
const expectAvailabilityKept = (check: StepCheck) => expectAvailability(check, before(check).candidate);

const expectForm = (check: StepCheck, failure: SignUpContext['failure'], calls: Call[] = []) => {
  expect(ctx(check.snapshot).failure).toEqual(failure);
  expect(formEffects(check)).toEqual(calls);
};
const expectFormKept = (check: StepCheck) => expectForm(check, before(check).failure);

/** The login's availability after a check answered. */
const answered = (exists: boolean) => (check: StepCheck) =>
  expectWay(check, {
    'availability.checking done:checkUserExists': () => {
      expect(check.event).toMatchObject({ output: { exists } });
      expectAvailabilityKept(check);
    },
    [`availability.${exists ? 'taken' : 'available'} ${formEvents}`]: () => expectAvailabilityKept(check),
  });

const assertions: StateAssertions = {
  'signUp.availability.idle': (check) =>
    expectWay(check, {
      start: () => expectAvailability(check, null),
      // too short to be worth a call (at least 3 characters); any check in flight is dropped
      [`${availabilityLeaves.join('|')} signUp.loginChanged`]: () => {
        expect(typed(check).userName.length).toBeLessThan(3);
        expectAvailability(check, typed(check));
      },
      [`availability.idle ${formEvents}`]: () => expectAvailabilityKept(check),
    }),
  /** the user is still typing: each keystroke starts the pause again */
  'signUp.availability.waiting': (check) =>
    expectWay(check, {
      [`${availabilityLeaves.join('|')} signUp.loginChanged`]: () => {
        expect(typed(check).userName.length).toBeGreaterThanOrEqual(3);
        expectAvailability(check, typed(check), [{ name: 'timer', params: { event: TYPING_PAUSE, ms: 400 } }]);
      },
      [`availability.waiting ${formEvents}`]: () => expectAvailabilityKept(check),
    }),
  'signUp.availability.checking': (check) =>
    expectWay(check, {
      // after the pause, the login last typed is checked
      [`availability.waiting ${TYPING_PAUSE}`]: () =>
        expectAvailability(check, before(check).candidate, [
          { name: 'actor:checkUserExists', params: before(check).candidate },
        ]),
      [`availability.checking ${formEvents}`]: () => expectAvailabilityKept(check),
    }),
  'signUp.availability.available': answered(false),
  'signUp.availability.taken': answered(true),
  /** the check is a courtesy: registration refuses a taken login anyway */
  'signUp.availability.unknown': (check) =>
    expectWay(check, {
      'availability.checking error:checkUserExists': () => expectAvailabilityKept(check),
      [`availability.unknown ${formEvents}`]: () => expectAvailabilityKept(check),
    }),
  'signUp.form.editing': (check) => {
    // the password travels from the submit event straight into the call and is never kept
    expect(JSON.stringify(check.snapshot.context)).not.toContain(NEW_PASSWORD);
    expectWay(check, {
      start: () => expectForm(check, null),
      // a login known to be taken is refused before any call
      'form.editing signUp.submit': () => {
        expect(check.previous!.matches({ availability: 'taken' })).toBe(true);
        expectForm(check, { kind: 'userExists', errCode: 'availability', message: 'This login is already taken.' });
      },
      'form.registering error:register': () => expectForm(check, sampleFailures.validation),
      [`form.editing ${availabilityEvents}`]: () => expectFormKept(check),
    });
  },
  'signUp.form.registering': (check) => {
    expect(JSON.stringify(check.snapshot.context)).not.toContain(NEW_PASSWORD);
    expectWay(check, {
      'form.editing signUp.submit': () => {
        expect(check.previous!.matches({ availability: 'taken' })).toBe(false);
        expectForm(check, null, [{ name: 'actor:register', params: sampleForm }]);
      },
      // typing a login never throws away a registration in flight; a second submit waits
      [`form.registering ${availabilityEvents}|signUp.submit`]: () => expectFormKept(check),
    });
  },
  'signUp.form.registered': (check) => {
    expect(JSON.stringify(check.snapshot.context)).not.toContain(NEW_PASSWORD);
    expectWay(check, {
      // the app stores the token and the pending code, and moves on to activation
      'form.registering done:register': () => {
        const registration = (check.event as unknown as { output: { jwt_token: string } }).output;
        expect(registration.jwt_token).toBe('activation-token-0123456789');
        expectForm(check, before(check).failure, [{ name: 'completeSignUp', params: { registration } }]);
      },
      [`form.registered ${availabilityEvents}|signUp.submit`]: () => expectFormKept(check),
    });
  },
};

describeMachinePaths(entry, assertions);
