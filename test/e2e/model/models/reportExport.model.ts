import { expect, type Download, type Page, type Route } from '@playwright/test';
import ExcelJS from 'exceljs';
import type { EventObject } from 'xstate';
import type { ExportOutcome, ReportExportContext } from '../../../../machines/reportExport.machine';
import type { ReportPage } from '../../../../src/api/contract/reports';
import * as paths from '../../../../src/api/contract/paths';
import type { BrowserModel, StepInfo } from '../runner';

/**
 * requirements#reports (exports): the Export menu of the passbook (/app/report/passbook) of the
 * agent `minihouston`, whom no browser spec pays or signs in: the report model's account, whose
 * passbook always has one row (the opening balance, a credit). A report with no rows is the
 * filter Type: Debit. The paths only read.
 *
 * The export's calls are held by the model itself, not the runner: the progress step lets the
 * rows' call reach the server while the export stays busy, which only a spreadsheet can show (its
 * code is a chunk loaded on first use, held until the result step; a text export is written and
 * saved in the same task as its last page). So a path through `export.progress` exports Excel
 * (XLSX), the others CSV. A failed export is the network's (503 for the rows' call). The saved file
 * is the browser's own download, read back and compared with the rows the server answered the
 * export's call with.
 */
export const REPORT_EXPORT_LOGIN = 'minihouston';

/** the export fetches 1,000 rows a call (EXPORT_PAGE_SIZE); the report's own pages ask for fewer */
const EXPORT_PAGE_SIZE = 1000;

interface Gate {
  /** hold the export's calls for the rows / the spreadsheet's chunk */
  holdRows: boolean;
  holdChunk: boolean;
  rows: Route[];
  chunk: Route[];
  /** what the server answered the export's (last) call for the rows */
  answer?: ReportPage;
  download?: Promise<Download>;
  downloads: number;
  /** the downloads when the export under way began (none is saved while it runs) */
  downloadsAtStart: number;
  /** the report is filtered to no rows (Type: Debit) */
  filtered?: boolean;
}

/** The agent's main menu (a 1280 px window: always drawn beside the page). */
const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
/** The toast of an export that ended while its page was not shown. */
const resultToast = (page: Page) => page.getByTestId('result-toast');

/** The report's page is not shown: the user went to the dashboard. */
const away = (page: Page) => !new URL(page.url()).pathname.startsWith('/app/report/passbook');

/**
 * Back on the report page, for a step that acts on it after the export ended elsewhere: by the
 * toast's link when the toast is there (it closes), else by the menu. The report opens afresh,
 * without the filter the export had.
 */
async function backToReport(page: Page, step: StepInfo) {
  if (!away(page)) return;
  const link = resultToast(page).getByRole('link', { name: 'Open the report' });
  if ((await link.count()) > 0) await link.click();
  else await mainMenu(page).getByRole('link', { name: 'Passbook' }).click();
  await expect(page).toHaveURL(/\/app\/report\/passbook$/);
  await expect(resultToast(page)).toHaveCount(0);
  gateOf(step).filtered = false;
  await expect(grid(page).locator('tbody tr[data-index]')).toHaveCount(1);
}

/** Whether the export ended while its page was not shown (the step's way into its outcome). */
const endedAway = (step: StepInfo) => step.before.matches({ exporting: 'away' });

/** The outcome's toast where the user is (away), or none (the page shows it). */
async function expectToast(page: Page, step: StepInfo, text: string) {
  if (!endedAway(step)) {
    await expect(resultToast(page)).toHaveCount(0);
    return false;
  }
  const toast = resultToast(page);
  await expect(toast).toHaveCount(1);
  await expect(toast).toHaveAttribute('role', 'alert');
  await expect(toast).toContainText('Passbook');
  await expect(toast).toContainText(text);
  await expect(toast.getByRole('link', { name: 'Open the report' })).toHaveAttribute('href', '/app/report/passbook');
  // told where the user is: the dashboard, not the report
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  return true;
}

const ctx = (step: StepInfo) => step.snapshot.context as ReportExportContext;
const gateOf = (step: StepInfo) => (step.memo as { gate: Gate }).gate;
const main = (page: Page) => page.locator('#main-content');
const exportButton = (page: Page) => main(page).getByRole('button', { name: 'Export', exact: true });
const grid = (page: Page) => page.getByRole('grid', { name: 'Passbook' });
const statusOf = (page: Page) => main(page).getByRole('alert').filter({ hasText: 'Exporting…' });
const FAILED_TITLE = 'The export failed';
const NOTHING = 'There is nothing to export: no transaction matches the filters.';

