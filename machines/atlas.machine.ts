import { assign, setup } from 'xstate';
import { notProvided } from './shared';

/**
 * The flow atlas (QA's view of every statechart), two regions at once: the diagram — lay the
 * chosen machine out (in a worker the app provides), then play a generated path on it step by
 * step (play, pause, resume, step to any point, replay, stop) — and the path list, generated
 * (also off the main thread) while the diagram is drawn. Choosing another machine starts both
 * again and drops the path. Layout and paths are opaque here; the app draws and lists them.
 */
export interface AtlasInput {
  machineId: string;
}

export interface AtlasContext {
  machineId: string;
  /** the laid-out chart of machineId, once the layout actor answered */
  layout: unknown;
  /** machineId's generated paths, once the path actor answered */
  paths: unknown;
  /** the path being played (its index in the list shown) and its number of steps */
  path: { index: number; steps: number } | null;
  /** the step shown, 0 = the start */
  step: number;
}

export type AtlasEvent =
  | { type: 'atlas.select'; machineId: string }
  | { type: 'atlas.retry' }
  | { type: 'paths.retry' }
  | { type: 'path.play'; index: number; steps: number }
  | { type: 'path.pause' }
  | { type: 'path.resume' }
  | { type: 'path.replay' }
  | { type: 'path.step'; to: number }
  | { type: 'path.stop' };

/** how long each step of a played path stays on screen */
export const ATLAS_STEP_MS = 900;

export const atlasMachine = setup({
  types: {
    input: {} as AtlasInput,
    context: {} as AtlasContext,
    events: {} as AtlasEvent,
  },
  actors: {
    layoutChart: notProvided<unknown, { machineId: string }>('layoutChart'),
    generatePaths: notProvided<unknown, { machineId: string }>('generatePaths'),
  },
  delays: { step: ATLAS_STEP_MS },
  guards: {
    hasNextStep: ({ context }) => context.path !== null && context.step < context.path.steps - 1,
    isStepOfPath: ({ context, event }) =>
      event.type === 'path.step' &&
      context.path !== null &&
      Number.isInteger(event.to) &&
      event.to >= 0 &&
      event.to < context.path.steps,
    isPlayable: ({ event }) => event.type === 'path.play' && Number.isInteger(event.steps) && event.steps > 0,
  },
  actions: {
    selectMachine: assign((_, params: { machineId: string }) => ({
      machineId: params.machineId,
      layout: null,
      paths: null,
      path: null,
      step: 0,
    })),
    assignLayout: assign((_, params: { layout: unknown }) => ({ layout: params.layout })),
    assignPaths: assign((_, params: { paths: unknown }) => ({ paths: params.paths })),
    startPath: assign((_, params: { index: number; steps: number }) => ({
      path: { index: params.index, steps: params.steps },
      step: 0,
    })),
    nextStep: assign(({ context }) => ({ step: context.step + 1 })),
    rewind: assign({ step: 0 }),
    goToStep: assign((_, params: { to: number }) => ({ step: params.to })),
    dropPath: assign({ path: null, step: 0 }),
  },
}).createMachine({
  id: 'atlas',
  context: ({ input }) => ({ machineId: input.machineId, layout: null, paths: null, path: null, step: 0 }),
  type: 'parallel',
  on: {
    'atlas.select': {
      target: ['.diagram', '.paths'],
      reenter: true,
      actions: { type: 'selectMachine', params: ({ event }) => ({ machineId: event.machineId }) },
    },
  },
  states: {
    diagram: {
      initial: 'layingOut',
      states: {
        layingOut: {
          invoke: {
            id: 'layoutChart',
            src: 'layoutChart',
            input: ({ context }) => ({ machineId: context.machineId }),
            onDone: {
              target: 'ready',
              actions: { type: 'assignLayout', params: ({ event }) => ({ layout: event.output }) },
            },
            onError: 'failed',
          },
        },
        failed: {
          on: { 'atlas.retry': 'layingOut' },
        },
        ready: {
          initial: 'still',
          on: {
            'path.play': {
              guard: 'isPlayable',
              target: '.playing',
              reenter: true,
              actions: { type: 'startPath', params: ({ event }) => ({ index: event.index, steps: event.steps }) },
            },
            'path.step': {
              guard: 'isStepOfPath',
              target: '.paused',
              actions: { type: 'goToStep', params: ({ event }) => ({ to: event.to }) },
            },
            'path.stop': { target: '.still', actions: 'dropPath' },
          },
          states: {
            /** the chart alone (live highlights only) */
            still: {},
            playing: {
              after: {
                step: [
                  { guard: 'hasNextStep', target: 'playing', reenter: true, actions: 'nextStep' },
                  { target: 'finished' },
                ],
              },
              on: { 'path.pause': 'paused' },
            },
            paused: {
              on: { 'path.resume': 'playing' },
            },
            /** the last step stays shown until replayed, stepped or stopped */
            finished: {
              on: { 'path.replay': { target: 'playing', actions: 'rewind' } },
            },
          },
        },
      },
    },
    paths: {
      initial: 'generating',
      states: {
        generating: {
          invoke: {
            id: 'generatePaths',
            src: 'generatePaths',
            input: ({ context }) => ({ machineId: context.machineId }),
            onDone: {
              target: 'listed',
              actions: { type: 'assignPaths', params: ({ event }) => ({ paths: event.output }) },
            },
            onError: 'failed',
          },
        },
        failed: {
          on: { 'paths.retry': 'generating' },
        },
        listed: {},
      },
    },
  },
});
