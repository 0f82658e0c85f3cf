import { and, not, or, stateIn } from 'xstate';
import { describe, expect, it } from 'vitest';
import { machineRegistry } from '../../machines';
import { machineGraph, type ChartEdge, type ChartNode } from '../../src/atlas/graph';
import { guardLabel } from '../../src/atlas/labels';
import { allStateIds, allTransitionKeys } from '../machines/pathHarness';
import { flowMachine, panelMachine } from './charts';

const node = (id: string, type: ChartNode['type'], more: Partial<ChartNode> = {}): ChartNode => ({
  id,
  key: id.split('.').at(-1)!,
  parent: id.includes('.') ? id.slice(0, id.lastIndexOf('.')) : null,
  type,
  initial: null,
  history: null,
  children: [],
  entry: [],
  exit: [],
  invoke: [],
  tags: [],
  description: null,
  ...more,
});

const edge = (source: string, eventType: string, targets: string[], more: Partial<ChartEdge>): ChartEdge => ({
  key: `${source} —${eventType || 'always'}#${more.index ?? 0}→ ${targets.join(',') || '(internal)'}`,
  source,
  targets,
  eventType,
  kind: 'event',
  index: 0,
  trigger: eventType,
  guard: null,
  actions: [],
  delay: null,
  internal: targets.length === 0,
  reenter: false,
  label: eventType,
  description: null,
  ...more,
});

