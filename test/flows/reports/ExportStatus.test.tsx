import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { reportExportMachine, type ExportInput, type ExportOutcome } from '../../../machines/reportExport.machine';
import { ExportStatus } from '../../../src/flows/reports/ExportStatus';
import { activate, renderUi } from '../../support/render';

/** An export that saved `rows` rows, finished. */
async function savedExport(rows: number) {
  const actor = createActor(
    reportExportMachine.provide({
      actors: {
        exportReport: fromPromise<ExportOutcome, ExportInput>(async () => ({
          saved: { fileName: 'passbook_all.csv', rows },
        })),
      },
    }),
  ).start();
  actor.send({ type: 'export.start', format: 'csv', query: {} });
  await waitFor(() => expect(actor.getSnapshot().matches('saved')).toBe(true));
  return actor;
}

describe('ExportStatus', () => {
  it('says one row in the singular (the browser model of the passbook export found "1 rows")', async () => {
    activate('en');
    renderUi(<ExportStatus actor={await savedExport(1)} onRetry={() => {}} />);
    expect(screen.getByRole('status').textContent).toBe('Saved passbook_all.csv (1 row).');
  });

  it('counts more rows with Western digits', async () => {
    activate('en');
    renderUi(<ExportStatus actor={await savedExport(2345)} onRetry={() => {}} />);
    expect(screen.getByRole('status').textContent).toBe('Saved passbook_all.csv (2,345 rows).');
  });
});
