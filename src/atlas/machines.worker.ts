/// <reference lib="webworker" />
import { machineRegistry } from '../../machines';
import { machineGraph, type ChartGraph } from './graph';
import { pathList, type PathList } from './trace';
import { serveRequests } from './workerClient';

/**
 * Everything of the atlas that needs the statecharts themselves runs here, off the main thread
 * (the largest chart's paths take a second or two) and out of the page's bundle: the portal's
 * pages and the atlas then share no machine code. Requests are answered in order, so a chart's
 * graph (fast) asked before its paths comes first.
 */
export type MachinesRequest = { kind: 'graph'; machineId: string } | { kind: 'paths'; machineId: string };

const entryOf = (machineId: string) => {
  const entry = machineRegistry.find((e) => e.id === machineId);
  if (!entry) throw new Error(`no machine "${machineId}" in the registry`);
  return entry;
};

serveRequests<MachinesRequest, ChartGraph | PathList>((request) =>
  request.kind === 'graph' ? machineGraph(entryOf(request.machineId).machine) : pathList(entryOf(request.machineId)),
);
