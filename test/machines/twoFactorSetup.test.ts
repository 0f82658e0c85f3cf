import { expect } from 'vitest';
import { machineRegistry } from '../../machines';
import { sampleFailures } from '../../machines/samples/failures';
import { recoveryCodes, twoFactorSecret } from '../../machines/samples/twoFactorSetup.samples';
import type { TwoFactorSetupContext } from '../../machines/twoFactorSetup.machine';
import { describeMachinePaths } from './describePaths';
import {
  contextChecks,
  effects,
  expectUnchanged,
  expectWay,
  ignoredIn,
  registryEntry,
  type StateAssertions,
  type StepCheck,
} from './pathHarness';

const entry = registryEntry(machineRegistry, 'twoFactorSetup');
const { ctx, expectStep } = contextChecks<TwoFactorSetupContext>();

/** What the user can do on the page (actor results come only while their actor runs). */
const userEvents = [
  'twoFactor.retry',
  'twoFactor.start',
  'twoFactor.confirm',
  'twoFactor.cancel',
  'twoFactor.codesSaved',
  'twoFactor.startDisable',
  'twoFactor.disable',
];

/** The secret and the recovery codes are not kept outside the steps that show them. */
const noSecrets = (check: StepCheck) => {
  expect(ctx(check.snapshot).pending).toBeNull();
  expect(ctx(check.snapshot).recoveryCodes).toEqual([]);
};

const assertions: StateAssertions = {
  'twoFactorSetup.loading': (check) =>
    expectWay(check, {
      start: () => {
        expect(ctx(check.snapshot)).toEqual({ status: null, pending: null, recoveryCodes: [], failure: null });
        expect(effects(check.stepCalls)).toEqual([{ name: 'actor:loadStatus', params: undefined }]);
      },
      'loadFailed twoFactor.retry': () =>
        expectStep(check, { failure: null }, [{ name: 'actor:loadStatus', params: undefined }]),
      [ignoredIn('loading', userEvents)]: () => expectUnchanged(check),
    }),
  'twoFactorSetup.loadFailed': (check) =>
    expectWay(check, {
      'loading error:loadStatus': () => {
        expectStep(check, { failure: sampleFailures.network });
        expect(ctx(check.snapshot).status).toBeNull();
      },
      [ignoredIn('loadFailed', userEvents, 'twoFactor.retry')]: () => expectUnchanged(check),
    }),
  'twoFactorSetup.disabled': (check) => {
    noSecrets(check);
    expectWay(check, {
      'loading done:loadStatus': () => {
        expect(check.event).toMatchObject({ output: { enabled: false, recoveryCodesLeft: 0 } });
        expectStep(check, { status: { enabled: false, recoveryCodesLeft: 0 }, failure: null });
      },
      'generating error:generateSecret': () => expectStep(check, { failure: sampleFailures.network }),
      // cancelled: the secret set up is dropped
      'scanning twoFactor.cancel': () => expectStep(check, { pending: null, failure: null }),
      'disabling done:disable': () =>
        expectStep(check, { status: { enabled: false, recoveryCodesLeft: 0 }, failure: null }),
      [ignoredIn('disabled', userEvents, 'twoFactor.start')]: () => expectUnchanged(check),
    });
  },
  'twoFactorSetup.generating': (check) =>
    expectWay(check, {
      'disabled twoFactor.start': () =>
        expectStep(check, { failure: null }, [{ name: 'actor:generateSecret', params: undefined }]),
      [ignoredIn('generating', userEvents)]: () => expectUnchanged(check),
    }),
  /** the QR code and the secret are on screen */
  'twoFactorSetup.scanning': (check) => {
    expect(ctx(check.snapshot).pending).toEqual(twoFactorSecret);
    expectWay(check, {
      'generating done:generateSecret': () => expectStep(check, { pending: twoFactorSecret, failure: null }),
      // a wrong code: the same secret, try again
      'enabling error:enable': () => expectStep(check, { failure: sampleFailures.invalidCode }),
      [ignoredIn('scanning', userEvents, 'twoFactor.confirm', 'twoFactor.cancel')]: () => expectUnchanged(check),
    });
  },
  'twoFactorSetup.enabling': (check) =>
    expectWay(check, {
      'scanning twoFactor.confirm': () =>
        expectStep(check, { failure: null }, [{ name: 'actor:enable', params: { code: '123456' } }]),
      [ignoredIn('enabling', userEvents)]: () => expectUnchanged(check),
    }),
  'twoFactorSetup.showingRecoveryCodes': (check) =>
    expectWay(check, {
      // shown once, and the setup secret is gone from memory
      'enabling done:enable': () =>
        expectStep(check, {
          status: { enabled: true, recoveryCodesLeft: 2 },
          pending: null,
          recoveryCodes,
          failure: null,
        }),
      [ignoredIn('showingRecoveryCodes', userEvents, 'twoFactor.codesSaved')]: () => expectUnchanged(check),
    }),
  'twoFactorSetup.enabled': (check) => {
    noSecrets(check);
    expect(ctx(check.snapshot).status?.enabled).toBe(true);
    expectWay(check, {
      'loading done:loadStatus': () => {
        expect(check.event).toMatchObject({ output: { enabled: true, recoveryCodesLeft: 7 } });
        expectStep(check, { status: { enabled: true, recoveryCodesLeft: 7 }, failure: null });
      },
      // leaving the recovery codes forgets them
      'showingRecoveryCodes twoFactor.codesSaved': () => expectStep(check, { recoveryCodes: [] }),
      'confirmingDisable twoFactor.cancel': () => expectStep(check, { failure: null }),
      [ignoredIn('enabled', userEvents, 'twoFactor.startDisable')]: () => expectUnchanged(check),
    });
  },
  'twoFactorSetup.confirmingDisable': (check) => {
    expect(ctx(check.snapshot).status?.enabled).toBe(true);
    expectWay(check, {
      'enabled twoFactor.startDisable': () => expectStep(check, { failure: null }),
      'disabling error:disable': () => expectStep(check, { failure: sampleFailures.invalidCode }),
      [ignoredIn('confirmingDisable', userEvents, 'twoFactor.disable', 'twoFactor.cancel')]: () =>
        expectUnchanged(check),
    });
  },
  'twoFactorSetup.disabling': (check) =>
    expectWay(check, {
      // the app's code, or a recovery code in its place
      'confirmingDisable twoFactor.disable': () => {
        const proof = check.event as unknown as { code?: string; recoveryCode?: string };
        expect(proof.recoveryCode ?? proof.code).toBeDefined();
        expectStep(check, { failure: null }, [
          {
            name: 'actor:disable',
            params: proof.recoveryCode === undefined ? { code: '654321' } : { recoveryCode: 'abcde-fghij' },
          },
        ]);
      },
      [ignoredIn('disabling', userEvents)]: () => expectUnchanged(check),
    }),
};

describeMachinePaths(entry, assertions);
