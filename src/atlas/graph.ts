import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { machineRegistry } from '../../machines';
import { transitionKey } from './keys';
import { actionName, delayMs, guardLabel, triggerLabel } from './labels';

export { transitionKey } from './keys';

/**
 * A statechart as plain, serializable data (JSON in, JSON out): what the atlas draws, what the
 * Mermaid export writes, and what coverage is laid over. Nodes and edges come in document order,
 * the order `xstate` itself walks them, so a diagram and a coverage list read the same way.
 */
export type ChartNodeType = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';

export interface ChartInvoke {
  /** the invocation's id: `xstate.done.actor.<id>` / `xstate.error.actor.<id>` answer it */
  id: string;
  /** the named actor it runs (`inline` for logic written in place) */
  src: string;
  /** the registry id of the statechart it runs, when that chart is in the registry (absent otherwise) */
  chart?: string;
}

/** A state of another registry chart that invokes this one. */
export interface ChartInvoker {
  /** the registry id of the invoking chart */
  chart: string;
  /** the invoking state's id (`pinReset.verifying`) */
  state: string;
  /** the invocation's id */
  id: string;
}

/** What the graph needs of a registry entry to name the charts a chart runs, and those that run it. */
export interface RegisteredChart {
  id: string;
  machine: AnyStateMachine;
}

export interface ChartNode {
  /** the state node's id (`serviceWizard.editing.idle`) */
  id: string;
  key: string;
  parent: string | null;
  type: ChartNodeType;
  /** the initial child's id (compound states only) */
  initial: string | null;
  /** `shallow` or `deep` (history states only) */
  history: 'shallow' | 'deep' | null;
  children: string[];
  entry: string[];
  exit: string[];
  invoke: ChartInvoke[];
  tags: string[];
  description: string | null;
}

export type ChartEdgeKind = 'event' | 'after' | 'always' | 'done' | 'error' | 'doneState';

export interface ChartEdge {
  /** equals the key path coverage records for this transition (see transitionKey) */
  key: string;
  source: string;
  /** more than one when a transition enters several regions of a parallel state; empty when internal */
  targets: string[];
  /** the raw event type; '' for an eventless (always) transition */
  eventType: string;
  kind: ChartEdgeKind;
  /** the position among the source's transitions for the same event (guards are tried in this order) */
  index: number;
  /** what triggers it: the event type, `always`, `after 1 s`, `done: loadForm`, `error: loadForm` */
  trigger: string;
  guard: string | null;
  actions: string[];
  /** a delayed transition's delay: its milliseconds when known, its name when it has one */
  delay: { ms: number | null; name: string | null } | null;
  /** no target: the state is not left, only the actions run */
  internal: boolean;
  /** the target is exited and entered again (its entry actions, delays and actors restart) */
  reenter: boolean;
  /** `trigger [guard] / action, action (reenter)` */
  label: string;
  description: string | null;
}

export interface ChartGraph {
  machineId: string;
  /** the root's id (the machine's id) */
  root: string;
  nodes: ChartNode[];
  edges: ChartEdge[];
  /** the states of other registry charts that invoke this one, in registry order */
  invokedBy: ChartInvoker[];
}

