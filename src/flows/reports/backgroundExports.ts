import { createActor, type ActorRefFrom } from 'xstate';
import type { reportExportMachine } from '../../../machines/reportExport.machine';
import type { ReportId } from '../../api/contract/reports';
import { flowInspector } from '../../platform/flowInspector';
import type { Platform } from '../../platform/platform';
import { storageKeys } from '../../platform/storage';
import { reportExportLogic } from './reports.logic';

export type Exporter = ActorRefFrom<typeof reportExportMachine>;

/**
 * The exports of this session, one per report: an export outlives its page (the user may go
 * elsewhere in the portal while a long report is fetched and written; the chart tells its end
 * there), and the page finds it again when it opens. A session's end, or another session's start,
 * stops them (their calls are dropped, nothing is saved or told) and forgets them.
 */
const exporters = new Map<ReportId, Exporter>();
let followed: Platform | null = null;

function followSession(platform: Platform): void {
  if (followed === platform) return;
  followed = platform;
  let session = platform.store.get(storageKeys.authorizeToken);
  platform.store.subscribe((key) => {
    if (key !== null && key !== storageKeys.authorizeToken) return;
    const now = platform.store.get(storageKeys.authorizeToken);
    if (now === session) return;
    session = now;
    for (const exporter of exporters.values()) exporter.stop();
    exporters.clear();
  });
}

/** This session's export of `reportId`, started when first asked for. */
export function exporterOf(platform: Platform, reportId: ReportId): Exporter {
  followSession(platform);
  let exporter = exporters.get(reportId);
  if (!exporter) {
    exporter = createActor(reportExportLogic(platform, reportId), { inspect: flowInspector.inspect });
    exporter.start();
    exporters.set(reportId, exporter);
  }
  return exporter;
}
