import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import type { TransactionDetail, ViewConfiguration } from '../../../src/api/contract/reports';
import { cellText, signedAmount, type CellFormat } from '../../../src/flows/reports/cells';
import { fieldAt, viewItems, viewTable } from '../../../src/flows/reports/view';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
const format: CellFormat = {
  locale: 'en',
  currencies: [{ currencyCode: 'IQD', symbol: 'IQD', symbolPosition: 'suffix', isDefault: true } as never],
  i18n,
};

const transaction: TransactionDetail = {
  transactionId: 'TX000000000000000042',
  serviceCode: 'SEND_MONEY',
  title: { en: 'Send money', ar: 'إرسال الأموال' },
  direction: 'debit',
  status: 2,
  statusMessage: null,
  amount: '12500.00',
  fee: '250.00',
  total: '12750.00',
  currency: 'IQD',
  counterparty: { name: 'Omar Khalid', identifier: '7701000002' },
  balanceAfter: null,
  createdAt: '2026-03-04T09:05:00.000Z',
  details: { reference: 'REF-1' },
};

const configuration: ViewConfiguration = {
  displayColumn: 2,
  formatType: 1,
  labelAlignment: 'start',
  isTableShow: true,
  title: { en: 'Transaction' },
  data: [
    { label: { en: 'Status' }, value: 'status', type: 'isBadge', sortOrder: 3 },
    { label: { en: 'Amount' }, value: 'amount', type: 'isAmount', sortOrder: 2 },
    { label: { en: 'Date' }, value: 'createdAt', type: 'isDate', typeFormat: 'YYYY/MM/DD', sortOrder: 1 },
    { label: { en: 'Service', ar: 'الخدمة' }, value: 'title', type: 'text', sortOrder: 4 },
    { label: { en: 'To' }, value: 'counterparty.name', type: 'text', sortOrder: 5 },
    { label: { en: 'Balance after' }, value: 'balanceAfter', type: 'isAmount', sortOrder: 6 },
    { label: { en: 'Reference' }, value: 'details.reference', type: 'text', sortOrder: 7 },
  ],
  tableData: {
    colData: [
      { key: 'item', label: { en: 'Item' } },
      { key: 'value', label: { en: 'Value' } },
    ],
    rowData: [
      { item: 'Fee', value: '=fee' },
      { item: 'Total', value: '=total' },
    ],
  },
};

describe('a transaction drawn by its view configuration', () => {
  it('shows the entries in sort order, each as its type says, and leaves out what the transaction lacks', () => {
    expect(viewItems(configuration, transaction, format)).toEqual([
      { label: 'Date', text: '2026/03/04', type: 'isDate', status: null },
      { label: 'Amount', text: '12,500.00 IQD', type: 'isAmount', status: null },
      { label: 'Status', text: 'Failed', type: 'isBadge', status: 2 },
      { label: 'Service', text: 'Send money', type: 'text', status: null },
      { label: 'To', text: 'Omar Khalid', type: 'text', status: null },
      { label: 'Reference', text: 'REF-1', type: 'text', status: null },
    ]);
  });

  it('reads labels and localised values in the user language', () => {
    const items = viewItems(configuration, transaction, { ...format, locale: 'ar' });
    expect(items.find((i) => i.type === 'text')).toMatchObject({ label: 'الخدمة', text: 'إرسال الأموال' });
  });

  it('resolves the table cells that name fields, as amounts', () => {
    expect(viewTable(configuration, transaction, format)).toEqual({
      headers: ['Item', 'Value'],
      rows: [
        ['Fee', '250.00 IQD'],
        ['Total', '12,750.00 IQD'],
      ],
    });
    expect(viewTable({ ...configuration, isTableShow: false }, transaction, format)).toBeNull();
  });

  it('never reads past the record (inherited or missing fields are nothing)', () => {
    expect(fieldAt(transaction, 'counterparty.identifier')).toBe('7701000002');
    expect(fieldAt(transaction, 'constructor')).toBeUndefined();
    expect(fieldAt(transaction, 'details.nothing.deeper')).toBeUndefined();
  });
});

describe('report cells', () => {
  const row = { ...transaction, balanceAfter: '1000.00' };
  it('signs money out as negative, money in as positive', () => {
    expect(signedAmount(row)).toBe('-12500.00');
    expect(signedAmount({ ...row, direction: 'credit' })).toBe('12500.00');
    expect(cellText({ id: 'amount' }, row, format)).toBe('-12,500.00 IQD');
  });
  it('words counterparties, statuses and dates', () => {
    expect(cellText({ id: 'counterparty' }, row, format)).toBe('Omar Khalid (7701000002)');
    expect(cellText({ id: 'status' }, { ...row, status: 0 }, format)).toBe('Pending');
    expect(cellText({ id: 'createdAt', typeFormat: 'DD/MM/YYYY' }, row, format)).toBe('04/03/2026');
    expect(cellText({ id: 'balanceAfter' }, row, format)).toBe('1,000.00 IQD');
  });
});
