import type { ReceiptDocument } from '../../../api/contract/receipts';
import { drawQr } from './qr';
import type { PdfFormat, PdfTexts } from './texts';
import { PAGE, Writer, ink, type FontFiles, type Look } from './writer';
import { rgb } from 'pdf-lib';

const statusColour = { paid: rgb(0.06, 0.6, 0.36), pending: rgb(0.8, 0.5, 0.05), failed: rgb(0.8, 0.16, 0.2) };
const statusOf = (status: 0 | 1 | 2) => (status === 1 ? 'paid' : status === 0 ? 'pending' : 'failed');

/** requirements#receipt-pdf: one receipt on an A4 page, its verification QR code at the foot. */
export async function drawReceipt(
  receipt: ReceiptDocument,
  verifyUrl: string,
  look: Look,
  files: FontFiles,
  texts: PdfTexts,
  format: PdfFormat,
  now: Date,
): Promise<Uint8Array> {
  const t = receipt.transaction;
  const title = format.title(t.title);
  const w = await Writer.create(files, look, { title: `${texts.receiptTitle} ${t.transactionId}`, subject: title });
  let y = w.header(texts.receiptTitle) - 48;

  const status = statusOf(t.status);
  w.pill(texts.status[status], y, statusColour[status]);
  w.text(title, y, { size: 20, bold: true, width: PAGE.width - 2 * PAGE.margin - 120 });
  y -= 40;
  const sign = t.direction === 'credit' ? texts.received : t.direction === 'debit' ? texts.sent : '';
  if (sign !== '') {
    w.text(sign, y, { size: 11, color: ink.dim });
    y -= 30;
  }
  w.text(format.amount(t.total, t.currency), y, { size: 28, bold: true, color: w.brand });
  y -= 26;
  w.rule(y);
  y -= 26;

  const rows: [string, string][] = [
    [texts.reference, t.transactionId],
    [texts.date, format.dateTime(t.createdAt)],
    [texts.service, title],
  ];
  if (t.counterparty) {
    const who = [t.counterparty.name, t.counterparty.identifier].filter((s) => s !== '').join(' · ');
    rows.push([t.direction === 'credit' ? texts.from : texts.to, who]);
  }
  rows.push([texts.amount, format.amount(t.amount, t.currency)], [texts.fee, format.amount(t.fee, t.currency)]);
  rows.push([texts.total, format.amount(t.total, t.currency)]);
  if (t.balanceAfter !== null) rows.push([texts.balanceAfter, format.amount(t.balanceAfter, t.currency)]);
  if (t.statusMessage) rows.push([texts.note, t.statusMessage]);

  const labelWidth = 150;
  const valueWidth = PAGE.width - 2 * PAGE.margin - labelWidth - 12;
  for (const [label, value] of rows) {
    w.text(label, y, { size: 11, color: ink.dim, left: w.fromStart(0, labelWidth), width: labelWidth });
    const used = w.text(value, y, {
      size: 11,
      bold: label === texts.total,
      left: w.fromStart(labelWidth + 12, valueWidth),
      width: valueWidth,
      wrap: true,
    });
    y -= Math.max(used, 16) + 6;
    w.rule(y + 10);
    y -= 6;
  }

  // the verification QR code and what it is for
  const qrSize = 116;
  const qrTop = Math.min(y - 10, 230);
  const qrX = w.fromStart(0, qrSize);
  drawQr(w.page, verifyUrl, { x: qrX, y: qrTop - qrSize, size: qrSize }, ink.text);
  const captionWidth = PAGE.width - 2 * PAGE.margin - qrSize - 18;
  const captionLeft = w.fromStart(qrSize + 18, captionWidth);
  w.text(texts.verifyCaption, qrTop - 30, { size: 12, bold: true, left: captionLeft, width: captionWidth });
  const hint = w.text(texts.verifyHint, qrTop - 50, {
    size: 9.5,
    color: ink.dim,
    left: captionLeft,
    width: captionWidth,
    wrap: true,
  });
  // the address itself reads left to right in every language
  // the address itself reads left to right in every language, cut into lines that fit
  const urlFont = w.fonts.regular.latin;
  const urlLines: string[] = [];
  for (let rest = verifyUrl; rest !== '';) {
    let cut = rest.length;
    while (cut > 1 && urlFont.widthOfTextAtSize(rest.slice(0, cut), 7) > captionWidth) cut--;
    urlLines.push(rest.slice(0, cut));
    rest = rest.slice(cut);
  }
  urlLines.forEach((line, i) => {
    const lineWidth = urlFont.widthOfTextAtSize(line, 7);
    w.page.drawText(line, {
      x: w.rtl ? captionLeft + captionWidth - lineWidth : captionLeft,
      y: qrTop - 60 - hint - i * 10,
      size: 7,
      font: urlFont,
      color: ink.dim,
    });
  });

  w.rule(PAGE.margin + 18);
  w.text(`${texts.generatedAt} ${format.dateTime(now.toISOString())} · ${look.siteName}`, PAGE.margin, {
    size: 8.5,
    color: ink.dim,
    align: 'center',
  });
  return w.save();
}