/** Every transition of a state node, in the order coverage lists them: by event, then eventless ones. */
export function ownTransitions(node: AnyStateNode): AnyTransitionDefinition[] {
  return [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
}

function edgeKind(t: AnyTransitionDefinition): ChartEdgeKind {
  if (t.eventType === '') return 'always';
  if ((t as { delay?: unknown }).delay !== undefined) return 'after';
  if (t.eventType.startsWith('xstate.done.actor.')) return 'done';
  if (t.eventType.startsWith('xstate.error.actor.')) return 'error';
  if (t.eventType.startsWith('xstate.done.state.')) return 'doneState';
  return 'event';
}

function chartEdge(t: AnyTransitionDefinition, machine: AnyStateMachine): ChartEdge {
  const source = t.source as AnyStateNode;
  const siblings: AnyTransitionDefinition[] =
    t.eventType === '' ? (source.always ?? []) : (source.transitions.get(t.eventType) ?? []);
  const targets = ((t.target ?? []) as AnyStateNode[]).map((n) => n.id);
  const kind = edgeKind(t);
  const rawDelay = (t as { delay?: string | number }).delay;
  const delay =
    kind === 'after' && rawDelay !== undefined
      ? { ms: delayMs(rawDelay, machine), name: typeof rawDelay === 'string' ? rawDelay : null }
      : null;
  const trigger = triggerLabel(t.eventType, machine);
  const guard = t.guard === undefined ? null : guardLabel(t.guard);
  const actions = (t.actions ?? []).map(actionName);
  const reenter = t.reenter === true;
  const label =
    trigger +
    (guard ? ` [${guard}]` : '') +
    (actions.length ? ` / ${actions.join(', ')}` : '') +
    (reenter ? ' (reenter)' : '');
  return {
    key: transitionKey(t),
    source: source.id,
    targets,
    eventType: t.eventType,
    kind,
    index: siblings.indexOf(t),
    trigger,
    guard,
    actions,
    delay,
    internal: targets.length === 0,
    reenter,
    label,
    description: (t as { description?: string }).description ?? null,
  };
}

/**
 * A delayed transition makes xstate add a `raise` of its event to the state's entry and a
 * `cancel` of it to its exit; those are how `after` works, not actions the chart declares.
 */
function declaredActions(node: AnyStateNode, actions: readonly unknown[]): string[] {
  const delayed = new Set(node.after.map((t) => t.eventType));
  return actions
    .filter((a) => {
      const { type, id, sendId } = (typeof a === 'function' ? a : {}) as {
        type?: unknown;
        id?: unknown;
        sendId?: unknown;
      };
      if (type === 'xstate.raise') return !delayed.has(id as string);
      if (type === 'xstate.cancel') return !delayed.has(sendId as string);
      return true;
    })
    .map(actionName);
}

/**
 * The registry chart the `index`th invocation of `node` runs: its actor is a statechart (named
 * in the machine's actors, or written in place) that the registry lists — matched by the
 * machine's id, which a `.provide()`d copy keeps.
 */
function invokedChart(node: AnyStateNode, index: number, registry: readonly RegisteredChart[]): string | undefined {
  const written = [node.config.invoke ?? []].flat()[index] as { src?: unknown } | undefined;
  const actors = node.machine.implementations.actors as Record<string, unknown>;
  const named = typeof written?.src === 'string' ? actors[written.src] : written?.src;
  const logic = named && typeof named === 'object' && 'src' in named ? (named as { src: unknown }).src : named;
  if (!logic || typeof logic !== 'object' || !('root' in logic) || !('id' in logic)) return undefined;
  return registry.find((e) => e.machine.id === (logic as AnyStateMachine).id)?.id;
}

/** Every invocation of a machine's states that runs a chart of `registry`. */
function chartInvocations(machine: AnyStateMachine, registry: readonly RegisteredChart[]) {
  const out: Array<{ state: string; id: string; chart: string }> = [];
  const walk = (node: AnyStateNode) => {
    node.invoke.forEach((i, index) => {
      const chart = invokedChart(node, index, registry);
      if (chart !== undefined) out.push({ state: node.id, id: i.id, chart });
    });
    for (const child of Object.values(node.states) as AnyStateNode[]) walk(child);
  };
  walk(machine.root);
  return out;
}

function chartNode(node: AnyStateNode, registry: readonly RegisteredChart[]): ChartNode {
  const children = Object.values(node.states) as AnyStateNode[];
  const initial = node.type === 'compound' ? ((node.initial.target as AnyStateNode[])[0]?.id ?? null) : null;
  return {
    id: node.id,
    key: node.key,
    parent: node.parent?.id ?? null,
    type: node.type,
    initial,
    history: node.type === 'history' ? node.history || 'shallow' : null,
    children: children.map((c) => c.id),
    entry: declaredActions(node, node.entry),
    exit: declaredActions(node, node.exit),
    invoke: node.invoke.map((i, index) => {
      const chart = invokedChart(node, index, registry);
      return {
        id: i.id,
        src: typeof i.src === 'string' && !i.src.startsWith('xstate.invoke.') ? i.src : 'inline',
        ...(chart === undefined ? {} : { chart }),
      };
    }),
    tags: [...node.tags],
    description: node.description ?? null,
  };
}

/**
 * The machine as nodes (every state node, the root first) and edges (every transition), with
 * the charts of `registry` it invokes (on its nodes) and those that invoke it: the atlas links
 * a parent chart and its children both ways.
 */
export function machineGraph(
  machine: AnyStateMachine,
  registry: readonly RegisteredChart[] = machineRegistry,
): ChartGraph {
  const nodes: ChartNode[] = [];
  const edges: ChartEdge[] = [];
  const walk = (node: AnyStateNode) => {
    nodes.push(chartNode(node, registry));
    for (const t of ownTransitions(node)) edges.push(chartEdge(t, machine));
    for (const child of Object.values(node.states) as AnyStateNode[]) walk(child);
  };
  walk(machine.root);
  const self = registry.find((e) => e.machine.id === machine.id)?.id;
  const invokedBy: ChartInvoker[] = [];
  if (self !== undefined)
    for (const parent of registry)
      for (const { state, id, chart } of chartInvocations(parent.machine, registry))
        if (chart === self) invokedBy.push({ chart: parent.id, state, id });
  return { machineId: machine.id, root: machine.root.id, nodes, edges, invokedBy };
}