/** The report under the export: the opening balance, or no row for the Debit filter. */
async function expectReport(page: Page, step: StepInfo) {
  if (gateOf(step).filtered) await expect(main(page).getByText('No transactions match these filters.')).toBeVisible();
  else await expect(grid(page).locator('tbody tr[data-index]')).toHaveCount(1);
}

const isExportCall = (route: Route) => {
  const body = route.request().postDataJSON() as { pageSize?: number } | null;
  return body?.pageSize === EXPORT_PAGE_SIZE;
};

/** Whether the path's export (the next result of the export) writes rows; undefined: none comes. */
function nextOutcome(step: StepInfo): 'rows' | 'empty' | 'error' | undefined {
  const next = step.upcoming.find((e) => e.type.endsWith('.actor.exportReport'));
  if (!next) return undefined;
  if (next.type.startsWith('xstate.error')) return 'error';
  return (next as EventObject & { output: ExportOutcome }).output.saved === null ? 'empty' : 'rows';
}

/** The spreadsheet when the path shows progress between the rows and the file (see above). */
const formatOf = (step: StepInfo) => (step.path.steps.some((s) => s.event.type === 'export.progress') ? 'xls' : 'csv');

async function released(queue: Route[], what: string): Promise<Route[]> {
  await expect.poll(() => queue.length, { message: `the portal never called ${what}` }).toBeGreaterThan(0);
  return queue.splice(0);
}

async function choose(page: Page, combobox: string, option: string) {
  await page.getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** RFC 4180: fields split at commas outside quotes, "" inside quotes is one quote, lines end in CRLF. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (!quoted && c === ',') endField();
    else if (!quoted && c === '\r' && text[i + 1] === '\n') {
      endField();
      rows.push(row);
      row = [];
      i++;
    } else field += c;
  }
  if (field !== '' || row.length > 0) {
    endField();
    rows.push(row);
  }
  return rows;
}

/** The file's rows as text cells: the CSV's lines after its header, the worksheet's data rows. */
async function fileRows(download: Download, format: 'csv' | 'xls'): Promise<{ header: string[]; rows: string[][] }> {
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  if (format === 'csv') {
    const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
    const [header, ...rows] = parseCsv(text);
    return { header: header ?? [], rows };
  }
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  const all: string[][] = [];
  sheet.eachRow((row) => {
    all.push((row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v))));
  });
  const at = all.findIndex((r) => r.includes('Date') || r.some((c) => /^Date/.test(c)));
  return { header: all[Math.max(0, at)] ?? [], rows: all.slice(Math.max(0, at) + 1) };
}

