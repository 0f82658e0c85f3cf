import type { EventObject } from 'xstate';
import type { QrScanInput, ScannedRecipient } from '../serviceWizardQrScan.machine';
import { sampleFailures } from './failures';

/** An image as the file input hands it over (the chart passes it on without looking). */
export const sampleQrImage = { name: 'merchant-qr.png', type: 'image/png', size: 2048 };
export const sampleQrText = 'WPQR1.eyJ3IjoiMTAwMDAwMDAwOCJ9.c2lnbmF0dXJlLW9mLTQzLWNoYXJhY3RlcnMtaW4tYmFzZTY0dXJsAA';
export const sampleRecipient: ScannedRecipient = { value: '1000000008', name: 'Basra Dates Co.' };
export const qrCodeRefused = {
  kind: 'other',
  errCode: 1130,
  message: 'This QR code is not a wallet code of ours, or it has been altered.',
} as const;

export const serviceWizardQrScanInputs: QrScanInput[] = [{ key: 'walletId' }];

export const serviceWizardQrScanEvents: EventObject[] = [
  { type: 'scan.file', file: sampleQrImage } as EventObject,
  { type: 'scan.cancel' },
  { type: 'scan.dismiss' },
  { type: 'xstate.done.actor.readQrImage', output: sampleQrText } as EventObject,
  { type: 'xstate.error.actor.readQrImage', error: new Error('No QR code found') } as EventObject,
  { type: 'xstate.done.actor.verifyQrCode', output: sampleRecipient } as EventObject,
  { type: 'xstate.error.actor.verifyQrCode', error: qrCodeRefused } as EventObject,
  { type: 'xstate.error.actor.verifyQrCode', error: sampleFailures.network } as EventObject,
];
