import type { EventObject } from 'xstate';
import type { PdfFile, PdfRequest, ReceiptPdfInput } from '../receiptPdf.machine';
import { sampleFailures } from './failures';

export const receiptRequest: PdfRequest = { kind: 'receipt', transactionId: 'TX202611270000000001', locale: 'ar' };
export const statementRequest: PdfRequest = { kind: 'statement', month: '2026-10', locale: 'en' };

export const samplePdf: PdfFile = {
  fileName: 'receipt-TX202611270000000001.pdf',
  file: { size: 48213, type: 'application/pdf' },
  verifyUrl: 'https://portal.example/receipt/VFgyMDI2MTEyNzAwMDAwMDAwMDE' + 'm'.repeat(43),
};

/** A device that can share (Web Share API or a native host), and one that cannot. */
export const receiptPdfInputs: ReceiptPdfInput[] = [{ canShare: true }, { canShare: false }];

export const receiptPdfEvents: EventObject[] = [
  { type: 'pdf.generate', request: receiptRequest } as EventObject,
  { type: 'pdf.generate', request: statementRequest } as EventObject,
  { type: 'pdf.retry' },
  { type: 'pdf.download' },
  { type: 'pdf.print' },
  { type: 'pdf.share' },
  { type: 'pdf.close' },
  { type: 'xstate.done.actor.generatePdf', output: samplePdf } as EventObject,
  { type: 'xstate.error.actor.generatePdf', error: sampleFailures.network } as EventObject,
  { type: 'xstate.done.actor.downloadPdf' } as EventObject,
  { type: 'xstate.error.actor.downloadPdf', error: new Error('no file system') } as EventObject,
  { type: 'xstate.done.actor.printPdf' } as EventObject,
  { type: 'xstate.error.actor.printPdf', error: new Error('print blocked') } as EventObject,
  { type: 'xstate.done.actor.sharePdf' } as EventObject,
  { type: 'xstate.error.actor.sharePdf', error: new Error('share failed') } as EventObject,
];
