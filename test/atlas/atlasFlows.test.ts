import ELK from 'elkjs/lib/elk.bundled.js';
import type { ElkNode } from 'elkjs/lib/elk-api';
import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { machineRegistry } from '../../machines';
import { atlasLogic, type TimedLayout } from '../../src/flows/atlas/atlas.logic';
import { machineGraph } from '../../src/atlas/graph';
import type { AtlasWorkers } from '../../src/atlas/workers';

/** The atlas's workers in-process: the same work, counted. */
function inProcessWorkers() {
  const elk = new ELK();
  const asked = { graph: [] as string[], paths: [] as string[] };
  const workers = {
    layout: (graph: ElkNode) => elk.layout(graph),
    graph: async (machineId: string) => {
      asked.graph.push(machineId);
      const entry = machineRegistry.find((e) => e.id === machineId);
      if (!entry) throw new Error(`no machine "${machineId}"`);
      return machineGraph(entry.machine);
    },
    paths: async (machineId: string) => {
      asked.paths.push(machineId);
      return { machineId, shortest: [], simple: [], simpleComplete: true };
    },
    terminate: () => {},
  } as unknown as AtlasWorkers;
  return { workers, asked };
}

const ids = ['signIn', 'balance', 'changePin', 'nothingLikeThis'];

describe('the atlas flows', () => {
  it('lays the first chart out, then every other one in the background, each once', async () => {
    const { workers, asked } = inProcessWorkers();
    const actor = createActor(atlasLogic(workers, ids), { input: { machineId: 'signIn' } }).start();
    await waitFor(actor, (s) => s.matches({ diagram: 'ready' }));
    expect((actor.getSnapshot().context.layout as TimedLayout).machineId).toBe('signIn');
    // background work moves no state: poll for it
    await vi.waitFor(() => expect(asked.graph).toHaveLength(ids.length), { timeout: 10_000 });
    // the chart shown first, then the rest in order; the unknown id fails quietly
    expect(asked.graph).toEqual(ids);

    // a chart laid out in the background is shown at once, without asking again
    actor.send({ type: 'atlas.select', machineId: 'changePin' });
    await waitFor(actor, (s) => s.matches({ diagram: 'ready' }));
    const layout = actor.getSnapshot().context.layout as TimedLayout;
    expect(layout.machineId).toBe('changePin');
    expect(layout.layoutMs).toBeGreaterThan(0);
    expect(asked.graph).toEqual(ids);

    // a chart that failed is asked for again when chosen (and fails again, with a retry offered)
    actor.send({ type: 'atlas.select', machineId: 'nothingLikeThis' });
    await waitFor(actor, (s) => s.matches({ diagram: 'failed' }));
    expect(asked.graph.filter((id) => id === 'nothingLikeThis')).toHaveLength(2);
    expect(asked.paths).toEqual(['signIn', 'changePin', 'nothingLikeThis']);
    actor.stop();
  });
});
