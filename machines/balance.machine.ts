import { assign, setup } from 'xstate';
import { notProvided, toFlowFailure, type FlowFailure } from './shared';

/**
 * The balance widget (requirements#balance): its layout (moduleType=balancewidget: which pouches,
 * labelled how, in what order, and how the balance is fetched), then the balance; refresh; a
 * hide/show toggle remembered for the user. A failed refresh keeps the last known balance on
 * screen; a failed first load offers a retry. A layout that cannot be loaded is not a dead
 * widget: the main balance is shown without one.
 */

/** a label per locale, as configuration gives it */
export type LocaleLabel = Readonly<Record<string, string>>;

export interface BalanceLayoutItem {
  pouchType: string;
  label: LocaleLabel;
  sortOrder: number;
}

/** requirements#balance: a non-empty url replaces the configured balance call */
export interface BalanceFetchConfig {
  url: string;
  method?: string | undefined;
  requestObj?: Readonly<Record<string, unknown>> | undefined;
}

/** the spec's balanceLayoutConfig */
export interface BalanceLayoutConfig {
  items: readonly BalanceLayoutItem[];
  balanceFetch?: BalanceFetchConfig | null | undefined;
}

export interface PouchAmount {
  pouchType: string;
  amountMajor: string;
  currencyCode: string;
}

/** What the balance call answered: every pouch, and the main one (requirements#balance identifiers). */
export interface BalanceAnswer {
  asOf: string;
  main: PouchAmount | null;
  pouches: readonly PouchAmount[];
}

/** A pouch the widget draws: the layout's label (none: the main balance without a layout). */
export interface BalanceLine extends PouchAmount {
  label: LocaleLabel | null;
}

export interface WalletBalance {
  asOf: string;
  /** the configured pouches the user holds, in the layout's order; without a layout, the main one */
  lines: readonly BalanceLine[];
}

export interface BalanceContext {
  layout: BalanceLayoutConfig | null;
  /** null: the user holds none of the pouches to draw (no wallet) */
  balance: WalletBalance | null;
  /** requirements#balance: the counter starts at 1 and grows on each balance update */
  balanceBitCount: number;
  /** the amounts are masked; the user's choice, remembered for them */
  hidden: boolean;
  failure: FlowFailure | null;
}

export interface BalanceInput {
  hidden: boolean;
}

export type BalanceEvent =
  { type: 'balance.refresh' } | { type: 'balance.retry' } | { type: 'balance.toggleVisibility' };

/** The pouches to draw: the layout's, in its order, of those the answer has; without a layout, the main one. */
export function arrangeBalance(layout: BalanceLayoutConfig | null, answer: BalanceAnswer): WalletBalance | null {
  const lines: BalanceLine[] = [];
  if (layout !== null && layout.items.length > 0) {
    for (const item of [...layout.items].sort((a, b) => a.sortOrder - b.sortOrder)) {
      const pouch = answer.pouches.find((p) => p.pouchType === item.pouchType);
      if (pouch && !lines.some((l) => l.pouchType === pouch.pouchType)) lines.push({ ...pouch, label: item.label });
    }
  } else if (answer.main !== null) {
    lines.push({ ...answer.main, label: null });
  }
  return lines.length === 0 ? null : { asOf: answer.asOf, lines };
}

export const balanceMachine = setup({
  types: {
    context: {} as BalanceContext,
    events: {} as BalanceEvent,
    input: {} as BalanceInput,
  },
  actors: {
    /** the category's balance layout (layout by filter, moduleType=balancewidget) */
    fetchLayout: notProvided<BalanceLayoutConfig>('fetchLayout'),
    /** the balance, by the layout's balance-fetch config when it names a URL */
    fetchBalance: notProvided<BalanceAnswer, { balanceFetch: BalanceFetchConfig | null }>('fetchBalance'),
  },
  actions: {
    assignLayout: assign((_, params: { layout: BalanceLayoutConfig }) => ({ layout: params.layout })),
    assignBalance: assign(({ context }, params: { answer: BalanceAnswer }) => ({
      balance: arrangeBalance(context.layout, params.answer),
      balanceBitCount: context.balanceBitCount + 1,
      failure: null,
    })),
    assignFailure: assign((_, params: { error: unknown }) => ({ failure: toFlowFailure(params.error) })),
    toggleHidden: assign(({ context }) => ({ hidden: !context.hidden })),
    /** keeps the choice for this user (provided by src/) */
    rememberVisibility: (_, _params: { hidden: boolean }) => {},
  },
}).createMachine({
  id: 'balance',
  context: ({ input }) => ({
    layout: null,
    balance: null,
    balanceBitCount: 1,
    hidden: input.hidden,
    failure: null,
  }),
  initial: 'loadingLayout',
  on: {
    'balance.toggleVisibility': {
      actions: ['toggleHidden', { type: 'rememberVisibility', params: ({ context }) => ({ hidden: context.hidden }) }],
    },
  },
  states: {
    loadingLayout: {
      invoke: {
        id: 'fetchLayout',
        src: 'fetchLayout',
        onDone: {
          target: 'loading',
          actions: { type: 'assignLayout', params: ({ event }) => ({ layout: event.output }) },
        },
        // without its layout the widget still shows the main balance
        onError: 'loading',
      },
    },
    loading: {
      invoke: {
        id: 'fetchBalance',
        src: 'fetchBalance',
        input: ({ context }) => ({ balanceFetch: context.layout?.balanceFetch ?? null }),
        onDone: {
          target: 'loaded',
          actions: { type: 'assignBalance', params: ({ event }) => ({ answer: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loaded: {
      on: { 'balance.refresh': 'refreshing' },
    },
    refreshing: {
      invoke: {
        id: 'refreshBalance',
        src: 'fetchBalance',
        input: ({ context }) => ({ balanceFetch: context.layout?.balanceFetch ?? null }),
        onDone: {
          target: 'loaded',
          actions: { type: 'assignBalance', params: ({ event }) => ({ answer: event.output }) },
        },
        onError: {
          target: 'loaded',
          actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      on: { 'balance.retry': 'loading' },
    },
  },
});
