import ELK from 'elkjs/lib/elk.bundled.js';
import type { ElkNode } from 'elkjs/lib/elk-api';
import { createMachine, fromPromise, setup } from 'xstate';
import { beforeAll, describe, expect, it } from 'vitest';
import { machineRegistry } from '../../machines';
import { machineGraph, type ChartEdge, type ChartGraph, type ChartNode } from '../../src/atlas/graph';
import {
  CHAR_WIDTH,
  LINE_HEIGHT,
  MAX_LINE_CHARS,
  edgeLabelLines,
  fit,
  layoutChart,
  layoutInput,
  nodeLines,
  positionChart,
  wrap,
  type ChartLayout,
  type LaidEdge,
  type LaidNode,
} from '../../src/atlas/layout';

const elk = new ELK();

/** How far a routed end point may sit from the box it leaves or enters. */
const BORDER_TOLERANCE = 3;
/** Rounding slack for a child's box inside its parent's. */
const EPS = 0.5;
/** How far a label may sit from its arrow (ELK keeps it elk.spacing.edgeLabel = 4 away). */
const LABEL_GAP = 8;

const LONG_GUARD = 'everyRequiredFieldIsFilledInAndTheCaptchaWasSolved';
const LONG_ACTIONS = [
  'rememberTheDraft',
  'announceTheResultToScreenReaders',
  'clearTheDraftStorage',
  'trackTheSubmit',
] as const;

/** A wizard: nesting, a deep history, an internal transition, a guarded long label, a final state. */
const wizardMachine = setup({
  types: {
    events: {} as
      | { type: 'next' }
      | { type: 'back' }
      | { type: 'note' }
      | { type: 'pause' }
      | { type: 'resume' }
      | { type: 'finish' },
  },
  actors: { loadDraft: fromPromise(async () => 1) },
  actions: {
    remember: () => {},
    announce: () => {},
    clearDraft: () => {},
    rememberTheDraft: () => {},
    announceTheResultToScreenReaders: () => {},
    clearTheDraftStorage: () => {},
    trackTheSubmit: () => {},
  },
  guards: { [LONG_GUARD]: () => true },
}).createMachine({
  id: 'wizard',
  initial: 'editing',
  states: {
    editing: {
      initial: 'details',
      entry: 'announce',
      exit: 'clearDraft',
      on: { note: { actions: 'remember' }, pause: 'paused' },
      states: {
        details: { invoke: { id: 'draft', src: 'loadDraft' }, on: { next: 'review' } },
        review: {
          on: {
            back: 'details',
            finish: { guard: LONG_GUARD, target: '#wizard.done', actions: LONG_ACTIONS },
          },
        },
        hist: { type: 'history', history: 'deep' },
      },
    },
    paused: { on: { resume: 'editing.hist' } },
    done: { type: 'final' },
  },
});

/** A panel that switches on into two regions; `reset` enters both regions at once. */
const panelMachine = createMachine({
  id: 'panel',
  initial: 'off',
  states: {
    off: { on: { power: 'on' } },
    on: {
      type: 'parallel',
      on: { power: '#panel.off', reset: { target: ['.sound.muted', '.light.dim'] } },
      states: {
        sound: {
          initial: 'loud',
          states: { loud: { on: { mute: 'muted' } }, muted: { on: { unmute: 'loud' } } },
        },
        light: {
          initial: 'bright',
          states: { bright: { on: { dim: 'dim' } }, dim: { on: { brighten: 'bright' } } },
        },
      },
    },
  },
});

// ─── helpers ──────────────────────────────────────────────────────────────────────────────────

