import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';
import type { ChartEdge, ChartGraph, ChartNode, ChartNodeType } from './graph';

/**
 * A chart graph placed on a plane by ELK's layered algorithm (elkjs): compound and parallel
 * states are boxes around their children, every transition a routed polyline with its label.
 * This module only builds ELK's input and reads its output; ELK itself runs in a web worker in
 * the portal (layout.worker.ts) and in-process in Node (export, benchmark, tests).
 *
 * Text is set in a monospace face so its width is known without a browser: a label is sized
 * here, drawn by ChartSvg, and the two agree.
 */

export const FONT_SIZE = 12;
/** the advance of one monospace character at FONT_SIZE (0.6 em in DejaVu Sans Mono, Menlo, Consolas) */
export const CHAR_WIDTH = FONT_SIZE * 0.6;
export const LINE_HEIGHT = 16;
/** longer lines are cut with an ellipsis; the full text is in the element's tooltip */
export const MAX_LINE_CHARS = 46;
const PAD = 10;
const HEADER = 24;
const INITIAL_SIZE = 12;
const HISTORY_SIZE = 30;

export type LaidNodeKind = ChartNodeType | 'initial';

export interface LaidNode {
  /** the state node's id; `<parent id>#initial` for an initial marker */
  id: string;
  kind: LaidNodeKind;
  /** the state's key (its name in the parent); `H` / `H*` for history states */
  title: string;
  /** what the state does: invoked actors, entry/exit actions, transitions that stay in it */
  lines: string[];
  /** a region of a parallel state (drawn dashed) */
  region: boolean;
  depth: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface LaidLabel {
  lines: string[];
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface LaidEdge {
  /** `<transition key>@<target index>`, or `<initial marker id>` for an initial arrow */
  id: string;
  /** the transition's coverage key; null for an initial arrow */
  edgeKey: string | null;
  source: string;
  target: string;
  points: Array<{ x: number; y: number }>;
  label: LaidLabel | null;
}

export interface ChartLayout {
  machineId: string;
  width: number;
  height: number;
  /** parents before children, so drawing in order nests correctly */
  nodes: LaidNode[];
  edges: LaidEdge[];
}

/** Cuts a line to MAX_LINE_CHARS with an ellipsis. */
export function fit(text: string, max = MAX_LINE_CHARS): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/** Breaks text at spaces and commas into lines of at most `max` characters (a longer word is cut). */
export function wrap(text: string, max = MAX_LINE_CHARS): string[] {
  const words = text.split(/(?<=[ ,])/);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    if (line && (line + word).trimEnd().length > max) {
      lines.push(line.trimEnd());
      line = '';
    }
    line += word;
  }
  if (line.trim()) lines.push(line.trimEnd());
  return lines.map((l) => fit(l, max));
}

const textWidth = (lines: readonly string[]) => Math.max(0, ...lines.map((l) => l.length)) * CHAR_WIDTH;

/** The lines an edge's label shows: trigger [guard], then / actions. */
export function edgeLabelLines(edge: ChartEdge): string[] {
  const head = wrap(edge.guard ? `${edge.trigger} [${edge.guard}]` : edge.trigger);
  const tail = edge.actions.length ? wrap(`/ ${edge.actions.join(', ')}`) : [];
  return [...head, ...tail, ...(edge.reenter ? ['(reenter)'] : [])];
}

/** The lines a state shows under its name. */
export function nodeLines(node: ChartNode, internal: readonly ChartEdge[]): string[] {
  return [
    ...node.invoke.map((i) => fit(`invoke ${i.src}`)),
    ...(node.entry.length ? [fit(`entry / ${node.entry.join(', ')}`)] : []),
    ...(node.exit.length ? [fit(`exit / ${node.exit.join(', ')}`)] : []),
    ...internal.map((e) => fit(e.label)),
  ];
}

const nodeTitle = (node: ChartNode) => (node.type === 'history' ? (node.history === 'deep' ? 'H*' : 'H') : node.key);

interface Prepared {
  elk: ElkNode;
  /** what is drawn for each ELK node, before positions */
  nodes: Map<string, Omit<LaidNode, 'x' | 'y' | 'width' | 'height'>>;
  labels: Map<string, string[]>;
  edgeKeys: Map<string, string | null>;
}

/** ELK's input for a chart: nested nodes sized for their text, one edge per transition target. */
export function layoutInput(graph: ChartGraph): Prepared {
  const byId = new Map(graph.nodes.map((n) => [n.id, n]));
  const internal = new Map<string, ChartEdge[]>();
  for (const e of graph.edges) if (e.internal) internal.set(e.source, [...(internal.get(e.source) ?? []), e]);
  const nodes: Prepared['nodes'] = new Map();
  const labels: Prepared['labels'] = new Map();
  const edgeKeys: Prepared['edgeKeys'] = new Map();
  const edges: ElkExtendedEdge[] = [];

  const build = (node: ChartNode, depth: number): ElkNode => {
    const parent = node.parent ? byId.get(node.parent) : undefined;
    const lines = nodeLines(node, internal.get(node.id) ?? []);
    const title = nodeTitle(node);
    nodes.set(node.id, {
      id: node.id,
      kind: node.type,
      title,
      lines,
      region: parent?.type === 'parallel' && node.type !== 'history',
      depth,
    });
    const header = HEADER + lines.length * LINE_HEIGHT;
    const contentWidth = Math.max(title.length * CHAR_WIDTH + (node.type === 'final' ? 8 : 0), textWidth(lines));
    if (node.type === 'history') return { id: node.id, width: HISTORY_SIZE, height: HISTORY_SIZE };
    if (node.children.length === 0)
      return { id: node.id, width: Math.max(80, contentWidth + 2 * PAD), height: Math.max(36, header + PAD - 4) };
    const children = node.children.map((c) => build(byId.get(c)!, depth + 1));
    if (node.initial) {
      const marker = `${node.id}#initial`;
      nodes.set(marker, { id: marker, kind: 'initial', title: '', lines: [], region: false, depth: depth + 1 });
      children.unshift({ id: marker, width: INITIAL_SIZE, height: INITIAL_SIZE });
      edges.push({ id: marker, sources: [marker], targets: [node.initial] });
      edgeKeys.set(marker, null);
    }
    return {
      id: node.id,
      children,
      layoutOptions: {
        'elk.padding': `[top=${header + PAD},left=${PAD + 4},bottom=${PAD + 4},right=${PAD + 4}]`,
        'elk.nodeSize.constraints': 'MINIMUM_SIZE',
        // a flow reads down from its initial state: a depth-first walk from it in document order
        // decides which transitions point back (set per compound: ELK reads it per nested graph)
        'elk.layered.cycleBreaking.strategy': 'DEPTH_FIRST',
        'elk.nodeSize.minimum': `(${contentWidth + 2 * PAD}, ${header + 20})`,
        // the regions of a parallel state side by side, as statecharts draw them
        ...(node.type === 'parallel' ? { 'elk.spacing.nodeNode': '16' } : {}),
      },
    };
  };

  for (const e of graph.edges) {
    if (e.internal) continue;
    const lines = edgeLabelLines(e);
    e.targets.forEach((target, i) => {
      const id = `${e.key}@${i}`;
      labels.set(id, lines);
      edgeKeys.set(id, e.key);
      edges.push({
        id,
        sources: [e.source],
        targets: [target],
        labels: [
          {
            id: `${id}#label`,
            text: lines.join('\n'),
            width: textWidth(lines) + 8,
            height: lines.length * LINE_HEIGHT + 4,
          },
        ],
      });
    });
  }

  const root = build(byId.get(graph.root)!, 0);
  const elk: ElkNode = {
    id: '#canvas',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.edgeRouting': 'ORTHOGONAL',
      'elk.layered.spacing.nodeNodeBetweenLayers': '36',
      'elk.spacing.nodeNode': '28',
      'elk.spacing.edgeLabel': '4',
      'elk.spacing.edgeNode': '16',
      'elk.layered.spacing.edgeNodeBetweenLayers': '16',
      'elk.edgeLabels.inline': 'false',
      'elk.layered.edgeLabels.sideSelection': 'SMART_DOWN',
      'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
      'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
      'elk.json.edgeCoords': 'ROOT',
      'elk.json.shapeCoords': 'ROOT',
      'elk.padding': '[top=8,left=8,bottom=8,right=8]',
    },
    children: [root],
    edges,
  };
  return { elk, nodes, labels, edgeKeys };
}

