import { expect } from 'vitest';
import { machineRegistry } from '../../machines';
import type { AtlasContext } from '../../machines/atlas.machine';
import { sampleLayout, samplePaths } from '../../machines/samples/atlas.samples';
import { describeMachinePaths } from './describePaths';
import {
  effects,
  expectWay,
  ignoredIn,
  registryEntry,
  type Call,
  type StateAssertions,
  type StepCheck,
} from './pathHarness';

const entry = registryEntry(machineRegistry, 'atlas');
const ctx = (s: { context: unknown }) => s.context as AtlasContext;
const before = (check: StepCheck) => ctx(check.previous!);

const STEP_TICK = 'after:step.atlas.diagram.ready.playing';
const diagramUserEvents = [
  'atlas.retry',
  'path.play',
  'path.pause',
  'path.resume',
  'path.replay',
  'path.step',
  'path.stop',
];
const diagramEvents = [...diagramUserEvents, 'done:layoutChart', 'error:layoutChart', STEP_TICK];
const pathsEvents = ['done:generatePaths', 'error:generatePaths', 'paths.retry'];
const readyLeaves = ['still', 'playing', 'paused', 'finished'].map((s) => `diagram.ready.${s}`);
const diagramLeaves = ['diagram.layingOut', 'diagram.failed', ...readyLeaves];
const pathsLeaves = ['paths.generating', 'paths.failed', 'paths.listed'];

/** Each step of a played path stays on screen 900 ms. */
const stepTimer: Call = { name: 'timer', params: { event: STEP_TICK, ms: 900 } };
const layoutChart = (machineId: string): Call => ({ name: 'actor:layoutChart', params: { machineId } });
const generatePaths = (machineId: string): Call => ({ name: 'actor:generatePaths', params: { machineId } });

/** The diagram's part of the context and of the calls; the path list's. */
const diagramPart = ({ machineId, layout, path, step }: AtlasContext) => ({ machineId, layout, path, step });
const pathsPart = ({ machineId, paths }: AtlasContext) => ({ machineId, paths });
const diagramEffects = (check: StepCheck) =>
  effects(check.stepCalls).filter((c) => c.name === 'timer' || c.name === 'actor:layoutChart');
const pathsEffects = (check: StepCheck) => effects(check.stepCalls).filter((c) => c.name === 'actor:generatePaths');

const expectDiagram = (check: StepCheck, changes: Partial<AtlasContext>, calls: Call[] = []) => {
  expect(diagramPart(ctx(check.snapshot))).toEqual({ ...diagramPart(before(check)), ...changes });
  expect(diagramEffects(check)).toEqual(calls);
};
const expectDiagramKept = (check: StepCheck) => expectDiagram(check, {});
const expectPaths = (check: StepCheck, changes: Partial<AtlasContext>, calls: Call[] = []) => {
  expect(pathsPart(ctx(check.snapshot))).toEqual({ ...pathsPart(before(check)), ...changes });
  expect(pathsEffects(check)).toEqual(calls);
};
const expectPathsKept = (check: StepCheck) => expectPaths(check, {});

const played = (check: StepCheck) => check.event as unknown as { index: number; steps: number };
const steppedTo = (check: StepCheck) => (check.event as unknown as { to: number }).to;
const selected = (check: StepCheck) => (check.event as unknown as { machineId: string }).machineId;

/** Another machine chosen: both regions start again for it and the path played is dropped. */
const expectSelected = (check: StepCheck) =>
  expectDiagram(check, { machineId: selected(check), layout: null, path: null, step: 0 }, [
    layoutChart(selected(check)),
  ]);

/** A path is played from its first step. */
const expectPlayStarted = (check: StepCheck) => {
  const { index, steps } = played(check);
  expect(steps).toBeGreaterThan(0);
  expectDiagram(check, { path: { index, steps }, step: 0 }, [stepTimer]);
};

/** A play of an empty path is refused: what is shown stays. */
const expectPlayRefused = (check: StepCheck) => {
  expect(played(check).steps).toBe(0);
  expectDiagramKept(check);
};

/** A step of the path playing is shown, paused. */
const expectSteppedTo = (check: StepCheck) => {
  const to = steppedTo(check);
  expect(to).toBeGreaterThanOrEqual(0);
  expect(to).toBeLessThan(before(check).path!.steps);
  expectDiagram(check, { step: to });
};

/** A step outside the path (or with none) is refused: the step shown stays. */
const expectStepRefused = (check: StepCheck) => {
  const path = before(check).path;
  if (path) expect(steppedTo(check)).toBeGreaterThanOrEqual(path.steps);
  expectDiagramKept(check);
};

