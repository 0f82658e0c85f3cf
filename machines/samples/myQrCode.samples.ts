import type { EventObject } from 'xstate';
import type { MyQrCodeInput, QrCard } from '../myQrCode.machine';
import { sampleFailures } from './failures';

export const sampleQrCard: QrCard = {
  qrCode: 'WPQR1.eyJ3IjoiMTAwMDAwMDAwMSJ9.c2lnbmF0dXJlLW9mLTQzLWNoYXJhY3RlcnMtaW4tYmFzZTY0dXJsAA',
  name: 'Layla H.',
  walletId: '1000000001',
  mobile: '7701000001',
  image: 'data:image/png;base64,iVBORw0KGgo=',
};

/** A device with the Web Share API, and one without (the share button is hidden, the event ignored). */
export const myQrCodeInputs: MyQrCodeInput[] = [{ canShare: true }, { canShare: false }];

export const myQrCodeEvents: EventObject[] = [
  { type: 'xstate.done.actor.loadQrCode', output: sampleQrCard } as EventObject,
  { type: 'xstate.error.actor.loadQrCode', error: sampleFailures.network } as EventObject,
  { type: 'qr.retry' },
  { type: 'qr.download' },
  { type: 'qr.print' },
  { type: 'qr.copy' },
  { type: 'qr.share' },
  { type: 'xstate.done.actor.downloadQrCode' } as EventObject,
  { type: 'xstate.error.actor.downloadQrCode', error: new Error('no file system') } as EventObject,
  { type: 'xstate.done.actor.copyQrCode' } as EventObject,
  { type: 'xstate.error.actor.copyQrCode', error: new Error('clipboard denied') } as EventObject,
  { type: 'xstate.done.actor.shareQrCode' } as EventObject,
  { type: 'xstate.error.actor.shareQrCode', error: new Error('share failed') } as EventObject,
];
