import { expect } from 'vitest';
import { machineRegistry } from '../../machines';
import type { PdfNotice, PdfRequest, ReceiptPdfContext, ReceiptPdfInput } from '../../machines/receiptPdf.machine';
import { sampleFailures } from '../../machines/samples/failures';
import { samplePdf } from '../../machines/samples/receiptPdf.samples';
import { describeMachinePaths } from './describePaths';
import {
  effects,
  expectUnchanged,
  expectWay,
  ignoredIn,
  registryEntry,
  type StateAssertions,
  type StepCheck,
} from './pathHarness';

const entry = registryEntry(machineRegistry, 'receiptPdf');
const ctx = (s: { context: unknown }) => s.context as ReceiptPdfContext;
const userEvents = ['pdf.generate', 'pdf.retry', 'pdf.download', 'pdf.print', 'pdf.share', 'pdf.close'];
const readyStates = ['ready.idle', 'ready.downloading', 'ready.printing', 'ready.sharing'];
const everywhere = ['idle', 'generating', 'failed', ...readyStates].join('|');

const fresh = (check: StepCheck): ReceiptPdfContext => ({
  canShare: (check.input as ReceiptPdfInput).canShare,
  request: null,
  document: null,
  failure: null,
  notice: null,
});

/** A request (from anywhere, another month included) starts afresh: the old document and notice are dropped. */
const expectGenerating = (check: StepCheck) => {
  const { request } = check.event as unknown as { request: PdfRequest };
  expect(ctx(check.snapshot)).toEqual({ ...fresh(check), request });
  expect(effects(check.stepCalls)).toEqual([{ name: 'actor:generatePdf', params: request }]);
};

/** An action ended: back to the document, with what the user is told; the document stays. */
const expectBack = (check: StepCheck, notice: PdfNotice | null) => {
  expect(ctx(check.snapshot)).toEqual({ ...ctx(check.previous!), notice });
  expect(ctx(check.snapshot).document).toEqual(samplePdf);
  expect(effects(check.stepCalls)).toEqual([]);
};

/** An action started on the document: the last notice is cleared and the actor gets the document. */
const expectStarted = (check: StepCheck, actor: string) => {
  expect(ctx(check.snapshot)).toEqual({ ...ctx(check.previous!), notice: null });
  expect(effects(check.stepCalls)).toEqual([{ name: `actor:${actor}`, params: samplePdf }]);
};

const assertions: StateAssertions = {
  'receiptPdf.idle': (check) =>
    expectWay(check, {
      start: () => {
        expect(ctx(check.snapshot)).toEqual(fresh(check));
        expect(effects(check.stepCalls)).toEqual([]);
      },
      // Close forgets the request and the document (a generation under way is dropped)
      [`generating|failed|${readyStates.join('|')} pdf.close`]: () => {
        expect(ctx(check.snapshot)).toEqual(fresh(check));
        expect(effects(check.stepCalls)).toEqual([]);
      },
      [ignoredIn('idle', userEvents, 'pdf.generate')]: () => expectUnchanged(check),
    }),
  'receiptPdf.generating': (check) =>
    expectWay(check, {
      [`${everywhere} pdf.generate`]: () => expectGenerating(check),
      // the retry draws the same request again, the failure cleared
      'failed pdf.retry': () => {
        expect(ctx(check.snapshot)).toEqual({ ...ctx(check.previous!), failure: null });
        expect(ctx(check.snapshot).request).not.toBeNull();
        expect(effects(check.stepCalls)).toEqual([{ name: 'actor:generatePdf', params: ctx(check.previous!).request }]);
      },
      [ignoredIn('generating', userEvents, 'pdf.generate', 'pdf.close')]: () => expectUnchanged(check),
    }),
  'receiptPdf.failed': (check) =>
    expectWay(check, {
      'generating error:generatePdf': () => {
        expect(ctx(check.snapshot)).toEqual({ ...ctx(check.previous!), failure: sampleFailures.network });
        expect(ctx(check.snapshot).document).toBeNull();
        expect(effects(check.stepCalls)).toEqual([]);
      },
      // nothing to download, print or share without a document
      [ignoredIn('failed', userEvents, 'pdf.generate', 'pdf.retry', 'pdf.close')]: () => expectUnchanged(check),
    }),
  'receiptPdf.ready.idle': (check) =>
    expectWay(check, {
      'generating done:generatePdf': () => {
        expect(ctx(check.snapshot)).toEqual({ ...ctx(check.previous!), document: samplePdf, failure: null });
        expect(effects(check.stepCalls)).toEqual([]);
      },
      'ready.downloading done:downloadPdf': () => expectBack(check, null),
      'ready.downloading error:downloadPdf': () => expectBack(check, 'downloadFailed'),
      'ready.printing done:printPdf': () => expectBack(check, null),
      'ready.printing error:printPdf': () => expectBack(check, 'printFailed'),
      // a share the user cancels resolves too (the logic's job): nothing to say
      'ready.sharing done:sharePdf': () => expectBack(check, null),
      'ready.sharing error:sharePdf': () => expectBack(check, 'shareFailed'),
      // no way to share: the button is hidden and the event does nothing
      'ready.idle pdf.share': () => {
        expect((check.input as ReceiptPdfInput).canShare).toBe(false);
        expectUnchanged(check);
      },
      'ready.idle pdf.retry': () => expectUnchanged(check),
    }),
  'receiptPdf.ready.downloading': (check) =>
    expectWay(check, {
      'ready.idle pdf.download': () => expectStarted(check, 'downloadPdf'),
      [ignoredIn('ready.downloading', userEvents, 'pdf.generate', 'pdf.close')]: () => expectUnchanged(check),
    }),
  'receiptPdf.ready.printing': (check) =>
    expectWay(check, {
      'ready.idle pdf.print': () => expectStarted(check, 'printPdf'),
      [ignoredIn('ready.printing', userEvents, 'pdf.generate', 'pdf.close')]: () => expectUnchanged(check),
    }),
  'receiptPdf.ready.sharing': (check) =>
    expectWay(check, {
      'ready.idle pdf.share': () => {
        expect((check.input as ReceiptPdfInput).canShare).toBe(true);
        expectStarted(check, 'sharePdf');
      },
      [ignoredIn('ready.sharing', userEvents, 'pdf.generate', 'pdf.close')]: () => expectUnchanged(check),
    }),
};

describeMachinePaths(entry, assertions);