const assertions: StateAssertions = {
  'atlas.diagram.layingOut': (check) => {
    // nothing of the previous machine is left while its layout is made
    expect(ctx(check.snapshot)).toMatchObject({ layout: null, path: null, step: 0 });
    expectWay(check, {
      start: () => {
        expect(ctx(check.snapshot)).toEqual({ machineId: 'signIn', layout: null, paths: null, path: null, step: 0 });
        expect(diagramEffects(check)).toEqual([layoutChart('signIn')]);
      },
      [`${diagramLeaves.join('|')} atlas.select`]: () => expectSelected(check),
      'diagram.failed atlas.retry': () => expectDiagram(check, {}, [layoutChart(before(check).machineId)]),
      [ignoredIn('diagram.layingOut', [...diagramUserEvents, ...pathsEvents])]: () => expectDiagramKept(check),
    });
  },
  'atlas.diagram.failed': (check) =>
    expectWay(check, {
      'diagram.layingOut error:layoutChart': () => expectDiagramKept(check),
      [ignoredIn('diagram.failed', [...diagramUserEvents, ...pathsEvents], 'atlas.retry')]: () =>
        expectDiagramKept(check),
    }),
  /** the chart alone (live highlights only) */
  'atlas.diagram.ready.still': (check) => {
    expect(ctx(check.snapshot)).toMatchObject({ layout: sampleLayout, path: null, step: 0 });
    expectWay(check, {
      'diagram.layingOut done:layoutChart': () => expectDiagram(check, { layout: sampleLayout }),
      [`${readyLeaves.join('|')} path.stop`]: () => expectDiagram(check, { path: null, step: 0 }),
      'diagram.ready.still path.play': () => expectPlayRefused(check),
      'diagram.ready.still path.step': () => expectStepRefused(check),
      [`diagram.ready.still ${['atlas.retry', 'path.pause', 'path.resume', 'path.replay', ...pathsEvents].join('|')}`]:
        () => expectDiagramKept(check),
    });
  },
  'atlas.diagram.ready.playing': (check) => {
    expect(ctx(check.snapshot).layout).toEqual(sampleLayout);
    expectWay(check, {
      'diagram.ready.still|diagram.ready.paused|diagram.ready.finished path.play': () => expectPlayStarted(check),
      'diagram.ready.playing path.play': () =>
        played(check).steps > 0 ? expectPlayStarted(check) : expectPlayRefused(check),
      // each tick shows the next step
      [`diagram.ready.playing ${STEP_TICK}`]: () => {
        expect(before(check).step).toBeLessThan(before(check).path!.steps - 1);
        expectDiagram(check, { step: before(check).step + 1 }, [stepTimer]);
      },
      'diagram.ready.paused path.resume': () => expectDiagram(check, {}, [stepTimer]),
      // replay starts a finished path over
      'diagram.ready.finished path.replay': () => expectDiagram(check, { step: 0 }, [stepTimer]),
      'diagram.ready.playing path.step': () => expectStepRefused(check),
      [`diagram.ready.playing ${['atlas.retry', 'path.resume', 'path.replay', ...pathsEvents].join('|')}`]: () =>
        expectDiagramKept(check),
    });
  },
  'atlas.diagram.ready.paused': (check) => {
    expect(ctx(check.snapshot).layout).toEqual(sampleLayout);
    expectWay(check, {
      'diagram.ready.playing path.pause': () => expectDiagramKept(check),
      'diagram.ready.playing|diagram.ready.finished path.step': () => expectSteppedTo(check),
      'diagram.ready.paused path.step': () =>
        steppedTo(check) < before(check).path!.steps ? expectSteppedTo(check) : expectStepRefused(check),
      'diagram.ready.paused path.play': () => expectPlayRefused(check),
      [`diagram.ready.paused ${['atlas.retry', 'path.pause', 'path.replay', ...pathsEvents].join('|')}`]: () =>
        expectDiagramKept(check),
    });
  },
  /** the last step stays shown until replayed, stepped or stopped */
  'atlas.diagram.ready.finished': (check) => {
    expect(ctx(check.snapshot).step).toBe(ctx(check.snapshot).path!.steps - 1);
    expectWay(check, {
      [`diagram.ready.playing ${STEP_TICK}`]: () => expectDiagramKept(check),
      'diagram.ready.finished path.step': () => expectStepRefused(check),
      'diagram.ready.finished path.play': () => expectPlayRefused(check),
      [`diagram.ready.finished ${['atlas.retry', 'path.pause', 'path.resume', ...pathsEvents].join('|')}`]: () =>
        expectDiagramKept(check),
    });
  },
  'atlas.paths.generating': (check) => {
    expect(ctx(check.snapshot).paths).toBeNull();
    expectWay(check, {
      start: () => expect(pathsEffects(check)).toEqual([generatePaths('signIn')]),
      [`${pathsLeaves.join('|')} atlas.select`]: () =>
        expectPaths(check, { machineId: selected(check), paths: null }, [generatePaths(selected(check))]),
      'paths.failed paths.retry': () => expectPaths(check, {}, [generatePaths(before(check).machineId)]),
      [ignoredIn('paths.generating', [...diagramEvents, 'paths.retry'])]: () => expectPathsKept(check),
    });
  },
  'atlas.paths.failed': (check) =>
    expectWay(check, {
      'paths.generating error:generatePaths': () => expectPathsKept(check),
      [`paths.failed ${diagramEvents.join('|')}`]: () => expectPathsKept(check),
    }),
  'atlas.paths.listed': (check) =>
    expectWay(check, {
      'paths.generating done:generatePaths': () => expectPaths(check, { paths: samplePaths }),
      [`paths.listed ${[...diagramEvents, 'paths.retry'].join('|')}`]: () => expectPathsKept(check),
    }),
};

describeMachinePaths(entry, assertions);
