import ELK from 'elkjs/lib/elk.bundled.js';
import { Window } from 'happy-dom';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { machineRegistry } from '../../machines';
import {
  ChartSvg,
  charsThatFit,
  chartPalettes,
  type ChartCoverageMarks,
  type ChartHighlight,
  type ChartSvgProps,
} from '../../src/atlas/ChartSvg';
import { machineGraph } from '../../src/atlas/graph';
import { CHAR_WIDTH, layoutChart, type ChartLayout, type LaidEdge, type LaidNode } from '../../src/atlas/layout';
import { doorMachine } from './charts';

const laidNode = (id: string, kind: LaidNode['kind'], more: Partial<LaidNode> = {}): LaidNode => ({
  id,
  kind,
  title: id.split('.').at(-1)!,
  lines: [],
  region: false,
  depth: id.split('.').length - 1,
  x: 10,
  y: 10,
  width: 80,
  height: 36,
  ...more,
});

const laidEdge = (key: string | null, source: string, target: string, more: Partial<LaidEdge> = {}): LaidEdge => ({
  id: key === null ? `${source}` : `${key}@0`,
  edgeKey: key,
  source,
  target,
  points: [
    { x: 50, y: 46 },
    { x: 50, y: 100 },
  ],
  label: null,
  ...more,
});

const GO = 'm.idle —go#0→ m.busy';
const BACK = 'm.busy —back#0→ m.idle';
const DONE = 'm.busy —finish#0→ m.done';
const RESUME = 'm.done —resume#0→ m.hist';
const GHOST = 'm.idle —ghost#0→ m.busy';

/** A hand-made layout with every kind of node and every kind of edge. */
const layout: ChartLayout = {
  machineId: 'm',
  width: 400.2,
  height: 300.7,
  nodes: [
    laidNode('m', 'compound', { depth: 0, x: 8, y: 8, width: 380, height: 280, lines: ['entry / greet'] }),
    laidNode('m#initial', 'initial', { title: '', x: 40, y: 30, width: 12, height: 12 }),
    laidNode('m.idle', 'atomic', { x: 20, y: 50, lines: ['invoke loadDraft', 'note / remember'] }),
    laidNode('m.busy', 'atomic', { x: 20, y: 120.04 }),
    laidNode('m.panel', 'parallel', { x: 150, y: 50, width: 200, height: 120 }),
    laidNode('m.panel.sound', 'compound', { region: true, x: 160, y: 80, width: 80, height: 60 }),
    laidNode('m.hist', 'history', { title: 'H*', x: 20, y: 200, width: 30, height: 30 }),
    laidNode('m.done', 'final', { x: 100, y: 200 }),
  ],
  edges: [
    laidEdge(null, 'm#initial', 'm.idle'),
    laidEdge(GO, 'm.idle', 'm.busy', {
      points: [
        { x: 50.04, y: 86 },
        { x: 50, y: 103.33 },
        { x: 50, y: 120 },
      ],
      label: { lines: ['go [ready]', '/ track'], x: 60, y: 95, width: 80, height: 36 },
    }),
    laidEdge(BACK, 'm.busy', 'm.idle'),
    laidEdge(DONE, 'm.busy', 'm.done'),
    laidEdge(RESUME, 'm.done', 'm.hist'),
    // ELK gave no route: nothing is drawn
    laidEdge(GHOST, 'm.idle', 'm.busy', { points: [{ x: 1, y: 1 }] }),
  ],
};

const render = (props: Partial<ChartSvgProps> = {}) =>
  renderToStaticMarkup(createElement(ChartSvg, { layout, scheme: 'light', title: 'Machine', ...props }));

const window = new Window();
afterAll(() => window.happyDOM.close());

/** The markup as an XML document; fails the test when it is not well-formed. */
function parse(svg: string): Document {
  const doc = new window.DOMParser().parseFromString(svg, 'image/svg+xml') as unknown as Document;
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  expect(doc.documentElement.nodeName).toBe('svg');
  return doc;
}

const classOf = (doc: Document, selector: string) => doc.querySelector(selector)?.getAttribute('class');
const stateClass = (doc: Document, id: string) => classOf(doc, `[data-state="${id}"]`);
const transition = (doc: Document, key: string) => doc.querySelector(`[data-transition="${key}"]`);

