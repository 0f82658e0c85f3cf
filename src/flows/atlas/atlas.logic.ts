import { fromPromise } from 'xstate';
import { atlasMachine } from '../../../machines/atlas.machine';
import { configurationMachine } from '../../../machines/configuration.machine';
import { parseCoverage, type MachineCoverage } from '../../atlas/coverage';
import { parseStoryboard, type StoryboardManifest } from '../../atlas/storyboard';
import type { ChartGraph } from '../../atlas/graph';
import { layoutChart, type ChartLayout } from '../../atlas/layout';
import type { PathList } from '../../atlas/trace';
import type { AtlasWorkers } from '../../atlas/workers';

/**
 * The atlas's statecharts given their side effects: layout (ELK in a worker), path generation
 * (another worker) — both remembered per machine for the page's lifetime — and the coverage,
 * from the sandbox's URL or from a file QA opened.
 */
export interface TimedLayout extends ChartLayout {
  /** the chart as data (the Mermaid export and the figures read it) */
  graph: ChartGraph;
  /** how long ELK took, in ms (the draw is measured by the view) */
  layoutMs: number;
  /** when the layout was ready (performance.now()): the view measures its drawing from here */
  laidOutAt: number;
}

/**
 * `machineIds`: every chart of the registry. Once the first chart is drawn, the others are laid
 * out in the background one after another, so switching charts is immediate (and ELK's code is
 * warm by the time QA asks for the largest one).
 */
export function atlasLogic(workers: AtlasWorkers, machineIds: readonly string[] = []) {
  const layouts = new Map<string, Promise<TimedLayout>>();
  const pathLists = new Map<string, Promise<PathList>>();
  /** a failed answer is not remembered: a retry asks again */
  const remember = <T>(cache: Map<string, Promise<T>>, key: string, make: () => Promise<T>) => {
    const known = cache.get(key);
    if (known) return known;
    const made = make();
    cache.set(key, made);
    made.catch(() => cache.delete(key));
    return made;
  };
  const layout = (machineId: string) =>
    remember(layouts, machineId, async () => {
      const graph = await workers.graph(machineId);
      const started = performance.now();
      const laidOut = await layoutChart(graph, workers);
      const done = performance.now();
      performance.measure(`atlas:layout:${machineId}`, { start: started, end: done });
      return { ...laidOut, graph, layoutMs: done - started, laidOutAt: done };
    });
  let prefetching = false;
  const prefetch = async () => {
    if (prefetching) return;
    prefetching = true;
    for (const id of machineIds) {
      // a chart that fails here is laid out again when chosen
      await layout(id).catch(() => undefined);
    }
  };
  return atlasMachine.provide({
    actors: {
      layoutChart: fromPromise(async ({ input }) => {
        const laidOut = await layout(input.machineId);
        void prefetch();
        // a remembered layout is drawn anew: its drawing is timed from now
        return { ...laidOut, laidOutAt: performance.now() };
      }),
      generatePaths: fromPromise(({ input }) =>
        remember(pathLists, input.machineId, () => workers.paths(input.machineId)),
      ),
    },
  });
}

/** Where the coverage comes from: the configured URL until QA opens a file. */
export class CoverageSource {
  private opened: File | null = null;

  constructor(readonly url: string | null) {}

  get file(): File | null {
    return this.opened;
  }

  open(file: File): void {
    this.opened = file;
  }
}

export class CoverageFileError extends Error {
  override name = 'CoverageFileError';
}

/** Coverage by machine id, through the generic configuration loader (reload after a test run). */
export function coverageLogic(source: CoverageSource) {
  return configurationMachine.provide({
    actors: {
      loadConfiguration: fromPromise<unknown, void>(
        async ({ signal }): Promise<Map<string, MachineCoverage> | null> => {
          let raw: unknown;
          if (source.file) {
            try {
              raw = JSON.parse(await source.file.text());
            } catch {
              throw new CoverageFileError('not JSON');
            }
          } else if (source.url) {
            const response = await fetch(source.url, { signal, cache: 'no-cache' });
            if (!response.ok) throw new Error(`coverage answered ${response.status}`);
            raw = await response.json();
          } else return null;
          const coverage = parseCoverage(raw);
          if (!coverage) throw new CoverageFileError('not a coverage document');
          return coverage;
        },
      ),
    },
  });
}

export class StoryboardError extends Error {
  override name = 'StoryboardError';
}

/** What the storyboard's URL answered: its manifest, null before any run (or without a URL). */
export interface LoadedStoryboard {
  manifest: StoryboardManifest | null;
  /** false: the runtime configuration names no storyboard URL */
  configured: boolean;
}

/** The model paths' storyboard (issue 22), through the generic configuration loader (reload after a run). */
export function storyboardLogic(url: string | null) {
  return configurationMachine.provide({
    actors: {
      loadConfiguration: fromPromise<unknown, void>(async ({ signal }): Promise<LoadedStoryboard> => {
        if (!url) return { manifest: null, configured: false };
        const response = await fetch(url, { signal, cache: 'no-cache' });
        if (!response.ok) throw new StoryboardError(`storyboard answered ${response.status}`);
        const manifest = parseStoryboard(await response.json());
        if (manifest === undefined) throw new StoryboardError('not a storyboard');
        return { manifest, configured: true };
      }),
    },
  });
}
