import { assign, setup } from 'xstate';
import { notProvided, toFlowFailure, type FlowFailure } from './shared';

/**
 * The linked bank accounts screens (requirements#bank-linking): the list of the user's linked
 * accounts (/app/lists/bank), and one account's details (/app/forms/view-bank-details?id=…),
 * opened from the list with its id as input. From the details the account is unlinked once the
 * transaction PIN confirms it (the DeleteWithAuthentication dialog): a refused PIN (wrong, or
 * locked after too many) unlinks nothing and asks again; an account already gone is said so.
 * The PIN travels in the event to the call and is never kept.
 *
 * An account's shape belongs to the app (the contract): the flow reads its id and carries the rest.
 */
export interface LinkedBankAccount {
  id: string;
}

export interface BankAccountsContext {
  /** the list (list screen) */
  rows: LinkedBankAccount[];
  /** the account the details screen shows (null on the list) */
  accountId: string | null;
  account: LinkedBankAccount | null;
  /** digits of the transaction PIN (requirements#security-policy) */
  pinLength: number;
  failure: FlowFailure | null;
}

export interface BankAccountsInput {
  pinLength?: number;
  /** the details screen: the account to show */
  accountId?: string | null;
}

export type BankAccountsEvent =
  | { type: 'list.refresh' }
  | { type: 'list.retry' }
  | { type: 'details.retry' }
  | { type: 'unlink.start' }
  | { type: 'unlink.confirm'; pin: string }
  | { type: 'unlink.cancel' };

export const DEFAULT_PIN_LENGTH = 4;

export const bankAccountsMachine = setup({
  types: {
    context: {} as BankAccountsContext,
    events: {} as BankAccountsEvent,
    input: {} as BankAccountsInput | undefined,
  },
  actors: {
    loadBankAccounts: notProvided<readonly LinkedBankAccount[]>('loadBankAccounts'),
    loadBankAccount: notProvided<LinkedBankAccount, { id: string }>('loadBankAccount'),
    unlinkBankAccount: notProvided<unknown, { id: string; pin: string }>('unlinkBankAccount'),
  },
  actions: {
    assignRows: assign((_, params: { rows: readonly LinkedBankAccount[] }) => ({
      rows: [...params.rows],
      failure: null,
    })),
    assignAccount: assign((_, params: { account: LinkedBankAccount }) => ({ account: params.account, failure: null })),
    assignFailure: assign((_, params: { error: unknown }) => ({ failure: toFlowFailure(params.error) })),
    clearFailure: assign({ failure: null }),
    /** gone from the back end: nothing left to show */
    dropAccount: assign({ account: null }),
  },
  guards: {
    isDetails: ({ context }) => context.accountId !== null,
    isPinComplete: ({ context }, params: { pin: string }) =>
      params.pin.length === context.pinLength && /^\d+$/.test(params.pin),
    isGone: (_, params: { error: unknown }) => toFlowFailure(params.error).kind === 'notFound',
  },
}).createMachine({
  id: 'bankAccounts',
  context: ({ input }) => ({
    rows: [],
    accountId: input?.accountId ?? null,
    account: null,
    pinLength: input?.pinLength ?? DEFAULT_PIN_LENGTH,
    failure: null,
  }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'isDetails', target: 'detailsLoading' }, { target: 'listLoading' }],
    },
    listLoading: {
      invoke: {
        id: 'loadBankAccounts',
        src: 'loadBankAccounts',
        onDone: { target: 'list', actions: { type: 'assignRows', params: ({ event }) => ({ rows: event.output }) } },
        onError: {
          target: 'listFailed',
          actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    listFailed: { on: { 'list.retry': 'listLoading' } },
    list: { on: { 'list.refresh': 'listLoading' } },
    detailsLoading: {
      invoke: {
        id: 'loadBankAccount',
        src: 'loadBankAccount',
        input: ({ context }) => ({ id: context.accountId ?? '' }),
        onDone: {
          target: 'details',
          actions: { type: 'assignAccount', params: ({ event }) => ({ account: event.output }) },
        },
        onError: {
          target: 'detailsFailed',
          actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    /** not found (another user's, or unlinked) or not loaded: retry, or back to the list */
    detailsFailed: { on: { 'details.retry': 'detailsLoading' } },
    details: {
      initial: 'viewing',
      states: {
        viewing: {
          on: { 'unlink.start': { target: 'confirming', actions: 'clearFailure' } },
        },
        /** the DeleteWithAuthentication dialog: the PIN confirms the unlinking */
        confirming: {
          on: {
            'unlink.confirm': {
              guard: { type: 'isPinComplete', params: ({ event }) => ({ pin: event.pin }) },
              target: 'unlinking',
              actions: 'clearFailure',
            },
            'unlink.cancel': { target: 'viewing', actions: 'clearFailure' },
          },
        },
        unlinking: {
          invoke: {
            id: 'unlinkBankAccount',
            src: 'unlinkBankAccount',
            input: ({ context, event }) => ({
              id: context.accountId ?? '',
              pin: (event as Extract<BankAccountsEvent, { type: 'unlink.confirm' }>).pin,
            }),
            onDone: { target: '#bankAccounts.unlinked' },
            onError: [
              {
                guard: { type: 'isGone', params: ({ event }) => ({ error: event.error }) },
                target: '#bankAccounts.detailsFailed',
                actions: ['dropAccount', { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) }],
              },
              // requirements#bank-linking: a wrong (or locked) PIN unlinks nothing and asks again
              {
                target: 'confirming',
                actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
              },
            ],
          },
        },
      },
    },
    /** unlinked: the account is said gone, with the way back to the list */
    unlinked: { type: 'final' },
  },
});