describe('ChartSvg', () => {
  it('is a standalone, accessible SVG sized to the layout (rounded up)', () => {
    const svg = render({ title: 'Sign-in & "more"' });
    expect(
      svg.startsWith(
        '<svg xmlns="http://www.w3.org/2000/svg" class="atlas-chart" viewBox="0 0 401 301" width="401" height="301"',
      ),
    ).toBe(true);
    expect(svg).toContain(' role="img"');
    expect(svg).toContain(' aria-label="Sign-in &amp; &quot;more&quot;"');
    expect(svg).toContain(' data-machine="m"');
    expect(svg.endsWith('</svg>')).toBe(true);
    const root = parse(svg).documentElement;
    expect(root.getAttribute('xmlns')).toBe('http://www.w3.org/2000/svg');
    expect(root.getAttribute('viewBox')).toBe('0 0 401 301');
    expect(root.getAttribute('role')).toBe('img');
    expect(root.getAttribute('aria-label')).toBe('Sign-in & "more"');
    expect(root.getAttribute('direction')).toBe('ltr');
  });

  it.each(['light', 'dark'] as const)('carries the %s palette in its own <style>, and not the other', (scheme) => {
    const other = scheme === 'light' ? 'dark' : 'light';
    const doc = parse(render({ scheme }));
    const styles = doc.getElementsByTagName('style');
    expect(styles).toHaveLength(1);
    const css = styles[0]!.textContent!;
    const palette = chartPalettes[scheme];
    for (const colour of Object.values(palette)) expect(css).toContain(colour);
    for (const colour of Object.values(chartPalettes[other])) expect(css).not.toContain(colour);
    expect(css).toContain(`.atlas-chart{background:${palette.background};`);
    expect(css).toContain(
      `.atlas-chart .state.active>rect,.atlas-chart .history.active>circle{stroke:${palette.active};stroke-width:3}`,
    );
    expect(css).toContain(`.atlas-chart .transition.missing>path{stroke:${palette.missing};`);
    expect(css).toContain(`.atlas-chart .state.region>rect{stroke:${palette.region};stroke-dasharray:6 4}`);
    // scoped: an inline chart styles nothing else on the page (no rule starts outside the chart)
    for (const rule of css.split('\n'))
      for (const selector of rule.slice(0, rule.indexOf('{')).split(','))
        expect(selector.startsWith('.atlas-chart')).toBe(true);
  });

  it('draws one group per state, none for initial markers, with each state’s kind as a class', () => {
    const doc = parse(render());
    const groups = [...doc.querySelectorAll('[data-state]')];
    expect(groups.map((g) => g.getAttribute('data-state'))).toEqual(
      layout.nodes.filter((n) => n.kind !== 'initial').map((n) => n.id),
    );
    expect(groups.map((g) => g.getAttribute('class'))).toEqual([
      'state compound',
      'state atomic',
      'state atomic',
      'state parallel',
      'state compound region',
      'history',
      'state final',
    ]);
    // the initial marker is a bare dot at its box's centre
    const dots = [...doc.querySelectorAll('circle.initial')];
    expect(dots).toHaveLength(1);
    expect([dots[0]!.getAttribute('cx'), dots[0]!.getAttribute('cy'), dots[0]!.getAttribute('r')]).toEqual([
      '46',
      '36',
      '6',
    ]);
    expect(dots[0]!.hasAttribute('data-state')).toBe(false);
  });

  it('writes each state’s title, lines and tooltip, with a double border for a final state', () => {
    const doc = parse(render());
    const idle = doc.querySelector('[data-state="m.idle"]')!;
    expect(idle.querySelector('title')!.textContent).toBe('m.idle\ninvoke loadDraft\nnote / remember');
    expect([...idle.querySelectorAll('text')].map((t) => [t.getAttribute('class'), t.textContent])).toEqual([
      ['title', 'idle'],
      ['line', 'invoke loadDraft'],
      ['line', 'note / remember'],
    ]);
    expect(doc.querySelector('[data-state="m.busy"] > rect')!.getAttribute('y')).toBe('120');
    expect(doc.querySelectorAll('[data-state="m.done"] > rect')).toHaveLength(2);
    expect(doc.querySelector('[data-state="m.done"] rect.inner')).not.toBeNull();
    expect(doc.querySelector('[data-state="m.panel"] .title')!.textContent).toBe('panel ∥');
    expect(doc.querySelector('[data-state="m.hist"] text')!.textContent).toBe('H*');
  });

  it('draws every routed transition, keyed and labelled, and skips one without a route', () => {
    const doc = parse(render());
    const drawn = [...doc.querySelectorAll('g.transitions > g')];
    // the initial arrow and four transitions; GHOST has a single point
    expect(drawn).toHaveLength(5);
    expect(drawn.map((g) => g.getAttribute('data-transition'))).toEqual([null, GO, BACK, DONE, RESUME]);
    expect(transition(doc, GHOST)).toBeNull();
    // an initial arrow has no tooltip
    expect(drawn[0]!.querySelector('title')).toBeNull();
    const go = transition(doc, GO)!;
    expect(go.querySelector('title')!.textContent).toBe(GO);
    expect(go.querySelector('path')!.getAttribute('d')).toBe('M50 86 L50 103.3 L50 120');
    expect([...go.querySelectorAll('text')].map((t) => t.textContent)).toEqual(['go [ready]', '/ track']);
    expect(go.querySelector('rect.label-bg')!.getAttribute('width')).toBe('80');
  });

  it('marks active states and transitions, and what coverage never reached', () => {
    const highlight: ChartHighlight = { states: new Set(['m', 'm.busy', 'm.hist']), transitions: new Set([GO, DONE]) };
    const coverage: ChartCoverageMarks = {
      missingStates: new Set(['m.done', 'm.hist']),
      missingTransitions: new Set([BACK, DONE]),
    };
    const doc = parse(render({ highlight, coverage }));
    expect(stateClass(doc, 'm')).toBe('state compound active');
    expect(stateClass(doc, 'm.busy')).toBe('state atomic active');
    expect(stateClass(doc, 'm.idle')).toBe('state atomic');
    expect(stateClass(doc, 'm.done')).toBe('state final missing');
    expect(stateClass(doc, 'm.hist')).toBe('history active missing');
    expect(transition(doc, GO)!.getAttribute('class')).toBe('transition active');
    expect(transition(doc, BACK)!.getAttribute('class')).toBe('transition missing');
    // taken and never covered: the live highlight wins
    expect(transition(doc, DONE)!.getAttribute('class')).toBe('transition active');
    expect(transition(doc, RESUME)!.getAttribute('class')).toBe('transition');
    // the initial arrow has no key: never highlighted
    expect(doc.querySelector('g.transitions > g:not([data-transition])')!.getAttribute('class')).toBe('transition');
  });

  it('gives each transition the arrow head of its state, and every head exists', () => {
    const coverage: ChartCoverageMarks = { missingStates: new Set(), missingTransitions: new Set([BACK]) };
    const doc = parse(render({ highlight: { transitions: new Set([GO]) }, coverage }));
    const markers = [...doc.querySelectorAll('defs > marker')];
    expect(markers.map((m) => m.getAttribute('id'))).toEqual([
      'atlas-arrow-plain',
      'atlas-arrow-active',
      'atlas-arrow-missing',
    ]);
    expect(markers.map((m) => m.querySelector('path')!.getAttribute('class')!.trim())).toEqual([
      'arrow',
      'arrow active',
      'arrow missing',
    ]);
    const head = (g: Element | null) => g!.querySelector('path')!.getAttribute('marker-end');
    expect(head(transition(doc, GO))).toBe('url(#atlas-arrow-active)');
    expect(head(transition(doc, BACK))).toBe('url(#atlas-arrow-missing)');
    expect(head(transition(doc, DONE))).toBe('url(#atlas-arrow-plain)');
    const ids = new Set(markers.map((m) => m.getAttribute('id')));
    for (const path of doc.querySelectorAll('g.transitions path')) {
      const ref = /^url\(#(.+)\)$/.exec(path.getAttribute('marker-end') ?? '');
      expect(ref, path.getAttribute('d') ?? '').not.toBeNull();
      expect(ids.has(ref![1]!)).toBe(true);
    }
  });

  it('is pure: the same props give the same markup, and highlights only change classes', () => {
    const highlight = { states: new Set(['m.idle']), transitions: new Set([GO]) };
    const once = render({ highlight });
    expect(render({ highlight: { states: new Set(['m.idle']), transitions: new Set([GO]) } })).toBe(once);
    expect(render({ highlight })).toBe(once);
    const plain = render();
    expect(plain).not.toBe(once);
    expect(plain).toBe(render({ highlight: {}, coverage: null }));
    // same drawing once the highlight classes are taken out
    const unmark = (svg: string) =>
      svg.replaceAll(' active', '').replace(/atlas-arrow-active\)/g, 'atlas-arrow-plain)');
    expect(unmark(once)).toBe(unmark(plain));
  });

  it('tells how many characters fit a width', () => {
    expect(charsThatFit(10 * CHAR_WIDTH)).toBe(10);
    expect(charsThatFit(10 * CHAR_WIDTH - 0.1)).toBe(9);
  });

  // one test per chart: laying out all of them in one test took 5 s on a busy 2-core machine,
  // and the registry keeps growing; each chart alone stays well under a second
  describe('draws every registered statechart as well-formed SVG with a group per state', () => {
    const elk = new ELK();
    // ELK's first layout in a process compiles its engine (0.6 s idle, 1.3 s with both cores busy):
    // paid once, with room, instead of by whichever chart comes first
    beforeAll(() => layoutChart(machineGraph(doorMachine), elk), 20_000);
    it.each(machineRegistry.map((e) => [e.id, e] as const))('%s', async (_id, entry) => {
      const graph = machineGraph(entry.machine);
      const chart = await layoutChart(graph, elk);
      const svg = renderToStaticMarkup(createElement(ChartSvg, { layout: chart, scheme: 'dark', title: entry.title }));
      const doc = parse(svg);
      expect(doc.querySelectorAll('[data-state]')).toHaveLength(graph.nodes.length);
      expect(doc.querySelectorAll('circle.initial')).toHaveLength(graph.nodes.filter((n) => n.initial !== null).length);
      expect(doc.querySelectorAll('g.transitions > g[data-transition]').length).toBe(
        chart.edges.filter((e) => e.edgeKey !== null).length,
      );
    });
  });
});
