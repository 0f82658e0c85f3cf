/// <reference lib="webworker" />
import { createXlsxBuilder, type XlsxBuilder } from './xlsxWorkbook';
import type { XlsxAnswer, XlsxMessage } from './xlsx';

/**
 * The spreadsheet export in its own thread: building and zipping 50,000 rows takes seconds, and
 * the tab stays responsive meanwhile. One worker per export; the page ends it when done or cancelled.
 */
let builder: Promise<XlsxBuilder> | null = null;

const answer = (message: XlsxAnswer, transfer: Transferable[] = []) => self.postMessage(message, transfer);

self.onmessage = async (event: MessageEvent<XlsxMessage>) => {
  const message = event.data;
  try {
    if (message.type === 'start') builder = createXlsxBuilder(message.head);
    else if (!builder) throw new Error('the export worker got rows before its head');
    else if (message.type === 'rows') (await builder).add(message.rows);
    else {
      const buffer = await (await builder).finish();
      answer({ type: 'done', buffer }, [buffer]);
    }
  } catch (error) {
    answer({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
};
