import type { EventObject } from 'xstate';
import type { ExportOutcome } from '../reportExport.machine';
import { sampleFailures } from './failures';

export const exportQuery = { page: 1, pageSize: 30, sort: { column: 'createdAt', direction: 'desc' }, filters: {} };
export const savedOutcome: ExportOutcome = { saved: { fileName: 'passbook_all.csv', rows: 2345 } };
export const emptyOutcome: ExportOutcome = { saved: null };

export const reportExportEvents: EventObject[] = [
  { type: 'export.start', format: 'csv', query: exportQuery } as EventObject,
  { type: 'export.start', format: 'xls', query: exportQuery } as EventObject,
  { type: 'export.progress', fetched: 1000, total: 2345 } as EventObject,
  { type: 'export.cancel' },
  { type: 'export.dismiss' },
  { type: 'page.left' },
  { type: 'page.returned' },
  { type: 'xstate.done.actor.exportReport', output: savedOutcome } as EventObject,
  { type: 'xstate.done.actor.exportReport', output: emptyOutcome } as EventObject,
  { type: 'xstate.error.actor.exportReport', error: sampleFailures.network } as EventObject,
];
