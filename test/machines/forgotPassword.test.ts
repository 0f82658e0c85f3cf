import { expect } from 'vitest';
import { machineRegistry } from '../../machines';
import type { ForgotPasswordContext } from '../../machines/forgotPassword.machine';
import { sampleFailures } from '../../machines/samples/failures';
import { describeMachinePaths } from './describePaths';
import { effects, expectUnchanged, expectWay, registryEntry, type StateAssertions } from './pathHarness';

const entry = registryEntry(machineRegistry, 'forgotPassword');
const ctx = (s: { context: unknown }) => s.context as ForgotPasswordContext;

const assertions: StateAssertions = {
  'forgotPassword.editing': (check) =>
    expectWay(check, {
      start: () => expect(ctx(check.snapshot)).toEqual({ linkValidityMinutes: null, failure: null }),
      // the request failed (not "no such account": the server never says that)
      'requesting error:requestResetLink': () => {
        expect(ctx(check.snapshot)).toEqual({ linkValidityMinutes: null, failure: sampleFailures.network });
        expect(effects(check.stepCalls)).toEqual([]);
      },
      // another link: a clean form
      'sent forgotPassword.again': () => {
        expect(ctx(check.snapshot)).toEqual({ linkValidityMinutes: null, failure: null });
        expect(effects(check.stepCalls)).toEqual([]);
      },
      'editing forgotPassword.again': () => expectUnchanged(check),
    }),
  'forgotPassword.requesting': (check) =>
    expectWay(check, {
      'editing forgotPassword.submit': () => {
        expect(ctx(check.snapshot)).toEqual({ linkValidityMinutes: null, failure: null });
        expect(effects(check.stepCalls)).toEqual([
          { name: 'actor:requestResetLink', params: { userName: 'consumer', category: 'consumer' } },
        ]);
      },
      'requesting forgotPassword.submit|forgotPassword.again': () => expectUnchanged(check),
    }),
  'forgotPassword.sent': (check) =>
    expectWay(check, {
      // requirements#security-policy: URL expiration 60 minutes, as the server said
      'requesting done:requestResetLink': () => {
        expect(ctx(check.snapshot)).toEqual({ linkValidityMinutes: 60, failure: null });
        expect(effects(check.stepCalls)).toEqual([]);
      },
      'sent forgotPassword.submit': () => expectUnchanged(check),
    }),
};

describeMachinePaths(entry, assertions);
