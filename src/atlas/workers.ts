import type { ElkNode } from 'elkjs/lib/elk-api';
import type { ChartGraph } from './graph';
import type { ElkRunner } from './layout';
import type { MachinesRequest } from './machines.worker';
import type { PathList } from './trace';
import { workerClient, type WorkerClient } from './workerClient';

/**
 * The atlas's two workers — ELK, and the statecharts (graphs and paths) — started on first use
 * and ended with the page; a call after `terminate` starts them again (React may unmount and
 * mount the page again in development).
 */
export class AtlasWorkers implements ElkRunner {
  private elk: WorkerClient<ElkNode, ElkNode> | null = null;
  private machines: WorkerClient<MachinesRequest, ChartGraph | PathList> | null = null;

  layout = (graph: ElkNode): Promise<ElkNode> =>
    (this.elk ??= workerClient(new Worker(new URL('./layout.worker.ts', import.meta.url), { type: 'module' }))).call(
      graph,
    );

  graph = (machineId: string) => this.ask({ kind: 'graph', machineId }) as Promise<ChartGraph>;

  paths = (machineId: string) => this.ask({ kind: 'paths', machineId }) as Promise<PathList>;

  terminate(): void {
    this.elk?.terminate();
    this.machines?.terminate();
    this.elk = null;
    this.machines = null;
  }

  private ask(request: MachinesRequest) {
    this.machines ??= workerClient(new Worker(new URL('./machines.worker.ts', import.meta.url), { type: 'module' }));
    return this.machines.call(request);
  }
}
