import { expect } from 'vitest';
import { machineRegistry } from '../../machines';
import type { AtlasContext, AtlasEvent } from '../../machines/atlas.machine';
import { sampleLayout, samplePaths } from '../../machines/samples/atlas.samples';
import { describeMachinePaths } from './describePaths';
import { callsNamed, registryEntry, type Call, type StateAssertions, type StepCheck } from './pathHarness';

const entry = registryEntry(machineRegistry, 'atlas');
const ctx = (s: { context: unknown }) => s.context as AtlasContext;
const sent = (calls: readonly Call[]) =>
  calls.filter((c) => c.name === 'event').map((c) => c.params as { type: string; [k: string]: unknown });

/** The machine last chosen: the input's, or the last atlas.select's. */
const chosen = ({ calls, input }: StepCheck) =>
  (sent(calls).findLast((e) => e.type === 'atlas.select')?.machineId as string | undefined) ??
  (input as { machineId: string }).machineId;

/** The last actor of a kind started (layoutChart, generatePaths) was asked about the chosen machine. */
const expectAsked = (check: StepCheck, actor: string) => {
  expect(callsNamed(check.calls, `actor:${actor}`).at(-1)?.params).toEqual({ machineId: chosen(check) });
};

/** The diagram is ready: the chosen machine's layout is kept. */
const expectLaidOut = (check: StepCheck) => {
  expect(ctx(check.snapshot).layout).toEqual(sampleLayout);
  expect(ctx(check.snapshot).machineId).toBe(chosen(check));
};

const assertions: StateAssertions = {
  'atlas.diagram.layingOut': (check) => {
    // the layout asked for is the chosen machine's, and nothing of the previous one is left
    expectAsked(check, 'layoutChart');
    expect(ctx(check.snapshot).layout).toBeNull();
    expect(ctx(check.snapshot).path).toBeNull();
  },
  'atlas.diagram.failed': ({ snapshot }) => {
    expect(ctx(snapshot).layout).toBeNull();
    expect(snapshot.can({ type: 'atlas.retry' })).toBe(true);
    expect(snapshot.can({ type: 'path.play', index: 0, steps: 2 })).toBe(false);
  },
  'atlas.diagram.ready.still': (check) => {
    expectLaidOut(check);
    expect(ctx(check.snapshot).path).toBeNull();
    expect(ctx(check.snapshot).step).toBe(0);
  },
  'atlas.diagram.ready.playing': (check) => {
    expectLaidOut(check);
    const { path, step } = ctx(check.snapshot);
    expect(path).not.toBeNull();
    expect(step).toBeGreaterThanOrEqual(0);
    expect(step).toBeLessThan(path!.steps);
    const event = check.event as AtlasEvent;
    // a play of an empty path is refused: the one playing goes on
    if (event.type === 'path.play' && event.steps > 0) {
      expect(path).toEqual({ index: event.index, steps: event.steps });
      expect(step).toBe(0);
    }
    // replay starts over from a finished path (while playing, it changes nothing)
    if (event.type === 'path.replay')
      expect(step).toBe(check.previous!.matches({ diagram: { ready: 'finished' } }) ? 0 : ctx(check.previous!).step);
    // each tick shows the next step
    if (event.type.startsWith('xstate.after.')) expect(step).toBe(ctx(check.previous!).step + 1);
    if (event.type === 'path.resume') expect(step).toBe(ctx(check.previous!).step);
  },
  'atlas.diagram.ready.paused': (check) => {
    expectLaidOut(check);
    const { path, step } = ctx(check.snapshot);
    expect(path).not.toBeNull();
    expect(step).toBeLessThan(path!.steps);
    const event = check.event as AtlasEvent;
    // a step outside the path is refused: the step shown stays
    if (event.type === 'path.step') expect(step).toBe(event.to < path!.steps ? event.to : ctx(check.previous!).step);
    if (event.type === 'path.pause') expect(step).toBe(ctx(check.previous!).step);
  },
  'atlas.diagram.ready.finished': (check) => {
    expectLaidOut(check);
    // the last step stays on screen
    const { path, step } = ctx(check.snapshot);
    expect(step).toBe(path!.steps - 1);
  },
  'atlas.paths.generating': (check) => {
    expectAsked(check, 'generatePaths');
    expect(ctx(check.snapshot).paths).toBeNull();
  },
  'atlas.paths.failed': ({ snapshot }) => {
    expect(ctx(snapshot).paths).toBeNull();
    expect(snapshot.can({ type: 'paths.retry' })).toBe(true);
  },
  'atlas.paths.listed': (check) => {
    expect(ctx(check.snapshot).paths).toEqual(samplePaths);
    expect(ctx(check.snapshot).machineId).toBe(chosen(check));
  },
};

describeMachinePaths(entry, assertions);