describe('machineGraph', () => {
  it('lists a nested chart’s states with their types, initial children, actions, actors, tags and history', () => {
    expect(machineGraph(flowMachine).nodes).toEqual([
      node('flow', 'compound', { initial: 'flow.idle', children: ['flow.idle', 'flow.busy', 'flow.done'] }),
      // the raise/cancel xstate adds for `after` are not the chart's own actions
      node('flow.idle', 'atomic', { entry: ['track'] }),
      node('flow.busy', 'compound', {
        initial: 'flow.busy.loading',
        children: ['flow.busy.loading', 'flow.busy.checked', 'flow.busy.failed', 'flow.busy.resume'],
        exit: ['clear'],
        tags: ['working'],
        description: 'Working on the order',
      }),
      node('flow.busy.loading', 'atomic', { invoke: [{ id: 'order', src: 'loadOrder' }] }),
      node('flow.busy.checked', 'atomic'),
      node('flow.busy.failed', 'atomic'),
      node('flow.busy.resume', 'history', { history: 'deep' }),
      node('flow.done', 'final'),
    ]);
  });

  it('labels guarded, internal, delayed, invoked, eventless and reentering transitions', () => {
    const graph = machineGraph(flowMachine);
    expect(graph.machineId).toBe('flow');
    expect(graph.root).toBe('flow');
    expect(graph.edges).toEqual([
      edge('flow.idle', 'go', ['flow.busy'], { guard: 'isReady', label: 'go [isReady]' }),
      edge('flow.idle', 'go', ['flow.busy.loading'], {
        index: 1,
        guard: 'isAdmin and !isBlocked',
        actions: ['track'],
        label: 'go [isAdmin and !isBlocked] / track',
      }),
      edge('flow.idle', 'tick', [], { actions: ['track'], label: 'tick / track' }),
      edge('flow.idle', 'resume', ['flow.busy.resume'], {}),
      edge('flow.idle', 'xstate.after.500.flow.idle', ['flow.busy'], {
        kind: 'after',
        trigger: 'after 0.5 s',
        delay: { ms: 500, name: null },
        label: 'after 0.5 s',
      }),
      // a named delay whose implementation is a number shows its time
      edge('flow.idle', 'xstate.after.patience.flow.idle', ['flow.done'], {
        kind: 'after',
        trigger: 'after 3 s',
        delay: { ms: 3000, name: 'patience' },
        label: 'after 3 s',
      }),
      // one computed at run time keeps its name
      edge('flow.idle', 'xstate.after.jitter.flow.idle', ['flow.idle'], {
        kind: 'after',
        trigger: 'after jitter',
        delay: { ms: null, name: 'jitter' },
        reenter: true,
        label: 'after jitter (reenter)',
      }),
      edge('flow.busy.loading', 'xstate.done.actor.order', ['flow.busy.checked'], {
        kind: 'done',
        trigger: 'done: order',
        actions: ['store'],
        label: 'done: order / store',
      }),
      edge('flow.busy.loading', 'xstate.error.actor.order', ['flow.busy.failed'], {
        kind: 'error',
        trigger: 'error: order',
        label: 'error: order',
      }),
      edge('flow.busy.checked', '', ['flow.done'], {
        kind: 'always',
        trigger: 'always',
        guard: 'isReady',
        label: 'always [isReady]',
      }),
      edge('flow.busy.failed', 'retry', ['flow.busy.loading'], { reenter: true, label: 'retry (reenter)' }),
    ]);
  });

  it('gives a parallel chart its regions and a transition into both regions its two targets', () => {
    const graph = machineGraph(panelMachine);
    expect(graph.nodes.map((n) => [n.id, n.type, n.initial])).toEqual([
      ['panel', 'parallel', null],
      ['panel.sound', 'compound', 'panel.sound.on'],
      ['panel.sound.on', 'atomic', null],
      ['panel.sound.off', 'atomic', null],
      ['panel.light', 'compound', 'panel.light.off'],
      ['panel.light.off', 'atomic', null],
      ['panel.light.on', 'atomic', null],
    ]);
    expect(graph.edges).toEqual([
      edge('panel', 'reset', ['panel.sound.on', 'panel.light.off'], {}),
      edge('panel.sound.on', 'toggleSound', ['panel.sound.off'], {}),
      edge('panel.sound.off', 'toggleSound', ['panel.sound.on'], {}),
      edge('panel.light.off', 'toggleLight', ['panel.light.on'], {}),
      edge('panel.light.on', 'toggleLight', ['panel.light.off'], {}),
    ]);
  });

  it('reads registry charts: delays in seconds, actor answers, parameterised guards by their type', () => {
    const labels = (id: string) =>
      machineGraph(machineRegistry.find((e) => e.id === id)!.machine).edges.map((e) => e.label);
    expect(labels('otpTimer')).toEqual([
      'timer.restart / restart (reenter)',
      'after 1 s / tickValidity (reenter)',
      'always [isOutOfTime] / reportExpired',
      'after 1 s / tickResend (reenter)',
      'always [isResendDue] / reportResendAvailable',
    ]);
    expect(labels('session')).toContain('after 540 s');
    expect(labels('session')).toContain('after 60 s / assignEnd, notifyNativeShell');
    expect(labels('session')).toContain('storage.sessionChanged [eventHasUser] / assignUser');
    expect(labels('serviceWizardSubmission')).toContain('error: submitTransaction [isPinRefused] / assignFailure');
  });

  it('names combined guards with !, and, or and in', () => {
    expect(guardLabel(and(['a', or(['b', not('c')])]))).toBe('a and (b or !c)');
    expect(guardLabel(not(and(['a', 'b'])))).toBe('!(a and b)');
    expect(guardLabel(or([{ type: 'isOn', params: { name: 'x' } }, stateIn('#flow.idle')]))).toBe(
      'isOn or in #flow.idle',
    );
    expect(guardLabel(() => true)).toBe('inline');
  });

  it.each(machineRegistry.map((e) => [e.id, e] as const))(
    '%s: every state and transition of the chart, as plain JSON',
    (_id, entry) => {
      const graph = machineGraph(entry.machine);
      expect(JSON.parse(JSON.stringify(graph))).toEqual(graph);
      expect(graph.nodes.slice(1).map((n) => n.id)).toEqual(allStateIds(entry.machine));
      // the keys path coverage records (test-results/machine-coverage/<id>.json), in the same order
      expect(graph.edges.map((e) => e.key)).toEqual(allTransitionKeys(entry.machine));
    },
  );
});
