import { fromPromise } from 'xstate';
import { receiptPdfMachine, type PdfFile, type PdfRequest } from '../../../machines/receiptPdf.machine';
import type { SiteSettings } from '../../api/contract/schemas';
import { formatAmount } from '../../config/currency';
import { localize } from '../../forms/localize';
import { formatDate, formatDateTime, intlLocale } from '../../i18n/format';
import { isRtl } from '../../i18n/locales';
import { quietWhenAborted } from '../../platform/call';
import { deliverFile, shareThroughHost } from '../../platform/hostActions';
import type { Platform } from '../../platform/platform';
import type { PdfFormat, PdfTexts } from './pdf/texts';
import { receiptPdfEndpoints } from './receiptPdf.endpoints';

/** What the screen knows at the moment a PDF is drawn: its words, the theme's brand, the currencies. */
export interface PdfLook {
  texts: PdfTexts;
  /** the theme's brand colour, #rrggbb */
  brand: string;
  logoUrl: string;
  siteName: string;
  currencies: SiteSettings['currencyList'] | undefined;
}

const LOGO_PIXELS = 256;
const REVOKE_AFTER_MS = 60_000;

/** The theme's logo (an SVG, usually) drawn as PNG bytes: pdf-lib embeds PNG and JPEG only. */
async function logoAsPng(url: string, win: Window & typeof globalThis): Promise<Uint8Array | null> {
  const image = new win.Image();
  image.src = url;
  await image.decode();
  const ratio = image.naturalWidth > 0 && image.naturalHeight > 0 ? image.naturalWidth / image.naturalHeight : 1;
  const canvas = win.document.createElement('canvas');
  canvas.width = ratio >= 1 ? LOGO_PIXELS : Math.round(LOGO_PIXELS * ratio);
  canvas.height = ratio >= 1 ? Math.round(LOGO_PIXELS / ratio) : LOGO_PIXELS;
  canvas.getContext('2d')?.drawImage(image, 0, 0, canvas.width, canvas.height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  return blob ? new Uint8Array(await blob.arrayBuffer()) : null;
}

function monthName(month: string, locale: string): string {
  const [year, mm] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(intlLocale(locale), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(year, mm - 1, 15),
  );
}

/** The receipt's public address, on the portal's own origin (requirements#receipt-verification). */
export const verificationUrl = (token: string, win: Window) => new URL(`/receipt/${token}`, win.location.origin).href;

/**
 * requirements#receipt-pdf: the data fetched and the PDF chunk (pdf-lib, fontkit, bidi-js, the
 * font) imported side by side, only when a PDF is asked for; the file handed to the native host in
 * a web view (DOWNLOAD; SHARE sends the verification address), to the browser otherwise.
 */
export function receiptPdfLogic(platform: Platform, look: () => PdfLook, win: Window & typeof globalThis = window) {
  const api = receiptPdfEndpoints(platform.gateway);
  const shell = platform.nativeShell;
  const nav = win.navigator;
  return {
    machine: receiptPdfMachine.provide({
      actors: {
        generatePdf: fromPromise(
          quietWhenAborted(async ({ input, signal }: { input: PdfRequest; signal: AbortSignal }): Promise<PdfFile> => {
            const { texts, brand, logoUrl, siteName, currencies } = look();
            const locale = input.locale;
            const pdfChunk = import('./pdf');
            const data =
              input.kind === 'receipt'
                ? { kind: 'receipt' as const, receipt: await api.receipt(input.transactionId, signal) }
                : { kind: 'statement' as const, statement: await api.statement(input.month, signal) };
            const pdf = await pdfChunk;
            const [files, logoPng] = await Promise.all([
              pdf.loadFontFiles(),
              logoAsPng(logoUrl, win).catch(() => null),
            ]);
            const format: PdfFormat = {
              amount: (major, currency) => pdf.isolateLtr(formatAmount(major, currency, currencies, locale)),
              dateTime: (iso) => formatDateTime(iso, locale),
              date: (iso) => formatDate(iso, locale),
              month: (month) => monthName(month, locale),
              title: (text) => localize(text as Record<string, string>, locale),
            };
            const pdfLook = {
              direction: isRtl(locale) ? ('rtl' as const) : ('ltr' as const),
              brand,
              logoPng,
              siteName,
            };
            const now = new Date();
            if (data.kind === 'receipt') {
              const verifyUrl = verificationUrl(data.receipt.token, win);
              const bytes = await pdf.drawReceipt(data.receipt, verifyUrl, pdfLook, files, texts, format, now);
              return {
                fileName: `receipt-${data.receipt.transaction.transactionId}.pdf`,
                file: new Blob([bytes as BlobPart], { type: 'application/pdf' }),
                verifyUrl,
              };
            }
            const bytes = await pdf.drawStatement(data.statement, pdfLook, files, texts, format, now);
            return {
              fileName: `statement-${data.statement.month}.pdf`,
              file: new Blob([bytes as BlobPart], { type: 'application/pdf' }),
              verifyUrl: null,
            };
          }),
        ),
        downloadPdf: fromPromise<void, PdfFile>(({ input }) =>
          deliverFile(shell, input.file as Blob, input.fileName, win.document),
        ),
        printPdf: fromPromise<void, PdfFile>(async ({ input }) => {
          // a web view has no print dialog of its own: the host's viewer prints the downloaded file
          if (shell.connected()) return deliverFile(shell, input.file as Blob, input.fileName, win.document);
          const url = win.URL.createObjectURL(input.file as Blob);
          const opened = win.open(url, '_blank');
          win.setTimeout(() => win.URL.revokeObjectURL(url), REVOKE_AFTER_MS);
          if (!opened) throw new Error('the browser blocked the window the PDF prints from');
        }),
        sharePdf: fromPromise<void, PdfFile>(async ({ input }) => {
          // requirements#web-view-protocol: the host's share sheet takes the verification address;
          // a statement has none, so the host is handed the file (its viewer shares it)
          if (shell.connected()) {
            if (input.verifyUrl !== null && shareThroughHost(shell, { title: input.fileName, url: input.verifyUrl }))
              return;
            return deliverFile(shell, input.file as Blob, input.fileName, win.document);
          }
          const file = new File([input.file as Blob], input.fileName, { type: 'application/pdf' });
          const withFile = { files: [file], title: input.fileName };
          const data = nav.canShare?.(withFile)
            ? withFile
            : { title: input.fileName, ...(input.verifyUrl ? { url: input.verifyUrl } : { text: input.fileName }) };
          try {
            await nav.share(data);
          } catch (error) {
            // the user closed the share sheet: nothing went wrong
            if (error instanceof DOMException && error.name === 'AbortError') return;
            throw error;
          }
        }),
      },
    }),
    input: { canShare: typeof nav.share === 'function' || shell.connected() },
  };
}
