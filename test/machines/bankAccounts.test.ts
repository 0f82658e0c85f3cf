import { expect } from 'vitest';
import { machineRegistry } from '../../machines';
import type { BankAccountsContext } from '../../machines/bankAccounts.machine';
import { sampleFailures } from '../../machines/samples/failures';
import { accountGone, linkedAccounts, pinWrong, rafidain } from '../../machines/samples/bankAccounts.samples';
import type { FlowFailure } from '../../machines/shared';
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

const entry = registryEntry(machineRegistry, 'bankAccounts');
const { ctx, before, expectStep } = contextChecks<BankAccountsContext>();

const userEvents = [
  'list.refresh',
  'list.retry',
  'details.retry',
  'unlink.start',
  'unlink.confirm',
  'unlink.cancel',
] as const;

const sent = <T>(check: StepCheck) => check.event as unknown as T;
const errorOf = (check: StepCheck) => sent<{ error: FlowFailure }>(check).error;
const listCall = { name: 'actor:loadBankAccounts', params: undefined };
const detailsCall = { name: 'actor:loadBankAccount', params: { id: rafidain.id } };
const fresh = (accountId: string | null) => ({ rows: [], accountId, account: null, pinLength: 4, failure: null });

const assertions: StateAssertions = {
  'bankAccounts.listLoading': (check) =>
    expectWay(check, {
      // the list screen: no account named
      start: () => {
        expect(ctx(check.snapshot)).toEqual(fresh(null));
        expect(effects(check.stepCalls)).toEqual([listCall]);
      },
      'listFailed list.retry': () => expectStep(check, {}, [listCall]),
      'list list.refresh': () => expectStep(check, {}, [listCall]),
      [ignoredIn('listLoading', userEvents)]: () => expectUnchanged(check),
    }),
  'bankAccounts.listFailed': (check) =>
    expectWay(check, {
      'listLoading error:loadBankAccounts': () => {
        expect(errorOf(check)).toBe(sampleFailures.network);
        expectStep(check, { failure: sampleFailures.network });
      },
      [ignoredIn('listFailed', userEvents, 'list.retry')]: () => expectUnchanged(check),
    }),
  'bankAccounts.list': (check) =>
    expectWay(check, {
      'listLoading done:loadBankAccounts': () => expectStep(check, { rows: [...linkedAccounts], failure: null }),
      [ignoredIn('list', userEvents, 'list.refresh')]: () => expectUnchanged(check),
    }),
  'bankAccounts.detailsLoading': (check) =>
    expectWay(check, {
      // the details screen: the account of the route's id, loaded by that id
      start: () => {
        expect(ctx(check.snapshot)).toEqual(fresh(rafidain.id));
        expect(effects(check.stepCalls)).toEqual([detailsCall]);
      },
      'detailsFailed details.retry': () => expectStep(check, {}, [detailsCall]),
      [ignoredIn('detailsLoading', userEvents)]: () => expectUnchanged(check),
    }),
  'bankAccounts.detailsFailed': (check) =>
    expectWay(check, {
      'detailsLoading error:loadBankAccount': () => {
        expect(errorOf(check)).toBe(accountGone);
        expectStep(check, { failure: accountGone });
      },
      // already unlinked elsewhere: nothing left to show, and it is said
      'details.unlinking error:unlinkBankAccount': () => {
        expect(errorOf(check)).toBe(accountGone);
        expectStep(check, { account: null, failure: accountGone });
      },
      [ignoredIn('detailsFailed', userEvents, 'details.retry')]: () => expectUnchanged(check),
    }),
  'bankAccounts.details.viewing': (check) =>
    expectWay(check, {
      'detailsLoading done:loadBankAccount': () => expectStep(check, { account: rafidain, failure: null }),
      'details.confirming unlink.cancel': () => expectStep(check, { failure: null }),
      [ignoredIn('details.viewing', userEvents, 'unlink.start')]: () => expectUnchanged(check),
    }),
  'bankAccounts.details.confirming': (check) =>
    expectWay(check, {
      'details.viewing unlink.start': () => expectStep(check, { failure: null }),
      // not every digit yet: nothing is sent
      'details.confirming unlink.confirm': () => {
        expect(sent<{ pin: string }>(check).pin.length).not.toBe(before(check).pinLength);
        expectUnchanged(check);
      },
      // requirements#bank-linking: a wrong PIN unlinks nothing; the dialog asks again and says why
      'details.unlinking error:unlinkBankAccount': () => {
        expect(errorOf(check)).toBe(pinWrong);
        expectStep(check, { failure: pinWrong });
        expect(ctx(check.snapshot).account).toBe(rafidain);
      },
      [ignoredIn('details.confirming', userEvents, 'unlink.confirm', 'unlink.cancel')]: () => expectUnchanged(check),
    }),
  'bankAccounts.details.unlinking': (check) =>
    expectWay(check, {
      'details.confirming unlink.confirm': () => {
        const { pin } = sent<{ pin: string }>(check);
        expect(pin).toHaveLength(before(check).pinLength);
        // the PIN goes to the call and is not kept
        expectStep(check, { failure: null }, [{ name: 'actor:unlinkBankAccount', params: { id: rafidain.id, pin } }]);
        expect(JSON.stringify(ctx(check.snapshot))).not.toContain(pin);
      },
      [ignoredIn('details.unlinking', userEvents)]: () => expectUnchanged(check),
    }),
  'bankAccounts.unlinked': (check) =>
    expectWay(check, {
      // unlinked only once the back end said so; the account stays to be named
      'details.unlinking done:unlinkBankAccount': () => {
        expectStep(check, {});
        expect(ctx(check.snapshot).account).toBe(rafidain);
      },
    }),
};

describeMachinePaths(entry, assertions);
