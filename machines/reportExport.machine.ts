import { and, assign, setup, stateIn } from 'xstate';
import { notProvided, toFlowFailure, type FlowFailure } from './shared';

/**
 * Exporting a report (requirements#reports): every page of the current filter is fetched, with
 * progress, then written as txt, json, csv or xls and saved. Cancel stops at once (the pages
 * still on the way are dropped); a report with no rows exports nothing and says so. One export
 * at a time; the report on screen stays usable meanwhile.
 *
 * An export goes on when its page is left (`page.left`: the user went elsewhere in the portal)
 * and its end is then told where the user is (`tellResult`: a toast), besides the page's own
 * status when the user comes back (`page.returned`). Cancel is on the page, so only there.
 *
 * The query is the app's (the report chart's); this chart carries it to the export actor.
 */
export type ExportFormatName = 'txt' | 'json' | 'csv' | 'xls';

export interface ReportExportContext {
  format: ExportFormatName | null;
  query: unknown;
  fetched: number;
  total: number | null;
  /** the saved file's name and rows, after a finished export */
  saved: { fileName: string; rows: number } | null;
  failure: FlowFailure | null;
}

export type ReportExportEvent =
  | { type: 'export.start'; format: ExportFormatName; query: unknown }
  | { type: 'export.cancel' }
  | { type: 'export.dismiss' }
  | { type: 'export.progress'; fetched: number; total: number }
  | { type: 'page.left' }
  | { type: 'page.returned' };

/** What `tellResult` is given: an export that ended while its page was not shown. */
export interface ExportResultNotice {
  format: ExportFormatName | null;
  /** the file saved; null: nothing saved (no rows, or the export failed) */
  saved: { fileName: string; rows: number } | null;
  /** why it failed; null: it did not */
  failure: FlowFailure | null;
}

export interface ExportOutcome {
  /** null: the report had no rows, nothing was written */
  saved: { fileName: string; rows: number } | null;
}

/** What the export actor gets: the format, the query, and where to report progress. */
export interface ExportInput {
  format: ExportFormatName;
  query: unknown;
  progress: { send: (event: { type: 'export.progress'; fetched: number; total: number }) => void };
}

export const reportExportMachine = setup({
  types: {
    context: {} as ReportExportContext,
    events: {} as ReportExportEvent,
  },
  actors: {
    /** fetches every page, sending `export.progress` to this chart, then writes and saves the file */
    exportReport: notProvided<ExportOutcome, ExportInput>('exportReport'),
  },
  actions: {
    assignStart: assign((_, params: { format: ExportFormatName; query: unknown }) => ({
      format: params.format,
      query: params.query,
      fetched: 0,
      total: null,
      saved: null,
      failure: null,
    })),
    assignProgress: assign((_, params: { fetched: number; total: number }) => ({
      fetched: params.fetched,
      total: params.total,
    })),
    assignSaved: assign((_, params: { outcome: ExportOutcome }) => ({ saved: params.outcome.saved })),
    assignFailure: assign((_, params: { error: unknown }) => ({ failure: toFlowFailure(params.error) })),
    reset: assign({ format: null, query: null, fetched: 0, total: null, saved: null, failure: null }),
    /** the export ended while its page was not shown: told where the user is (provided by the flow) */
    tellResult: (_, _params: ExportResultNotice) => undefined,
  },
  guards: {
    /** the export's answer (the event that ends it) names a saved file */
    wroteRows: ({ event }) => (event as unknown as { output?: ExportOutcome }).output?.saved != null,
    /** the export's page is not shown */
    away: stateIn({ exporting: 'away' }),
  },
}).createMachine({
  id: 'reportExport',
  context: { format: null, query: null, fetched: 0, total: null, saved: null, failure: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'export.start': {
          target: 'exporting',
          actions: { type: 'assignStart', params: ({ event }) => ({ format: event.format, query: event.query }) },
        },
      },
    },
    exporting: {
      initial: 'shown',
      invoke: {
        id: 'exportReport',
        src: 'exportReport',
        input: ({ context, self }) => ({ format: context.format ?? 'csv', query: context.query, progress: self }),
        onDone: [
          {
            guard: and(['away', 'wroteRows']),
            target: 'saved',
            actions: [
              { type: 'assignSaved', params: ({ event }) => ({ outcome: event.output }) },
              {
                type: 'tellResult',
                params: ({ context, event }) => ({ format: context.format, saved: event.output.saved, failure: null }),
              },
            ],
          },
          {
            guard: 'wroteRows',
            target: 'saved',
            actions: { type: 'assignSaved', params: ({ event }) => ({ outcome: event.output }) },
          },
          {
            guard: 'away',
            target: 'nothingToExport',
            actions: {
              type: 'tellResult',
              params: ({ context }) => ({ format: context.format, saved: null, failure: null }),
            },
          },
          { target: 'nothingToExport' },
        ],
        onError: [
          {
            guard: 'away',
            target: 'failed',
            actions: [
              { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
              {
                type: 'tellResult',
                params: ({ context, event }) => ({
                  format: context.format,
                  saved: null,
                  failure: toFlowFailure(event.error),
                }),
              },
            ],
          },
          {
            target: 'failed',
            actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
      on: {
        'export.progress': {
          actions: {
            type: 'assignProgress',
            params: ({ event }) => ({ fetched: event.fetched, total: event.total }),
          },
        },
      },
      states: {
        // the report page draws the progress, with Cancel
        shown: {
          on: {
            'export.cancel': { target: '#reportExport.idle', actions: 'reset' },
            'page.left': 'away',
          },
        },
        // the user is elsewhere in the portal: the export goes on, its end is told there
        away: { on: { 'page.returned': 'shown' } },
      },
    },
    saved: { on: { 'export.dismiss': { target: 'idle', actions: 'reset' } } },
    nothingToExport: { on: { 'export.dismiss': { target: 'idle', actions: 'reset' } } },
    failed: {
      on: {
        'export.dismiss': { target: 'idle', actions: 'reset' },
        // a retry exports again with the same format and filter
        'export.start': {
          target: 'exporting',
          actions: { type: 'assignStart', params: ({ event }) => ({ format: event.format, query: event.query }) },
        },
      },
    },
  },
});
