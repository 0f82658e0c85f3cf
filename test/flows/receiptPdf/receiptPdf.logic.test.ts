import { describe, expect, it } from 'vitest';
import { createActor, toPromise, type AnyActorLogic } from 'xstate';
import type { OutgoingMessage } from '../../../src/api/contract/webviewBridge';
import { receiptPdfLogic } from '../../../src/flows/receiptPdf/receiptPdf.logic';
import type { Platform } from '../../../src/platform/platform';

/**
 * requirements#receipt-pdf, #web-view-protocol: in a web view the PDF goes to the native host —
 * DOWNLOAD with its bytes, SHARE with the receipt's verification address (a statement, which has
 * none, is handed over as a DOWNLOAD) — and the browser's own download is not used.
 */
function setup(connected: boolean) {
  const posted: OutgoingMessage[] = [];
  const platform = {
    gateway: {},
    nativeShell: { connected: () => connected, post: (m: OutgoingMessage) => posted.push(m) },
  } as unknown as Platform;
  const win = {
    navigator: {},
    document: { createElement: () => ({ click: () => {}, remove: () => {}, style: {} }), body: { append: () => {} } },
  } as unknown as Window & typeof globalThis;
  const logic = receiptPdfLogic(platform, () => ({}) as never, win);
  const run = async (name: 'downloadPdf' | 'printPdf' | 'sharePdf', input: unknown) => {
    const actor = createActor(logic.machine.implementations.actors[name] as AnyActorLogic, { input }).start();
    await toPromise(actor);
  };
  return { posted, logic, run };
}

const bytes = new TextEncoder().encode('%PDF-1.7 a receipt');
const receipt = {
  fileName: 'receipt-TX202611270000000001.pdf',
  file: new Blob([bytes], { type: 'application/pdf' }),
  verifyUrl: 'https://portal.example/receipt/' + 'a'.repeat(70),
};
const statement = { ...receipt, fileName: 'statement-2026-10.pdf', verifyUrl: null };

describe('the receipt PDF in a web view', () => {
  it('offers sharing there even without the Web Share API', () => {
    expect(setup(true).logic.input).toEqual({ canShare: true });
    expect(setup(false).logic.input).toEqual({ canShare: false });
  });

  it('downloads through the host: DOWNLOAD with the PDF’s bytes as base64', async () => {
    const { posted, run } = setup(true);
    await run('downloadPdf', receipt);
    expect(posted).toEqual([
      {
        type: 'DOWNLOAD',
        name: receipt.fileName,
        mime: 'application/pdf',
        base64: Buffer.from(bytes).toString('base64'),
      },
    ]);
  });

  it('shares the receipt’s verification address through the host, and hands a statement over as a file', async () => {
    const shared = setup(true);
    await shared.run('sharePdf', receipt);
    expect(shared.posted).toEqual([{ type: 'SHARE', title: receipt.fileName, url: receipt.verifyUrl }]);
    const handed = setup(true);
    await handed.run('sharePdf', statement);
    expect(handed.posted.map((m) => m.type)).toEqual(['DOWNLOAD']);
  });

  it('prints through the host’s viewer: the file is handed over, no window is opened', async () => {
    const { posted, run } = setup(true);
    await run('printPdf', receipt);
    expect(posted.map((m) => m.type)).toEqual(['DOWNLOAD']);
  });

  it('posts nothing to a host that is not there', async () => {
    const { posted, run } = setup(false);
    await run('downloadPdf', receipt);
    expect(posted).toEqual([]);
  });
});
