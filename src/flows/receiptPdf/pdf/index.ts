/** The PDF chunk: pdf-lib, fontkit, bidi-js, the drawings and the font loader, imported only when a PDF is asked for. */
export { isolateLtr } from './bidiText';
export { loadFontFiles } from './fontFiles';
export { drawReceipt } from './receiptDocument';
export { drawStatement } from './statementDocument';
export type { PdfFormat, PdfTexts } from './texts';
export type { Look } from './writer';
