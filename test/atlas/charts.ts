import { and, createMachine, fromPromise, not, setup } from 'xstate';

/**
 * Small charts built to exercise one conversion each: nesting, guards (named and combined),
 * a numeric delay and named ones, an invoked actor with onDone/onError, an eventless transition,
 * a reentering one, a history state, a final state — and a parallel chart with two regions.
 */
export const flowMachine = setup({
  types: { events: {} as { type: 'go' } | { type: 'tick' } | { type: 'retry' } | { type: 'resume' } },
  actors: { loadOrder: fromPromise(async () => 1) },
  actions: { track: () => {}, store: () => {}, clear: () => {} },
  guards: { isReady: () => true, isAdmin: () => true, isBlocked: () => false },
  delays: { patience: 3000, jitter: () => 10 },
}).createMachine({
  id: 'flow',
  initial: 'idle',
  states: {
    idle: {
      entry: 'track',
      on: {
        go: [
          { guard: 'isReady', target: 'busy' },
          { guard: and(['isAdmin', not('isBlocked')]), target: 'busy.loading', actions: 'track' },
        ],
        tick: { actions: 'track' },
        resume: 'busy.resume',
      },
      after: { 500: 'busy', patience: 'done', jitter: { target: 'idle', reenter: true } },
    },
    busy: {
      description: 'Working on the order',
      tags: ['working'],
      initial: 'loading',
      exit: 'clear',
      states: {
        loading: {
          invoke: {
            id: 'order',
            src: 'loadOrder',
            onDone: { target: 'checked', actions: 'store' },
            onError: 'failed',
          },
        },
        checked: { always: { guard: 'isReady', target: '#flow.done' } },
        failed: { on: { retry: { target: 'loading', reenter: true } } },
        resume: { type: 'history', history: 'deep' },
      },
    },
    done: { type: 'final' },
  },
});

export const panelMachine = createMachine({
  id: 'panel',
  type: 'parallel',
  on: { reset: { target: ['.sound.on', '.light.off'] } },
  states: {
    sound: {
      initial: 'on',
      states: { on: { on: { toggleSound: 'off' } }, off: { on: { toggleSound: 'on' } } },
    },
    light: {
      initial: 'off',
      states: { off: { on: { toggleLight: 'on' } }, on: { on: { toggleLight: 'off' } } },
    },
  },
});

/** A door that unlocks through an actor and closes itself after a named delay. */
export const doorMachine = setup({
  types: { events: {} as { type: 'door.open'; by: string } },
  actors: { unlock: fromPromise(async () => ({ ok: true })) },
  delays: { autoClose: 1500 },
}).createMachine({
  id: 'door',
  initial: 'closed',
  states: {
    closed: { on: { 'door.open': 'unlocking' } },
    unlocking: { invoke: { id: 'unlock', src: 'unlock', onDone: 'opened' } },
    opened: { after: { autoClose: 'closed' } },
  },
});
