import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromTransition } from 'xstate';
import * as paths from '../../../src/api/contract/paths';
import type { ReportConfiguration, ReportPage as ReportPageData, ReportRow } from '../../../src/api/contract/reports';
import { createContentCache } from '../../../src/config/contentCache';
import { ReportPage } from '../../../src/flows/reports/ReportPage';
import { AppProvider, type AppContextValue } from '../../../src/platform/context';
import { fakeGateway } from '../../support/fakeGateway';
import { activate, renderUi } from '../../support/render';

const configuration = (more: Partial<ReportConfiguration> = {}): ReportConfiguration => ({
  reportId: 'transactions',
  title: { en: 'Transaction report', ar: 'تقرير المعاملات' },
  columns: [
    { id: 'createdAt', label: { en: 'Date' }, type: 'isDate', typeFormat: 'DD/MM/YYYY', sortable: true, visible: true },
    { id: 'service', label: { en: 'Service' }, type: 'text', sortable: true, visible: true },
    { id: 'amount', label: { en: 'Amount' }, type: 'isAmount', sortable: true, visible: true },
    { id: 'status', label: { en: 'Status' }, type: 'isBadge', sortable: false, visible: true },
  ],
  filters: [{ id: 'text', label: { en: 'Search' } }],
  defaultSort: { column: 'createdAt', direction: 'desc' },
  defaultRows: 30,
  rowsPerPage: [10, 20, 50, 100, 200, 500, 1000],
  exports: ['csv'],
  runningBalance: false,
  ...more,
});

const row = (n: number, more: Partial<ReportRow> = {}): ReportRow => ({
  transactionId: `TX${String(n).padStart(18, '0')}`,
  serviceCode: 'SEND_MONEY',
  title: { en: 'Send money' },
  direction: 'debit',
  amount: '1500.00',
  fee: '0.00',
  currency: 'IQD',
  status: 1,
  counterparty: { name: 'Omar', identifier: '7701000002' },
  createdAt: '2026-03-04T09:05:00.000Z',
  ...more,
});

function setup(
  config: ReportConfiguration,
  report: (body: Record<string, unknown>) => ReportPageData | Promise<ReportPageData>,
) {
  const transactionReport = vi.fn(report);
  const platform = {
    gateway: fakeGateway({
      [paths.reportConfiguration]: () => config,
      [paths.transactionReport]: (body) => transactionReport(body as Record<string, unknown>),
    }),
    contentCache: createContentCache(),
    siteSettings: { get: () => null, subscribe: () => () => {} },
  };
  const locale = createActor(fromTransition((s) => s, { active: 'en' })).start();
  const value = { platform, actors: { locale } } as unknown as AppContextValue;
  const rootRoute = createRootRoute({
    component: () => (
      <AppProvider value={value}>
        <ReportPage reportId={config.reportId} />
      </AppProvider>
    ),
  });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/?rows=70'] }),
  });
  renderUi(<RouterProvider router={router} />);
  return transactionReport;
}

describe('ReportPage', () => {
  it('loads the configured report with the nearest rows choice, and draws its rows as the user reads them', async () => {
    activate('en');
    const report = setup(configuration(), (body) => ({
      rows: [row(1), row(2, { direction: 'credit', status: 0 })],
      total: 2,
      page: 1,
      pageSize: body.pageSize as number,
    }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Transaction report' })).toBeTruthy();
    await waitFor(() => expect(report).toHaveBeenCalledTimes(1));
    // a `rows=70` link becomes 50, the nearest choice; the default sort goes with it
    expect(report.mock.calls[0]![0]).toEqual({
      reportId: 'transactions',
      page: 1,
      pageSize: 50,
      sort: { column: 'createdAt', direction: 'desc' },
    });
    expect(await screen.findAllByText('-1,500.00 IQD')).not.toHaveLength(0);
    expect(screen.getAllByText('1,500.00 IQD')).not.toHaveLength(0);
    expect(screen.getAllByText('Pending')).not.toHaveLength(0);
  });

  it('keeps the filters when a page fails to load, and loads the same query again on retry', async () => {
    activate('en');
    let fail = false;
    const report = setup(configuration(), (body) => {
      if (fail) throw { kind: 'network', errCode: 500, message: 'Please try after sometime.' };
      return { rows: [row(1)], total: 1, page: 1, pageSize: body.pageSize as number };
    });
    await waitFor(() => expect(report).toHaveBeenCalledTimes(1));
    fail = true;
    const filters = screen.getByRole('form', { name: 'Filters' });
    fireEvent.change(within(filters).getByRole('textbox', { name: 'Search' }), { target: { value: 'Omar' } });
    await act(async () => fireEvent.click(within(filters).getByRole('button', { name: 'Apply' })));
    expect(await screen.findByText('This page could not be loaded')).toBeTruthy();
    expect(report.mock.calls[1]![0]).toMatchObject({ text: 'Omar', page: 1 });
    // what was typed stays
    expect((within(filters).getByRole('textbox', { name: 'Search' }) as HTMLInputElement).value).toBe('Omar');
    fail = false;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    await waitFor(() => expect(report).toHaveBeenCalledTimes(3));
    expect(report.mock.calls[2]![0]).toEqual(report.mock.calls[1]![0]);
    await waitFor(() => expect(screen.queryByText('This page could not be loaded')).toBeNull());
  });

  it('says so when nothing matches, and customer service names the customer first', async () => {
    activate('en');
    const report = setup(configuration({ customerLookup: true }), (body) => ({
      rows: [],
      total: 0,
      page: 1,
      pageSize: body.pageSize as number,
    }));
    const mobile = await screen.findByRole('textbox', { name: /Customer's mobile number/ });
    expect(report).not.toHaveBeenCalled();
    fireEvent.change(mobile, { target: { value: '77010' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Show transactions' })));
    expect(await screen.findByText('Enter a 10-digit mobile number.')).toBeTruthy();
    expect(report).not.toHaveBeenCalled();
    fireEvent.change(mobile, { target: { value: '7701000001' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Show transactions' })));
    await waitFor(() => expect(report).toHaveBeenCalledTimes(1));
    expect(report.mock.calls[0]![0]).toMatchObject({ customerMobile: '7701000001' });
    expect(await screen.findByText('No transactions yet.')).toBeTruthy();
  });
});
