/**
 * `npm run atlas:export [-- <folder>]`: every registered statechart drawn as the atlas draws it
 * (`<id>.svg`, ELK layout, light scheme), as Mermaid text (`<id>.mmd`), and its generated paths
 * as a Markdown test script (`<id>.paths.md`), in `atlas-export/` (not committed) for CI
 * artifacts and reviews. Issue 22: a machine the model paths photographed (the storyboard in
 * STORYBOARD_DIR, test-results/storyboard by default) also gets `<id>.storyboard.html`, one
 * self-contained page: the chart, then each state's screens, the changed ones marked.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
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
import { parseStoryboard, type StoryboardManifest } from '../src/atlas/storyboard';
import { storyboardPage } from '../src/atlas/storyboardPage';
import { printTable } from './table';

const folder = process.argv[2] ?? 'atlas-export';
mkdirSync(folder, { recursive: true });

const storyboardDir = process.env.STORYBOARD_DIR ?? 'test-results/storyboard';
const storyboard: StoryboardManifest | null = (() => {
  try {
    return parseStoryboard(JSON.parse(readFileSync(join(storyboardDir, 'manifest.json'), 'utf8'))) ?? null;
  } catch {
    return null;
  }
})();

const elk = new ELK();
const rows: string[][] = [['machine', 'states', 'transitions', 'paths', 'storyboard']];
let pages = 0;
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
  const stateIds = graph.nodes.map((n) => n.id).filter((id) => id !== graph.root);
  let screens = '';
  if (storyboard?.machines[entry.id]) {
    const page = storyboardPage({
      machineId: entry.id,
      title: entry.title,
      svg,
      stateIds,
      manifest: storyboard,
      image: (shot) => {
        const file = join(storyboardDir, entry.id, shot.file);
        return existsSync(file) ? `data:image/png;base64,${readFileSync(file).toString('base64')}` : null;
      },
    });
    writeFileSync(join(folder, `${entry.id}.storyboard.html`), page);
    pages++;
    screens = `${Object.keys(storyboard.machines[entry.id]!).length} states`;
  }
  // states as coverage counts them: every state node but the root
  rows.push([entry.id, String(stateIds.length), String(graph.edges.length), String(paths.length), screens]);
}

printTable(rows);
console.log(
  `\nWrote ${machineRegistry.length} × <id>.svg (diagram), <id>.mmd (Mermaid) and <id>.paths.md (test script) to ${folder}/.`,
);
console.log(
  storyboard
    ? `Wrote ${pages} × <id>.storyboard.html (chart and screens, from ${storyboardDir}/manifest.json of ${storyboard.createdAt}).`
    : `No storyboard in ${storyboardDir} (npm test or npm run test:model takes one): no <id>.storyboard.html.`,
);