export const reportExportModel: BrowserModel = {
  machine: 'reportExport',
  async start(page, step) {
    const gate: Gate = { holdRows: false, holdChunk: false, rows: [], chunk: [], downloads: 0, downloadsAtStart: 0 };
    (step.memo as { gate: Gate }).gate = gate;
    await page.route(`**/api/${paths.transactionReport}`, (route) => {
      if (gate.holdRows && isExportCall(route)) gate.rows.push(route);
      else void route.continue().catch(() => {});
    });
    await page.route('**/assets/xlsx-*.js', (route) => {
      if (gate.holdChunk) gate.chunk.push(route);
      else void route.continue().catch(() => {});
    });
    page.on('response', (response) => {
      if (!response.url().includes(paths.transactionReport) || response.status() !== 200) return;
      if ((response.request().postDataJSON() as { pageSize?: number } | null)?.pageSize !== EXPORT_PAGE_SIZE) return;
      void response
        .json()
        .then((body: { responseCode: number; data: ReportPage }) => {
          if (body.responseCode === 0) gate.answer = body.data;
        })
        .catch(() => {});
    });
    page.on('download', () => void (gate.downloads += 1));
    await page.goto('/app/report/passbook');
    await expect(grid(page).locator('tbody tr[data-index]')).toHaveCount(1);
  },
  states: {
    // the report as it was, its Export on, no export said
    'reportExport.idle': async (page, step) => {
      await expect(exportButton(page)).toBeEnabled();
      await expect(statusOf(page)).toHaveCount(0);
      await expect(main(page).getByText(FAILED_TITLE)).toHaveCount(0);
      await expect(main(page).getByText(/^Saved /)).toHaveCount(0);
      await expect(main(page).getByText(NOTHING)).toHaveCount(0);
      // a cancelled export saved nothing
      if (step.event.type === 'export.cancel')
        expect(gateOf(step).downloads, 'files saved').toBe(gateOf(step).downloadsAtStart);
    },
    // whether its page is shown or not: nothing saved yet, nothing told
    'reportExport.exporting': async (page, step) => {
      expect(gateOf(step).downloads, 'files saved').toBe(gateOf(step).downloadsAtStart);
      await expect(resultToast(page)).toHaveCount(0);
    },
    // the user went elsewhere: the dashboard, the export's status nowhere on it
    'reportExport.exporting.away': async (page) => {
      await expect(page).toHaveURL(/\/app\/dashboard$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText('Exporting…')).toHaveCount(0);
    },
    'reportExport.exporting.shown': async (page, step) => {
      const { total, fetched } = ctx(step);
      await expect(statusOf(page)).toBeVisible();
      await expect(statusOf(page).getByRole('button', { name: 'Cancel' })).toBeEnabled();
      await expect(exportButton(page)).toBeDisabled();
      const bar = statusOf(page).getByRole('progressbar', { name: 'Export progress' });
      if (total === null) {
        await expect(statusOf(page).getByText('Fetching the rows…')).toBeVisible();
        await expect(bar).toHaveAttribute('aria-valuenow', '0');
      } else {
        // the rows the server answered, of the count it gave: every one of them (one page)
        await expect.poll(() => gateOf(step).answer, { message: 'the export call was never answered' }).toBeDefined();
        const answer = gateOf(step).answer!;
        expect(fetched, 'the chart counts what came').toBeGreaterThan(0);
        await expect(statusOf(page).getByText(`${answer.rows.length} of ${answer.total} rows`)).toBeVisible();
        await expect(bar).toHaveAttribute(
          'aria-valuenow',
          String(Math.round((answer.rows.length / answer.total) * 100)),
        );
      }
      // the report on screen stays as it was meanwhile
      await expectReport(page, step);
    },
    'reportExport.saved': async (page, step) => {
      const gate = gateOf(step);
      const format = formatOf(step);
      const fileName = `passbook_all.${format === 'xls' ? 'xlsx' : 'csv'}`;
      await expect.poll(() => gate.answer, { message: 'the export call was never answered' }).toBeDefined();
      const answer = gate.answer!;
      const saved = main(page)
        .getByRole('status')
        .filter({ hasText: /^Saved / });
      const n = answer.rows.length;
      const savedText = `Saved ${fileName} (${n.toLocaleString('en')} ${n === 1 ? 'row' : 'rows'}).`;
      if (!(await expectToast(page, step, savedText))) {
        await expect(saved).toHaveText(savedText);
        await expect(saved.getByRole('button', { name: 'Dismiss' })).toBeVisible();
        await expect(exportButton(page)).toBeEnabled();
      }
      // the file the browser saved: its name, and the server's rows in it
      const download = await gate.download!;
      expect(download.suggestedFilename()).toBe(fileName);
      const { header, rows } = await fileRows(download, format);
      expect(header).toContain('Date');
      expect(rows).toHaveLength(answer.rows.length);
      for (const [i, row] of answer.rows.entries()) {
        const cells = rows[i]!.join(' | ');
        expect(rows[i], `row ${i + 1}`).toContain(row.transactionId);
        expect(cells, `row ${i + 1}`).toContain(row.title.en);
        expect(cells, `row ${i + 1}`).toContain('Success');
        // the amount, as the server has it (a number in the spreadsheet, the screen's text in CSV)
        const amount = Number(row.amount);
        expect(
          rows[i]!.some((c) => Number(c.replace(/[^\d.]/g, '')) === amount),
          `row ${i + 1} has the amount ${amount}: ${cells}`,
        ).toBe(true);
      }
    },
    'reportExport.nothingToExport': async (page, step) => {
      const toasted = await expectToast(page, step, NOTHING);
      if (!toasted) {
        const said = main(page).getByRole('status').filter({ hasText: NOTHING });
        await expect(said).toBeVisible();
        await expect(said.getByRole('button', { name: 'Dismiss' })).toBeVisible();
      }
      // the server had no row for the filter, and no file was made
      await expect.poll(() => gateOf(step).answer, { message: 'the export call was never answered' }).toBeDefined();
      expect(gateOf(step).answer!.rows).toHaveLength(0);
      expect(gateOf(step).downloads, 'files saved').toBe(gateOf(step).downloadsAtStart);
      if (!toasted) await expectReport(page, step);
    },
    'reportExport.failed': async (page, step) => {
      expect(gateOf(step).downloads, 'files saved').toBe(gateOf(step).downloadsAtStart);
      if (await expectToast(page, step, `${FAILED_TITLE}: Please try after sometime.`)) return;
      const failure = main(page).getByRole('alert').filter({ hasText: FAILED_TITLE });
      await expect(failure).toContainText('Please try after sometime.');
      await expect(main(page).getByRole('button', { name: 'Try again' })).toBeEnabled();
      await expect(main(page).getByRole('button', { name: 'Dismiss' })).toBeEnabled();
      await expect(statusOf(page)).toHaveCount(0);
      // the report itself did not fail
      await expectReport(page, step);
    },
  },
  events: {
    'export.start': async (page, step) => {
      const gate = gateOf(step);
      gate.answer = undefined;
      await backToReport(page, step);
      gate.downloadsAtStart = gate.downloads;
      if (step.before.matches('failed')) {
        gate.holdRows = true;
        await main(page).getByRole('button', { name: 'Try again' }).click();
        return;
      }
      if (nextOutcome(step) === 'empty') {
        // a filter that matches nothing: the opening balance is a credit
        await choose(page, 'Type', 'Debit');
        await page.getByRole('form', { name: 'Filters' }).getByRole('button', { name: 'Apply' }).click();
        await expect(main(page).getByText('No transactions match these filters.')).toBeVisible();
        gate.filtered = true;
      }
      gate.holdRows = true;
      gate.holdChunk = formatOf(step) === 'xls';
      await exportButton(page).click();
      await page.getByRole('menuitem', { name: formatOf(step) === 'xls' ? 'Excel (XLSX)' : 'CSV' }).click();
    },
    // the rows reach the server; the spreadsheet's code is still on its way
    'export.progress': async (_page, step) => {
      const gate = gateOf(step);
      for (const route of await released(gate.rows, 'the export rows')) await route.continue();
    },
    'export.cancel': async (page, step) => {
      const gate = gateOf(step);
      await statusOf(page).getByRole('button', { name: 'Cancel' }).click();
      gate.holdRows = false;
      gate.holdChunk = false;
      // the dropped call goes on, and nothing comes of it
      for (const route of [...gate.rows.splice(0), ...gate.chunk.splice(0)]) await route.continue().catch(() => {});
    },
    'export.dismiss': async (page, step) => {
      await backToReport(page, step);
      await main(page).getByRole('button', { name: 'Dismiss' }).click();
    },
    // to the dashboard by the main menu; the export goes on
    'page.left': async (page) => {
      await mainMenu(page).getByRole('link', { name: 'Dashboard' }).click();
    },
    // back by the main menu: the report opens afresh (its filter gone), the export's progress drawn
    'page.returned': async (page, step) => {
      await mainMenu(page).getByRole('link', { name: 'Passbook' }).click();
      gateOf(step).filtered = false;
    },
    'xstate.done.actor.exportReport': async (page, step) => {
      const gate = gateOf(step);
      gate.holdRows = false;
      gate.holdChunk = false;
      if ((step.event as EventObject & { output: ExportOutcome }).output.saved !== null)
        gate.download = page.waitForEvent('download');
      // the rows (unless the progress step let them through), then the spreadsheet's code
      if (!step.before.context.total)
        for (const route of await released(gate.rows, 'the export rows')) await route.continue();
      if (formatOf(step) === 'xls')
        for (const route of await released(gate.chunk, 'the spreadsheet code')) await route.continue();
    },
    'xstate.error.actor.exportReport': async (_page, step) => {
      const gate = gateOf(step);
      gate.holdRows = false;
      for (const route of await released(gate.rows, 'the export rows')) await route.fulfill({ status: 503, body: '' });
    },
  },
};