/** Reads ELK's answer into what ChartSvg draws (every coordinate relative to the canvas). */
export function positionChart(graph: ChartGraph, prepared: Prepared, laidOut: ElkNode): ChartLayout {
  const nodes: LaidNode[] = [];
  const walk = (n: ElkNode) => {
    const info = prepared.nodes.get(n.id);
    if (info) nodes.push({ ...info, x: n.x ?? 0, y: n.y ?? 0, width: n.width ?? 0, height: n.height ?? 0 });
    for (const c of n.children ?? []) walk(c);
  };
  for (const c of laidOut.children ?? []) walk(c);
  const edges: LaidEdge[] = [];
  const collect = (n: ElkNode) => {
    for (const e of (n.edges ?? []) as ElkExtendedEdge[]) {
      const points = (e.sections ?? []).flatMap((s) => [s.startPoint, ...(s.bendPoints ?? []), s.endPoint]);
      const l = e.labels?.[0];
      const lines = prepared.labels.get(e.id);
      edges.push({
        id: e.id,
        edgeKey: prepared.edgeKeys.get(e.id) ?? null,
        source: e.sources[0]!,
        target: e.targets[0]!,
        points: points.map((p) => ({ x: p.x, y: p.y })),
        label: l && lines ? { lines, x: l.x ?? 0, y: l.y ?? 0, width: l.width ?? 0, height: l.height ?? 0 } : null,
      });
    }
    for (const c of n.children ?? []) collect(c);
  };
  collect(laidOut);
  return { machineId: graph.machineId, width: laidOut.width ?? 0, height: laidOut.height ?? 0, nodes, edges };
}

/** Anything that lays out an ELK graph: elkjs in a worker, or in-process. */
export interface ElkRunner {
  layout(graph: ElkNode): Promise<ElkNode>;
}

export async function layoutChart(graph: ChartGraph, elk: ElkRunner): Promise<ChartLayout> {
  const prepared = layoutInput(graph);
  return positionChart(graph, prepared, await elk.layout(prepared.elk));
}
