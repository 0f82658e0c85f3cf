/**
 * `npm run bench:atlas`: how long laying out and drawing each statechart takes, the largest
 * (by states + transitions) first, in Node and then in Debian's Chromium. In Node, ELK runs
 * in-process (as in the atlas's worker) and the draw is the atlas's own ChartSvg rendered to
 * markup. In Chromium, ELK (the same bundle the worker loads) lays the chart out in the page and
 * the draw is that markup put into the document with its layout forced (getBBox). Rounds after
 * warm-up; medians and 95th percentiles in ms. A figure to read, not a pass/fail test: the
 * atlas's goal is under 200 ms for the largest chart. The first layout in a fresh browser
 * (worker start, ELK's load, cold JIT) is printed by the atlas's Playwright test.
 */
import { chromium } from '@playwright/test';
import ELK from 'elkjs/lib/elk.bundled.js';
import type { ElkNode } from 'elkjs/lib/elk-api';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { machineRegistry } from '../machines';
import { ChartSvg } from '../src/atlas/ChartSvg';
import { machineGraph } from '../src/atlas/graph';
import { layoutInput, positionChart } from '../src/atlas/layout';
import { chromiumLaunchOptions } from '../test/e2e/chromium';
import { printTable } from './table';

const WARMUP = 5;
const ROUNDS = Number(process.argv[2] ?? 30);
const elk = new ELK();

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};

const charts = machineRegistry
  .map((entry) => ({ entry, graph: machineGraph(entry.machine) }))
  .sort((a, b) => b.graph.nodes.length + b.graph.edges.length - (a.graph.nodes.length + a.graph.edges.length));

const f = (n: number) => n.toFixed(1);
const header = ['machine', 'states', 'transitions', 'layout p50', 'layout p95', 'draw p50', 'draw p95', 'total p50'];
const row = (
  id: string,
  graph: (typeof charts)[number]['graph'],
  layoutMs: number[],
  drawMs: number[],
  totalMs: number[],
) => [
  id,
  String(graph.nodes.length - 1),
  String(graph.edges.length),
  f(quantile(layoutMs, 0.5)),
  f(quantile(layoutMs, 0.95)),
  f(quantile(drawMs, 0.5)),
  f(quantile(drawMs, 0.95)),
  f(quantile(totalMs, 0.5)),
];

function print(title: string, rows: string[][]) {
  console.log(`\n${title}`);
  printTable(rows);
  console.log(`Largest chart: ${rows[1]![0]}, layout + draw ${rows[1]![7]} ms (median); goal under 200 ms.`);
}

const nodeRows = [header];
const markups = new Map<string, string>();
for (const { entry, graph } of charts) {
  const layoutMs: number[] = [];
  const drawMs: number[] = [];
  const totalMs: number[] = [];
  for (let round = 0; round < WARMUP + ROUNDS; round++) {
    const t0 = performance.now();
    const prepared = layoutInput(graph);
    const layout = positionChart(graph, prepared, await elk.layout(prepared.elk));
    const t1 = performance.now();
    const markup = renderToStaticMarkup(createElement(ChartSvg, { layout, scheme: 'light', title: entry.title }));
    const t2 = performance.now();
    markups.set(entry.id, markup);
    if (round < WARMUP) continue;
    layoutMs.push(t1 - t0);
    drawMs.push(t2 - t1);
    totalMs.push(t2 - t0);
  }
  nodeRows.push(row(entry.id, graph, layoutMs, drawMs, totalMs));
}
print(
  `Node ${process.version}: ELK in-process, ChartSvg to markup — ${ROUNDS} rounds after ${WARMUP} warm-up (ms)`,
  nodeRows,
);

const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const page = await browser.newPage();
  await page.setContent('<!doctype html><body><div id="chart"></div></body>');
  await page.addScriptTag({ path: 'node_modules/elkjs/lib/elk.bundled.js' });
  const browserRows = [header];
  for (const { entry, graph } of charts) {
    const input: ElkNode = layoutInput(graph).elk;
    const times = await page.evaluate(
      async ({ input, markup, rounds, warmup }) => {
        const elk = new (globalThis as unknown as { ELK: new () => { layout(g: unknown): Promise<unknown> } }).ELK();
        const box = document.getElementById('chart')!;
        const out = { layout: [] as number[], draw: [] as number[] };
        for (let round = 0; round < warmup + rounds; round++) {
          const t0 = performance.now();
          await elk.layout(structuredClone(input));
          const t1 = performance.now();
          box.innerHTML = markup;
          (box.firstElementChild as SVGGraphicsElement).getBBox();
          const t2 = performance.now();
          box.innerHTML = '';
          if (round < warmup) continue;
          out.layout.push(t1 - t0);
          out.draw.push(t2 - t1);
        }
        return out;
      },
      { input, markup: markups.get(entry.id)!, rounds: ROUNDS, warmup: WARMUP },
    );
    browserRows.push(
      row(
        entry.id,
        graph,
        times.layout,
        times.draw,
        times.layout.map((l, i) => l + times.draw[i]!),
      ),
    );
  }
  print(
    `Chromium ${browser.version()}: ELK in the page, the drawing put into the document — same rounds (ms)`,
    browserRows,
  );
} finally {
  await browser.close();
}
