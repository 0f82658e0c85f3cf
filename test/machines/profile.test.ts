import { expect } from 'vitest';
import { machineRegistry } from '../../machines';
import type { ProfileContext } from '../../machines/profile.machine';
import { sampleFailures } from '../../machines/samples/failures';
import { sampleProfile, savedProfile } from '../../machines/samples/profile.samples';
import { describeMachinePaths } from './describePaths';
import { contextChecks, effects, expectUnchanged, expectWay, registryEntry, type StateAssertions } from './pathHarness';

const entry = registryEntry(machineRegistry, 'profile');
const { ctx, expectStep } = contextChecks<ProfileContext>();

/** The notes of the last attempt (saved, failure) go when the user does something new. */
const cleared = { failure: null, saved: false };

const assertions: StateAssertions = {
  'profile.loading': (check) =>
    expectWay(check, {
      start: () => {
        expect(ctx(check.snapshot)).toEqual({ profile: null, saved: false, failure: null });
        expect(effects(check.stepCalls)).toEqual([{ name: 'actor:loadProfile', params: undefined }]);
      },
      'loadFailed profile.retry': () => expectStep(check, cleared, [{ name: 'actor:loadProfile', params: undefined }]),
      'loading profile.retry|profile.edit|profile.cancel|profile.save': () => expectUnchanged(check),
    }),
  'profile.loadFailed': (check) =>
    expectWay(check, {
      'loading error:loadProfile': () => {
        expectStep(check, { failure: sampleFailures.network });
        expect(ctx(check.snapshot).profile).toBeNull();
      },
      'loadFailed profile.edit|profile.cancel|profile.save': () => expectUnchanged(check),
    }),
  'profile.viewing': (check) =>
    expectWay(check, {
      'loading done:loadProfile': () => expectStep(check, { profile: sampleProfile, saved: false, failure: null }),
      // "saved" shows right after a save and stays until the next edit
      'saving done:saveProfile': () => expectStep(check, { profile: savedProfile, saved: true, failure: null }),
      'editing profile.cancel': () => expectStep(check, cleared),
      'viewing profile.retry|profile.cancel|profile.save': () => expectUnchanged(check),
    }),
  'profile.editing': (check) =>
    expectWay(check, {
      'viewing profile.edit': () => expectStep(check, cleared),
      // a failed save keeps the last good profile (and what was typed, in the form) and says why
      'saving error:saveProfile': () => {
        expectStep(check, { failure: sampleFailures.validation });
        expect(ctx(check.snapshot).profile).not.toBeNull();
      },
      'editing profile.retry|profile.edit': () => expectUnchanged(check),
    }),
  'profile.saving': (check) =>
    expectWay(check, {
      'editing profile.save': () =>
        expectStep(check, cleared, [
          { name: 'actor:saveProfile', params: { changes: { FULL_NAME_IN_ENGLISH: 'Layla H. Hassan' } } },
        ]),
      'saving profile.retry|profile.edit|profile.cancel|profile.save': () => expectUnchanged(check),
    }),
};

describeMachinePaths(entry, assertions);
