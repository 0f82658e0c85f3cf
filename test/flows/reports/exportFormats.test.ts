import { describe, expect, it } from 'vitest';
import {
  csvField,
  displayWidth,
  toCsv,
  toJson,
  toTxt,
  txtParts,
  type ExportColumn,
  type ExportTable,
} from '../../../src/flows/reports/export/formats';

const columns: ExportColumn[] = [
  { id: 'createdAt', header: 'Date' },
  { id: 'counterparty', header: 'Counterparty' },
  { id: 'amount', header: 'Amount', numeric: true },
];

function table(rows: ExportTable['rows'], overrides: Partial<ExportTable> = {}): ExportTable {
  return {
    title: 'Passbook',
    period: { from: '2026-01-01', to: '2026-01-31' },
    columns,
    rows,
    exportedAt: new Date('2026-02-01T08:30:00.000Z'),
    ...overrides,
  };
}

/** A small RFC 4180 reader: quoted fields with doubled quotes, commas and line breaks inside. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"' && field === '') quoted = true;
    else if (ch === ',') {
      record.push(field);
      field = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i++;
    } else field += ch;
  }
  if (field !== '' || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  return records;
}

describe('csv', () => {
  it('starts with a UTF-8 byte order mark so Excel reads Arabic as Arabic, and ends records with CRLF', () => {
    const csv = toCsv(table([{ createdAt: '02/01/2026', counterparty: 'محمد علي', amount: '1,000.00' }]));
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1)).toBe('Date,Counterparty,Amount\r\n02/01/2026,محمد علي,"1,000.00"\r\n');
  });

  it('quotes a field with a quote, a comma or a line break, doubling its quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('line 1\nline 2')).toBe('"line 1\nline 2"');
    expect(csvField('line 1\r\nline 2')).toBe('"line 1\r\nline 2"');
  });

  it.each(['=HYPERLINK("http://x","y")', '+1+cmd', '-2+3', '@SUM(A1)', '\t=1', '\r=1', '-10.00 IQD', '-'])(
    'puts an apostrophe before %j so a spreadsheet does not run it',
    (cell) => {
      const field = csvField(cell);
      const unquoted = field.startsWith('"') ? field.slice(1, -1).replaceAll('""', '"') : field;
      expect(unquoted).toBe(`'${cell}`);
    },
  );

  it.each(['-10.00', '+964', '-1,234.50', '1250', '-١٠٫٠٠'])('leaves the plain number %j as it is', (cell) => {
    expect(csvField(cell).replace(/^"|"$/g, '')).toBe(cell);
  });

  it('comes back cell for cell through a CSV reader, guarded cells with their apostrophe', () => {
    const rows = [
      { createdAt: '2026-01-02', counterparty: 'Ali "the trader", Basra', amount: '-10.00' },
      { createdAt: '2026-01-03', counterparty: 'first line\r\nsecond line', amount: '1,000.00' },
      { createdAt: '2026-01-04', counterparty: "=cmd|' /C calc'!A0", amount: '' },
      { createdAt: '2026-01-05', counterparty: 'شركة الاتصالات', amount: '5.00' },
    ];
    const [header, ...body] = parseCsv(toCsv(table(rows)).slice(1));
    expect(header).toEqual(['Date', 'Counterparty', 'Amount']);
    expect(body).toEqual([
      ['2026-01-02', 'Ali "the trader", Basra', '-10.00'],
      ['2026-01-03', 'first line\r\nsecond line', '1,000.00'],
      ['2026-01-04', "'=cmd|' /C calc'!A0", ''],
      ['2026-01-05', 'شركة الاتصالات', '5.00'],
    ]);
  });

  it('writes the display text of a numeric cell and an empty field for a missing one', () => {
    const csv = toCsv(table([{ createdAt: '2026-01-02', amount: { text: '1,250.00 IQD', value: 1250 } }]));
    expect(parseCsv(csv.slice(1))[1]).toEqual(['2026-01-02', '', '1,250.00 IQD']);
  });
});

describe('json', () => {
  it('holds the report, the period, the export time and the row count, and rows keyed by header', () => {
    const parsed = JSON.parse(
      toJson(
        table([
          { createdAt: '2026-01-02', counterparty: 'محمد', amount: { text: '1,000.00', value: 1000 } },
          { createdAt: '2026-01-03', counterparty: 'Ali "A"\nB', amount: '-5.00' },
        ]),
      ),
    );
    expect(parsed).toEqual({
      report: 'Passbook',
      period: { from: '2026-01-01', to: '2026-01-31' },
      exportedAt: '2026-02-01T08:30:00.000Z',
      rowCount: 2,
      rows: [
        { Date: '2026-01-02', Counterparty: 'محمد', Amount: '1,000.00' },
        { Date: '2026-01-03', Counterparty: 'Ali "A"\nB', Amount: '-5.00' },
      ],
    });
  });

  it('has a null period without dates, keeps two columns of one label apart, and parses with no rows', () => {
    const twice: ExportColumn[] = [
      { id: 'amount', header: 'Amount' },
      { id: 'fee', header: 'Amount' },
    ];
    const one = JSON.parse(toJson(table([{ amount: '1.00', fee: '0.10' }], { columns: twice, period: null })));
    expect(one.period).toBeNull();
    expect(one.rows).toEqual([{ Amount: '1.00', 'Amount (2)': '0.10' }]);
    const none = JSON.parse(toJson(table([])));
    expect(none.rowCount).toBe(0);
    expect(none.rows).toEqual([]);
  });
});

describe('txt', () => {
  const lines = (text: string) => text.split('\r\n');

  it('opens with the report name and period, then aligned columns with amounts on the right', () => {
    const text = toTxt(
      table([
        { createdAt: '2026-01-02', counterparty: 'Ali', amount: '1,000.00' },
        { createdAt: '2026-01-03', counterparty: 'Basra Trading', amount: '-5.00' },
      ]),
    );
    expect(lines(text)).toEqual([
      'Passbook (2026-01-01 – 2026-01-31)',
      '',
      'Date        Counterparty     Amount',
      '----------  -------------  --------',
      '2026-01-02  Ali            1,000.00',
      '2026-01-03  Basra Trading     -5.00',
      '',
    ]);
  });

  it('keeps right-to-left text whole, isolated so neighbouring Arabic cells keep their columns', () => {
    const text = toTxt(
      table([
        { createdAt: '2026-01-02', counterparty: 'شركة الاتصالات', amount: '1.00' },
        { createdAt: '2026-01-03', counterparty: 'عليّ', amount: '2.00' },
      ]),
    );
    const [, , , , first, second] = lines(text);
    expect(first).toContain('\u2068شركة الاتصالات\u2069');
    expect(second).toContain('\u2068عليّ\u2069');
    // the same visible width: the shadda takes no column and the isolates none
    const visible = (line: string) => displayWidth(line);
    expect(visible(first!)).toBe(visible(second!));
    expect(first!.indexOf('1.00') - first!.indexOf('\u2069')).toBeGreaterThan(0);
  });

  it('puts a cell with line breaks on one line', () => {
    const text = toTxt(table([{ createdAt: '2026-01-02', counterparty: 'a\nb\r\nc', amount: '1.00' }]));
    // `a b c` padded to Counterparty's 12, the gap, `1.00` right-aligned under Amount's 6
    expect(lines(text)[4]).toBe(`2026-01-02  a b c${' '.repeat(7)}  ${'  '}1.00`);
  });

  it('counts wide and combining characters by the columns they take', () => {
    expect(displayWidth('abc')).toBe(3);
    expect(displayWidth('汇款')).toBe(4);
    expect(displayWidth('عَلِيّ')).toBe(3);
  });

  it('leaves the period out of the title when there are no dates', () => {
    expect(lines(toTxt(table([], { period: null })))[0]).toBe('Passbook');
  });

  it('comes in parts, none holding more than its share of rows', () => {
    const rows = Array.from({ length: 5 }, (_, i) => ({
      createdAt: `2026-01-0${i + 1}`,
      counterparty: 'x',
      amount: '1.00',
    }));
    const parts = [...txtParts(table(rows), 2)];
    const rowLines = parts.map((p) => p.split('\r\n').filter((l) => l.startsWith('2026-')).length);
    expect(Math.max(...rowLines)).toBe(2);
    expect(parts.join('')).toBe(toTxt(table(rows)));
  });
});
