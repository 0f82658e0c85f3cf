import QRCode from 'qrcode';
import { fromPromise } from 'xstate';
import { myQrCodeMachine, type QrCard } from '../../../machines/myQrCode.machine';
import { quietWhenAborted } from '../../platform/call';
import type { Platform } from '../../platform/platform';
import { deliverFile, shareThroughHost } from '../../platform/hostActions';
import { myQrCodeEndpoints } from './myQrCode.endpoints';

/** Big enough to print sharply on a counter sign; the quiet zone is the standard four modules. */
const IMAGE_WIDTH = 512;

/** requirements#qr-code: drawn here, in the browser: the payload never goes to an image service. */
export function drawQrCode(payload: string): Promise<string> {
  return QRCode.toDataURL(payload, {
    errorCorrectionLevel: 'M',
    margin: 4,
    width: IMAGE_WIDTH,
    color: { dark: '#000000ff', light: '#ffffffff' },
  });
}

/** A data URL's bytes (the page's CSP does not let fetch() read data: URLs). */
export function dataUrlToBlob(dataUrl: string): Blob {
  const match = /^data:([^;,]+);base64,(.*)$/.exec(dataUrl);
  if (!match) throw new Error('not a base64 data URL');
  const binary = atob(match[2]!);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: match[1] });
}

export const qrFileName = (card: Pick<QrCard, 'walletId'>) => `my-qr-code-${card.walletId}.png`;

export function myQrCodeLogic(platform: Platform, win: Window = window) {
  const api = myQrCodeEndpoints(platform.gateway);
  const nav = win.navigator;
  return {
    machine: myQrCodeMachine.provide({
      actors: {
        loadQrCode: fromPromise(
          quietWhenAborted(async ({ signal }): Promise<QrCard> => {
            const code = await api.generateQrCode(signal);
            return {
              qrCode: code.qrCode,
              name: code.name,
              walletId: code.walletId,
              mobile: code.mobile,
              image: await drawQrCode(code.qrCode),
            };
          }),
        ),
        downloadQrCode: fromPromise<void, QrCard>(async ({ input }) => {
          await deliverFile(platform.nativeShell, dataUrlToBlob(input.image), qrFileName(input), win.document);
        }),
        copyQrCode: fromPromise<void, QrCard>(({ input }) => nav.clipboard.writeText(input.qrCode)),
        shareQrCode: fromPromise<void, QrCard>(async ({ input }) => {
          // requirements#web-view-protocol: inside a native app its own share sheet
          if (shareThroughHost(platform.nativeShell, { title: input.name, text: input.qrCode })) return;
          const file = new File([dataUrlToBlob(input.image)], qrFileName(input), { type: 'image/png' });
          const withImage = { files: [file], title: input.name, text: input.qrCode };
          const data = nav.canShare?.(withImage) ? withImage : { title: input.name, text: input.qrCode };
          try {
            await nav.share(data);
          } catch (error) {
            // the user closed the share sheet: nothing went wrong
            if (error instanceof DOMException && error.name === 'AbortError') return;
            throw error;
          }
        }),
      },
      actions: {
        printQrCode: () => win.print(),
      },
    }),
    input: { canShare: typeof nav.share === 'function' || platform.nativeShell.connected() },
  };
}
