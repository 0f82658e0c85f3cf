import type { EventObject } from 'xstate';
import type { BankAccountsInput, LinkedBankAccount } from '../bankAccounts.machine';
import type { FlowFailure } from '../shared';
import { sampleFailures } from './failures';

/** Linked accounts as the contract gives them: the flow reads the id and carries the rest. */
const account = (id: string, last4: string) =>
  ({
    id,
    bankCode: 'RAFB',
    bankName: { en: 'Rafidain Bank', ar: 'مصرف الرافدين', ku: 'بانکی ڕافیدەین' },
    accountNumberMasked: `•••• •••• ${last4}`,
    last4,
    holderName: 'Mustafa Jabbar',
    status: 'linked',
    linkedAt: '2026-11-20T09:00:00.000Z',
  }) as LinkedBankAccount;

export const rafidain = account('21', '1234');
export const trade = account('22', '3333');
export const linkedAccounts: readonly LinkedBankAccount[] = [rafidain, trade];

export const pinWrong: FlowFailure = {
  kind: 'pinWrong',
  errCode: 1109,
  message: 'The transaction PIN is not correct.',
  attemptsLeft: 4,
};
export const accountGone: FlowFailure = {
  kind: 'notFound',
  errCode: 1404,
  message: 'The requested resource was not found.',
};

/** the list screen, and the details screen of one account */
export const bankAccountsInputs: BankAccountsInput[] = [{ pinLength: 4 }, { pinLength: 4, accountId: rafidain.id }];

export const bankAccountsEvents: EventObject[] = [
  { type: 'xstate.done.actor.loadBankAccounts', output: linkedAccounts } as EventObject,
  { type: 'xstate.error.actor.loadBankAccounts', error: sampleFailures.network } as EventObject,
  { type: 'list.retry' },
  { type: 'list.refresh' },
  { type: 'xstate.done.actor.loadBankAccount', output: rafidain } as EventObject,
  { type: 'xstate.error.actor.loadBankAccount', error: accountGone } as EventObject,
  { type: 'details.retry' },
  { type: 'unlink.start' },
  { type: 'unlink.confirm', pin: '2580' } as EventObject,
  // not every digit yet
  { type: 'unlink.confirm', pin: '25' } as EventObject,
  { type: 'unlink.cancel' },
  { type: 'xstate.done.actor.unlinkBankAccount', output: { account: rafidain } } as EventObject,
  { type: 'xstate.error.actor.unlinkBankAccount', error: pinWrong } as EventObject,
  { type: 'xstate.error.actor.unlinkBankAccount', error: accountGone } as EventObject,
];
