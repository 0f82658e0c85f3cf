import { rgb } from 'pdf-lib';
import type { Statement } from '../../../api/contract/receipts';
import type { PdfFormat, PdfTexts } from './texts';
import { PAGE, Writer, ink, type FontFiles, type Look } from './writer';

const inColour = rgb(0.06, 0.55, 0.33);
const outColour = rgb(0.75, 0.15, 0.2);

/** Minor units of a 2-decimal amount, exactly. */
function minor(amount: string): bigint {
  const negative = amount.startsWith('-');
  const [whole = '0', fraction = ''] = amount.replace('-', '').split('.');
  const units = BigInt(whole || '0') * 100n + BigInt((fraction + '00').slice(0, 2));
  return negative ? -units : units;
}
const major = (units: bigint) => {
  const sign = units < 0n ? '-' : '';
  const abs = units < 0n ? -units : units;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
};

/** requirements#receipt-pdf: a month of the passbook as a table, pages numbered, the header repeated. */
export async function drawStatement(
  statement: Statement,
  look: Look,
  files: FontFiles,
  texts: PdfTexts,
  format: PdfFormat,
  now: Date,
): Promise<Uint8Array> {
  const period = format.month(statement.month);
  const w = await Writer.create(files, look, { title: `${texts.statementTitle} ${statement.month}`, subject: period });
  const money = (amount: string) => format.amount(amount, statement.currency);
  let y = w.header(texts.statementTitle) - 44;

  w.text(period, y, { size: 20, bold: true });
  y -= 24;
  w.text(`${texts.holder}: ${statement.holder.name} · ${statement.holder.identifier}`, y, {
    size: 10.5,
    color: ink.dim,
  });
  y -= 30;

  // four figures side by side: opening, in, out, closing
  const totalIn = statement.rows.filter((r) => r.direction === 'credit').reduce((s, r) => s + minor(r.amount), 0n);
  const totalOut = statement.rows.filter((r) => r.direction === 'debit').reduce((s, r) => s + minor(r.amount), 0n);
  const figures: [string, string, typeof ink.text][] = [
    [texts.openingBalance, money(statement.openingBalance), ink.text],
    [texts.moneyIn, money(major(totalIn)), inColour],
    [texts.moneyOut, money(major(totalOut)), outColour],
    [texts.closingBalance, money(statement.closingBalance), w.brand],
  ];
  const gap = 10;
  const boxWidth = (PAGE.width - 2 * PAGE.margin - 3 * gap) / 4;
  figures.forEach(([label, value, colour], i) => {
    const left = w.fromStart(i * (boxWidth + gap), boxWidth);
    w.page.drawRectangle({ x: left, y: y - 34, width: boxWidth, height: 50, borderColor: ink.rule, borderWidth: 0.8 });
    w.text(label, y, { size: 8.5, color: ink.dim, left: left + 8, width: boxWidth - 16 });
    w.text(value, y - 22, { size: 11, bold: true, color: colour, left: left + 8, width: boxWidth - 16 });
  });
  y -= 66;

  // the table: date, description, reference, amount, balance — in reading order
  const columns = [
    { key: 'date', label: texts.date, width: 82 },
    { key: 'description', label: texts.description, width: 160 },
    { key: 'reference', label: texts.reference, width: 105 },
    { key: 'amount', label: texts.amount, width: 80 },
    { key: 'balance', label: texts.balance, width: 80 },
  ] as const;
  const offsets = columns.map((_, i) => columns.slice(0, i).reduce((s, c) => s + c.width, 0));
  const cell = (i: number) => ({ left: w.fromStart(offsets[i]!, columns[i]!.width - 6), width: columns[i]!.width - 6 });
  const headerRow = () => {
    w.page.drawRectangle({
      x: PAGE.margin,
      y: y - 6,
      width: PAGE.width - 2 * PAGE.margin,
      height: 20,
      color: w.brand,
      opacity: 0.12,
    });
    columns.forEach((c, i) => w.text(c.label, y, { size: 8.5, bold: true, ...cell(i) }));
    y -= 22;
  };
  headerRow();
  if (statement.rows.length === 0) {
    w.text(texts.noMovements, y - 6, { size: 10, color: ink.dim });
    y -= 30;
  }
  for (const row of statement.rows) {
    if (y < PAGE.margin + 50) {
      w.addPage();
      y = PAGE.height - PAGE.margin - 10;
      headerRow();
    }
    const credit = row.direction === 'credit';
    const values = [
      format.date(row.createdAt),
      [format.title(row.title), row.counterparty?.name].filter(Boolean).join(' · '),
      row.transactionId,
      `${credit ? '+' : '-'}${money(row.amount)}`,
      row.balanceAfter ? money(row.balanceAfter) : '',
    ];
    values.forEach((value, i) => {
      const colour = i === 3 ? (credit ? inColour : outColour) : ink.text;
      w.text(value, y, { size: i === 2 ? 7.5 : 8.5, color: colour, ...cell(i) });
    });
    y -= 8;
    w.rule(y);
    y -= 12;
  }
  if (statement.truncated) w.text(texts.truncated, y - 4, { size: 9, color: outColour, wrap: true });

  const pages = w.pages.length;
  w.pages.forEach((page, index) => {
    w.page = page;
    const footer = `${texts.pageOf(index + 1, pages)} · ${
      texts.generatedAt
    } ${format.dateTime(now.toISOString())} · ${look.siteName}`;
    w.text(footer, PAGE.margin - 14, { size: 8, color: ink.dim, align: 'center' });
  });
  return w.save();
}
