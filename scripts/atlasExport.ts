/**
 * `npm run atlas:export [-- <folder>]`: every registered statechart drawn as the atlas draws it
 * (`<id>.svg`, ELK layout, light scheme), as Mermaid text (`<id>.mmd`), and its generated paths
 * as a Markdown test script (`<id>.paths.md`), in `atlas-export/` (not committed) for CI
 * artifacts and reviews.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ELK from 'elkjs/lib/elk.bundled.js';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { machineRegistry } from '../machines';
import { ChartSvg } from '../src/atlas/ChartSvg';
import { machineGraph } from '../src/atlas/graph';
import { layoutChart } from '../src/atlas/layout';
import { toMermaid } from '../src/atlas/mermaid';
import { generatePaths, pathScript } from '../src/atlas/paths';
import { printTable } from './table';

const folder = process.argv[2] ?? 'atlas-export';
mkdirSync(folder, { recursive: true });

const elk = new ELK();
const rows: string[][] = [['machine', 'states', 'transitions', 'paths']];
for (const entry of machineRegistry) {
  const graph = machineGraph(entry.machine);
  const paths = generatePaths(entry);
  const layout = await layoutChart(graph, elk);
  const svg = renderToStaticMarkup(createElement(ChartSvg, { layout, scheme: 'light', title: entry.title }));
  writeFileSync(join(folder, `${entry.id}.svg`), `<?xml version="1.0" encoding="UTF-8"?>\n${svg}\n`);
  writeFileSync(join(folder, `${entry.id}.mmd`), toMermaid(graph));
  writeFileSync(
    join(folder, `${entry.id}.paths.md`),
    pathScript(paths, 'markdown', { title: `${entry.title} (${entry.id}): test script` }),
  );
  // states as coverage counts them: every state node but the root
  rows.push([entry.id, String(graph.nodes.length - 1), String(graph.edges.length), String(paths.length)]);
}

printTable(rows);
console.log(
  `\nWrote ${machineRegistry.length} × <id>.svg (diagram), <id>.mmd (Mermaid) and <id>.paths.md (test script) to ${folder}/.`,
);