const chartNode = (more: Partial<ChartNode>): ChartNode => ({
  id: 'm.s',
  key: 's',
  parent: 'm',
  type: 'atomic',
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

const chartEdge = (more: Partial<ChartEdge>): ChartEdge => ({
  key: 'm.a —go#0→ m.b',
  source: 'm.a',
  targets: ['m.b'],
  eventType: 'go',
  kind: 'event',
  index: 0,
  trigger: 'go',
  guard: null,
  actions: [],
  delay: null,
  internal: false,
  reenter: false,
  label: 'go',
  description: null,
  ...more,
});

/** Distance from a point to the outline of a box (0 on the border). */
function borderDistance(p: { x: number; y: number }, b: LaidNode): number {
  const inside = p.x >= b.x && p.x <= b.x + b.width && p.y >= b.y && p.y <= b.y + b.height;
  if (inside) return Math.min(p.x - b.x, b.x + b.width - p.x, p.y - b.y, b.y + b.height - p.y);
  const dx = Math.max(b.x - p.x, 0, p.x - (b.x + b.width));
  const dy = Math.max(b.y - p.y, 0, p.y - (b.y + b.height));
  return Math.hypot(dx, dy);
}

/** Distance from a box to the nearest point of a polyline (0 when they touch). */
function pathDistance(
  points: LaidEdge['points'],
  box: { x: number; y: number; width: number; height: number },
): number {
  let best = Infinity;
  for (let i = 0; i + 1 < points.length; i++) {
    const a = points[i]!;
    const b = points[i + 1]!;
    for (let t = 0; t <= 1; t += 1 / 64) {
      const x = a.x + (b.x - a.x) * t;
      const y = a.y + (b.y - a.y) * t;
      const dx = Math.max(box.x - x, 0, x - (box.x + box.width));
      const dy = Math.max(box.y - y, 0, y - (box.y + box.height));
      best = Math.min(best, Math.hypot(dx, dy));
    }
  }
  return best;
}

const byId = (layout: ChartLayout) => new Map(layout.nodes.map((n) => [n.id, n]));

/** The state a laid node is drawn inside: its chart parent, or the compound an initial marker starts. */
function parentOf(node: LaidNode, graph: ChartGraph): string | null {
  if (node.kind === 'initial') return node.id.slice(0, -'#initial'.length);
  return graph.nodes.find((n) => n.id === node.id)!.parent;
}

/** Checks what holds for every chart: sizes, nesting, order, and edges that touch their ends. */
function expectWellLaid(graph: ChartGraph, layout: ChartLayout): void {
  const nodes = byId(layout);
  expect(layout.machineId).toBe(graph.machineId);
  expect(layout.width).toBeGreaterThan(0);
  expect(layout.height).toBeGreaterThan(0);
  layout.nodes.forEach((node, index) => {
    expect(node.width, node.id).toBeGreaterThan(0);
    expect(node.height, node.id).toBeGreaterThan(0);
    // everything lies on the canvas
    expect(node.x, node.id).toBeGreaterThanOrEqual(0);
    expect(node.y, node.id).toBeGreaterThanOrEqual(0);
    expect(node.x + node.width, node.id).toBeLessThanOrEqual(layout.width + EPS);
    expect(node.y + node.height, node.id).toBeLessThanOrEqual(layout.height + EPS);
    const parentId = parentOf(node, graph);
    if (parentId === null) {
      expect(node.depth, node.id).toBe(0);
      return;
    }
    const parent = nodes.get(parentId)!;
    expect(parent, `${node.id} has its parent ${parentId} drawn`).toBeDefined();
    expect(node.depth, node.id).toBe(parent.depth + 1);
    // parents come first so drawing in order nests
    expect(layout.nodes.indexOf(parent), node.id).toBeLessThan(index);
    // coordinates are absolute: the child's box is inside its parent's
    expect(node.x, `${node.id} left`).toBeGreaterThanOrEqual(parent.x - EPS);
    expect(node.y, `${node.id} top`).toBeGreaterThanOrEqual(parent.y - EPS);
    expect(node.x + node.width, `${node.id} right`).toBeLessThanOrEqual(parent.x + parent.width + EPS);
    expect(node.y + node.height, `${node.id} bottom`).toBeLessThanOrEqual(parent.y + parent.height + EPS);
  });
  for (const edge of layout.edges) {
    expect(edge.points.length, edge.id).toBeGreaterThanOrEqual(2);
    const first = edge.points[0]!;
    const last = edge.points.at(-1)!;
    expect(borderDistance(first, nodes.get(edge.source)!), `${edge.id} leaves its source`).toBeLessThanOrEqual(
      BORDER_TOLERANCE,
    );
    expect(borderDistance(last, nodes.get(edge.target)!), `${edge.id} enters its target`).toBeLessThanOrEqual(
      BORDER_TOLERANCE,
    );
    // a label is on the canvas (absolute, like the points) and next to its own arrow
    const label = edge.label;
    expect(label === null, `${edge.id} is labelled unless it is an initial arrow`).toBe(edge.edgeKey === null);
    if (label) {
      expect(label.x, edge.id).toBeGreaterThanOrEqual(0);
      expect(label.y, edge.id).toBeGreaterThanOrEqual(0);
      expect(label.x + label.width, edge.id).toBeLessThanOrEqual(layout.width + EPS);
      expect(label.y + label.height, edge.id).toBeLessThanOrEqual(layout.height + EPS);
      expect(pathDistance(edge.points, label), `${edge.id} label beside its arrow`).toBeLessThanOrEqual(LABEL_GAP);
    }
  }
}

// ─── text ─────────────────────────────────────────────────────────────────────────────────────

describe('fit', () => {
  it('keeps a line that fits and cuts a longer one with an ellipsis to exactly the maximum', () => {
    expect(fit('abcd', 4)).toBe('abcd');
    expect(fit('abcde', 4)).toBe('abc…');
    expect(fit('x'.repeat(MAX_LINE_CHARS))).toBe('x'.repeat(MAX_LINE_CHARS));
    const cut = fit('x'.repeat(MAX_LINE_CHARS + 1));
    expect(cut).toBe(`${'x'.repeat(MAX_LINE_CHARS - 1)}…`);
    expect(cut).toHaveLength(MAX_LINE_CHARS);
  });
});

describe('wrap', () => {
  it('breaks after spaces and commas, dropping the trailing blank of each line', () => {
    expect(wrap('alpha beta, gamma', 10)).toEqual(['alpha', 'beta,', 'gamma']);
    expect(wrap('a,b,c,d', 4)).toEqual(['a,b,', 'c,d']);
  });

  it('keeps a line of exactly the maximum together and gives nothing for blank text', () => {
    expect(wrap('abc def', 7)).toEqual(['abc def']);
    expect(wrap('abc defg', 7)).toEqual(['abc', 'defg']);
    expect(wrap('')).toEqual([]);
    expect(wrap('   ')).toEqual([]);
  });

  it('cuts a word longer than a line with an ellipsis', () => {
    expect(wrap('short averyveryverylongword end', 8)).toEqual(['short', 'averyve…', 'end']);
  });

  it('defaults to MAX_LINE_CHARS', () => {
    const words = Array.from({ length: 30 }, (_, i) => `word${i}`).join(' ');
    const lines = wrap(words);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(MAX_LINE_CHARS);
    expect(lines.join(' ')).toBe(words);
    // each line is as full as it can be: the next word would not have fitted
    for (let i = 0; i < lines.length - 1; i++) {
      const nextWord = lines[i + 1]!.split(' ')[0]!;
      expect(`${lines[i]} ${nextWord}`.length).toBeGreaterThan(MAX_LINE_CHARS);
    }
  });
});

describe('edgeLabelLines', () => {
  it('is the trigger alone for a plain transition', () => {
    expect(edgeLabelLines(chartEdge({}))).toEqual(['go']);
  });

  it('puts the guard in brackets after the trigger, the actions after a slash, then (reenter)', () => {
    expect(
      edgeLabelLines(chartEdge({ trigger: 'submit', guard: 'isValid', actions: ['save', 'notify'], reenter: true })),
    ).toEqual(['submit [isValid]', '/ save, notify', '(reenter)']);
  });

  it('wraps a long guard and a long action list at MAX_LINE_CHARS', () => {
    const lines = edgeLabelLines(chartEdge({ trigger: 'finish', guard: LONG_GUARD, actions: [...LONG_ACTIONS] }));
    expect(lines).toEqual([
      'finish',
      `[${LONG_GUARD}]`.slice(0, MAX_LINE_CHARS - 1) + '…',
      '/ rememberTheDraft,',
      'announceTheResultToScreenReaders,',
      'clearTheDraftStorage, trackTheSubmit',
    ]);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(MAX_LINE_CHARS);
  });
});

describe('nodeLines', () => {
  it('lists invoked actors, entry and exit actions, then the transitions that stay in the state', () => {
    const node = chartNode({
      invoke: [
        { id: 'a', src: 'loadDraft' },
        { id: 'b', src: 'inline' },
      ],
      entry: ['announce', 'focus'],
      exit: ['clearDraft'],
    });
    const internal = [chartEdge({ targets: [], internal: true, label: 'note / remember' })];
    expect(nodeLines(node, internal)).toEqual([
      'invoke loadDraft',
      'invoke inline',
      'entry / announce, focus',
      'exit / clearDraft',
      'note / remember',
    ]);
  });

  it('is empty for a bare state and cuts long lines to MAX_LINE_CHARS', () => {
    expect(nodeLines(chartNode({}), [])).toEqual([]);
    const lines = nodeLines(chartNode({ entry: [...LONG_ACTIONS] }), []);
    expect(lines).toEqual([fit(`entry / ${LONG_ACTIONS.join(', ')}`)]);
    expect(lines[0]).toHaveLength(MAX_LINE_CHARS);
    expect(lines[0]!.endsWith('…')).toBe(true);
  });
});

// ─── ELK input and output ─────────────────────────────────────────────────────────────────────

describe('layoutInput', () => {
  const graph = machineGraph(wizardMachine);
  const prepared = layoutInput(graph);
  const root = prepared.elk.children![0]!;
  const find = (n: ElkNode, id: string): ElkNode | undefined =>
    n.id === id ? n : (n.children ?? []).map((c) => find(c, id)).find(Boolean);

  it('nests the root under a canvas with ELK laying out the whole hierarchy at once', () => {
    expect(prepared.elk.id).toBe('#canvas');
    expect(prepared.elk.children!.map((c) => c.id)).toEqual(['wizard']);
    expect(prepared.elk.layoutOptions?.['elk.hierarchyHandling']).toBe('INCLUDE_CHILDREN');
    expect(prepared.elk.layoutOptions?.['elk.json.shapeCoords']).toBe('ROOT');
    expect(prepared.elk.layoutOptions?.['elk.json.edgeCoords']).toBe('ROOT');
    // the initial marker comes first among a compound's children
    expect(root.children!.map((c) => c.id)).toEqual([
      'wizard#initial',
      'wizard.editing',
      'wizard.paused',
      'wizard.done',
    ]);
    expect(find(root, 'wizard.editing')!.children!.map((c) => c.id)).toEqual([
      'wizard.editing#initial',
      'wizard.editing.details',
      'wizard.editing.review',
      'wizard.editing.hist',
    ]);
  });

  it('sizes markers, history states and leaves for their text', () => {
    expect(find(root, 'wizard#initial')).toMatchObject({ width: 12, height: 12 });
    expect(find(root, 'wizard.editing.hist')).toMatchObject({ width: 30, height: 30 });
    // a short leaf gets the minimum box
    expect(find(root, 'wizard.paused')).toMatchObject({ width: 80, height: 36 });
    // a leaf with one line: 'invoke loadDraft' is 16 characters
    expect(find(root, 'wizard.editing.details')).toMatchObject({
      width: Math.max(80, 16 * CHAR_WIDTH + 20),
      height: 24 + LINE_HEIGHT + 6,
    });
    // a compound: room for its header (title + 3 lines) above its children
    expect(find(root, 'wizard.editing')!.layoutOptions?.['elk.padding']).toBe(
      `[top=${24 + 3 * LINE_HEIGHT + 10},left=14,bottom=14,right=14]`,
    );
  });

  it('has one edge per transition target plus one per initial marker, labels sized for their lines', () => {
    const external = graph.edges.filter((e) => !e.internal);
    expect(prepared.elk.edges!.map((e) => e.id).sort()).toEqual(
      [...external.map((e) => `${e.key}@0`), 'wizard#initial', 'wizard.editing#initial'].sort(),
    );
    const finish = graph.edges.find((e) => e.eventType === 'finish')!;
    const lines = edgeLabelLines(finish);
    expect(prepared.labels.get(`${finish.key}@0`)).toEqual(lines);
    const label = prepared.elk.edges!.find((e) => e.id === `${finish.key}@0`)!.labels![0]!;
    expect(label.text).toBe(lines.join('\n'));
    expect(label.width).toBe(Math.max(...lines.map((l) => l.length)) * CHAR_WIDTH + 8);
    expect(label.height).toBe(lines.length * LINE_HEIGHT + 4);
    expect(prepared.edgeKeys.get('wizard#initial')).toBeNull();
    expect(prepared.edgeKeys.get(`${finish.key}@0`)).toBe(finish.key);
  });
});

describe('positionChart', () => {
  it('reads positions, flattens each section into points and collects edges nested anywhere', () => {
    const graph = machineGraph(createMachine({ id: 'tiny', initial: 'a', states: { a: { on: { go: 'b' } }, b: {} } }));
    const prepared = layoutInput(graph);
    const go = graph.edges[0]!;
    const laidOut: ElkNode = {
      id: '#canvas',
      width: 300,
      height: 200,
      children: [
        {
          id: 'tiny',
          x: 8,
          y: 8,
          width: 284,
          height: 184,
          children: [
            { id: 'tiny#initial', x: 20, y: 40, width: 12, height: 12 },
            { id: 'tiny.a', x: 20, y: 70, width: 80, height: 36 },
            // no position: read as 0
            { id: 'tiny.b' },
          ],
          edges: [
            {
              id: 'tiny#initial',
              sources: ['tiny#initial'],
              targets: ['tiny.a'],
              sections: [{ id: 's0', startPoint: { x: 26, y: 52 }, endPoint: { x: 26, y: 70 } }],
            },
          ],
        },
      ],
      edges: [
        {
          id: `${go.key}@0`,
          sources: ['tiny.a'],
          targets: ['tiny.b'],
          labels: [{ id: 'l', text: 'go', x: 50, y: 120, width: 22, height: 20 }],
          sections: [
            {
              id: 's1',
              startPoint: { x: 60, y: 106 },
              bendPoints: [
                { x: 60, y: 130 },
                { x: 10, y: 130 },
              ],
              endPoint: { x: 10, y: 0 },
            },
          ],
        },
      ],
    };
    const layout = positionChart(graph, prepared, laidOut);
    expect(layout).toEqual({
      machineId: 'tiny',
      width: 300,
      height: 200,
      nodes: [
        {
          id: 'tiny',
          kind: 'compound',
          title: 'tiny',
          lines: [],
          region: false,
          depth: 0,
          x: 8,
          y: 8,
          width: 284,
          height: 184,
        },
        {
          id: 'tiny#initial',
          kind: 'initial',
          title: '',
          lines: [],
          region: false,
          depth: 1,
          x: 20,
          y: 40,
          width: 12,
          height: 12,
        },
        {
          id: 'tiny.a',
          kind: 'atomic',
          title: 'a',
          lines: [],
          region: false,
          depth: 1,
          x: 20,
          y: 70,
          width: 80,
          height: 36,
        },
        {
          id: 'tiny.b',
          kind: 'atomic',
          title: 'b',
          lines: [],
          region: false,
          depth: 1,
          x: 0,
          y: 0,
          width: 0,
          height: 0,
        },
      ],
      edges: [
        {
          id: `${go.key}@0`,
          edgeKey: go.key,
          source: 'tiny.a',
          target: 'tiny.b',
          points: [
            { x: 60, y: 106 },
            { x: 60, y: 130 },
            { x: 10, y: 130 },
            { x: 10, y: 0 },
          ],
          label: { lines: ['go'], x: 50, y: 120, width: 22, height: 20 },
        },
        {
          id: 'tiny#initial',
          edgeKey: null,
          source: 'tiny#initial',
          target: 'tiny.a',
          points: [
            { x: 26, y: 52 },
            { x: 26, y: 70 },
          ],
          label: null,
        },
      ],
    } satisfies ChartLayout);
  });
});

// ─── real ELK ─────────────────────────────────────────────────────────────────────────────────

describe('layoutChart with ELK', () => {
  describe('a nested chart with history, final and internal transitions', () => {
    const graph = machineGraph(wizardMachine);
    let layout: ChartLayout;
    beforeAll(async () => {
      layout = await layoutChart(graph, elk);
    });

    it('draws every state, the root included, and an initial marker per compound', () => {
      expect(layout.nodes.map((n) => n.id)).toEqual([
        'wizard',
        'wizard#initial',
        'wizard.editing',
        'wizard.editing#initial',
        'wizard.editing.details',
        'wizard.editing.review',
        'wizard.editing.hist',
        'wizard.paused',
        'wizard.done',
      ]);
      expect(Object.fromEntries(layout.nodes.map((n) => [n.id, n.kind]))).toEqual({
        wizard: 'compound',
        'wizard#initial': 'initial',
        'wizard.editing': 'compound',
        'wizard.editing#initial': 'initial',
        'wizard.editing.details': 'atomic',
        'wizard.editing.review': 'atomic',
        'wizard.editing.hist': 'history',
        'wizard.paused': 'atomic',
        'wizard.done': 'final',
      });
      expect(layout.nodes.every((n) => !n.region)).toBe(true);
    });

    it('lays every box inside its parent, with positive sizes, parents first', () => {
      expectWellLaid(graph, layout);
      const nodes = byId(layout);
      expect(nodes.get('wizard.editing.hist')).toMatchObject({ title: 'H*', width: 30, height: 30 });
      expect(nodes.get('wizard#initial')).toMatchObject({ title: '', width: 12, height: 12, depth: 1 });
      expect(nodes.get('wizard.done')).toMatchObject({ kind: 'final', title: 'done', lines: [] });
    });

    it('shows a targetless transition in its state’s lines, not as an edge', () => {
      const note = graph.edges.find((e) => e.eventType === 'note')!;
      expect(note.internal).toBe(true);
      expect(byId(layout).get('wizard.editing')!.lines).toEqual([
        'entry / announce',
        'exit / clearDraft',
        'note / remember',
      ]);
      expect(layout.edges.some((e) => e.edgeKey === note.key)).toBe(false);
      expect(byId(layout).get('wizard.editing.details')!.lines).toEqual(['invoke loadDraft']);
    });

    it('draws one edge per transition, keyed for coverage, from source to target', () => {
      const external = graph.edges.filter((e) => !e.internal);
      const arrows = layout.edges.filter((e) => e.edgeKey !== null);
      expect(arrows.map((e) => e.id).sort()).toEqual(external.map((e) => `${e.key}@0`).sort());
      for (const e of external) {
        const laid = arrows.find((a) => a.edgeKey === e.key)!;
        expect(laid).toMatchObject({ id: `${e.key}@0`, source: e.source, target: e.targets[0] });
        expect(laid.label?.lines).toEqual(edgeLabelLines(e));
      }
      // the resume arrow goes to the history state
      const resume = arrows.find((a) => a.source === 'wizard.paused')!;
      expect(resume.target).toBe('wizard.editing.hist');
    });

    it('draws an unlabelled initial arrow from each marker to its compound’s initial child', () => {
      const initials = layout.edges.filter((e) => e.edgeKey === null);
      expect(initials.map(({ id, source, target, label }) => ({ id, source, target, label }))).toEqual(
        expect.arrayContaining([
          { id: 'wizard#initial', source: 'wizard#initial', target: 'wizard.editing', label: null },
          {
            id: 'wizard.editing#initial',
            source: 'wizard.editing#initial',
            target: 'wizard.editing.details',
            label: null,
          },
        ]),
      );
      expect(initials).toHaveLength(2);
    });

    it('wraps a long transition label at MAX_LINE_CHARS and makes its box fit the text', () => {
      const finish = layout.edges.find((e) => e.edgeKey?.includes('—finish#0→'))!;
      expect(finish.label!.lines.length).toBeGreaterThan(2);
      for (const line of finish.label!.lines) expect(line.length).toBeLessThanOrEqual(MAX_LINE_CHARS);
      const longest = Math.max(...finish.label!.lines.map((l) => l.length));
      expect(finish.label!.width).toBe(longest * CHAR_WIDTH + 8);
      expect(finish.label!.height).toBe(finish.label!.lines.length * LINE_HEIGHT + 4);
    });

    it('is deterministic: the same chart gives the same layout', async () => {
      expect(await layoutChart(graph, elk)).toEqual(layout);
    });
  });

  describe('a chart with a parallel state', () => {
    const graph = machineGraph(panelMachine);
    let layout: ChartLayout;
    beforeAll(async () => {
      layout = await layoutChart(graph, elk);
    });

    it('flags the regions of the parallel state, and nothing else', () => {
      expectWellLaid(graph, layout);
      expect(layout.nodes.filter((n) => n.region).map((n) => n.id)).toEqual(['panel.on.sound', 'panel.on.light']);
      expect(byId(layout).get('panel.on')!.kind).toBe('parallel');
      // a parallel state has no initial marker; its regions have theirs
      expect(layout.nodes.filter((n) => n.kind === 'initial').map((n) => n.id)).toEqual([
        'panel#initial',
        'panel.on.sound#initial',
        'panel.on.light#initial',
      ]);
    });

    it('draws a transition into two regions as two edges sharing its key', () => {
      const reset = graph.edges.find((e) => e.eventType === 'reset')!;
      expect(reset.targets).toEqual(['panel.on.sound.muted', 'panel.on.light.dim']);
      const laid = layout.edges.filter((e) => e.edgeKey === reset.key);
      expect(laid.map(({ id, source, target }) => ({ id, source, target }))).toEqual([
        { id: `${reset.key}@0`, source: 'panel.on', target: 'panel.on.sound.muted' },
        { id: `${reset.key}@1`, source: 'panel.on', target: 'panel.on.light.dim' },
      ]);
      expect(laid[0]!.label!.lines).toEqual(['reset']);
    });
  });

  // one test per chart: all of them in one test took 5 s on a busy 2-core machine, and the
  // registry keeps growing; each chart alone stays well under a second
  describe('lays out every registered statechart completely', () => {
    // ELK's first layout in a process compiles its engine (0.6 s idle, 1.3 s with both cores busy):
    // paid once, with room, instead of by whichever chart comes first
    beforeAll(
      () => layoutChart(machineGraph(createMachine({ id: 'warmUp', initial: 'a', states: { a: {} } })), elk),
      20_000,
    );
    it('has charts to lay out', () => expect(machineRegistry.length).toBeGreaterThan(0));
    it.each(machineRegistry.map((e) => [e.id, e] as const))('%s', async (_id, entry) => {
      const graph = machineGraph(entry.machine);
      const layout = await layoutChart(graph, elk);
      const markers = graph.nodes.filter((n) => n.initial !== null).length;
      const targets = graph.edges.filter((e) => !e.internal).reduce((sum, e) => sum + e.targets.length, 0);
      expect(layout.nodes).toHaveLength(graph.nodes.length + markers);
      expect(layout.edges).toHaveLength(targets + markers);
      expect(new Set(layout.nodes.map((n) => n.id)).size).toBe(layout.nodes.length);
      expect(new Set(layout.edges.map((e) => e.id)).size).toBe(layout.edges.length);
      const keys = new Set(graph.edges.filter((e) => !e.internal).map((e) => e.key));
      expect(new Set(layout.edges.flatMap((e: LaidEdge) => (e.edgeKey ? [e.edgeKey] : [])))).toEqual(keys);
      expectWellLaid(graph, layout);
    });
  });
});
