import { fromPromise } from 'xstate';
import type { FlowFailure } from '../../../machines/shared';
import { serviceWizardQrScanMachine, type ScannedRecipient } from '../../../machines/serviceWizardQrScan.machine';
import { ErrCode } from '../../api/contract/errCodes';
import type { Parameter } from '../../api/contract/serviceForm';
import { widgetFor } from '../../forms/fields';
import { quietWhenAborted } from '../../platform/call';
import type { Platform } from '../../platform/platform';
import { serviceWizardEndpoints } from './serviceWizard.endpoints';

/** What a scanned code can fill: a recipient typed as a mobile or a wallet number (requirements#qr-verify). */
const SCAN_KEYS = ['mobile', 'walletId'] as const;

export function isScannableRecipient(parameter: Parameter): boolean {
  const widget = widgetFor(parameter);
  return (
    parameter.useFor === 'recipient' &&
    parameter.isEditable !== false &&
    (SCAN_KEYS as readonly string[]).includes(parameter.passValueExternalID ?? '') &&
    (widget === 'text' || widget === 'tel')
  );
}

/**
 * Reads the code in an image with qr-scanner (its decoder runs in a worker, loaded only when a
 * scan starts) and asks the server whose wallet it names; the field gets that holder's mobile or
 * wallet number, whichever it is looked up by.
 */
export function serviceWizardQrScanLogic(platform: Platform, fill: (recipient: ScannedRecipient) => void) {
  const api = serviceWizardEndpoints(platform.gateway);
  return serviceWizardQrScanMachine.provide({
    actors: {
      readQrImage: fromPromise(async ({ input }) => {
        const { default: QrScanner } = await import('qr-scanner');
        const result = await QrScanner.scanImage(input.file as Blob, { returnDetailedScanResult: true });
        if (!result.data) throw new Error('No QR code found');
        return result.data;
      }),
      verifyQrCode: fromPromise(
        quietWhenAborted(async ({ input, signal }): Promise<ScannedRecipient> => {
          const holder = await api.verifyQrCode(input.qrCode, signal);
          const value = input.key === 'mobile' ? holder.mobile : holder.walletId;
          if (!value) {
            const failure: FlowFailure = {
              kind: 'recipientUnknown',
              errCode: ErrCode.recipientUnknown,
              message: 'This wallet has no mobile number to pay.',
            };
            throw failure;
          }
          return { value, name: holder.name };
        }),
      ),
    },
    actions: {
      fillRecipient: (_, params) => fill(params.recipient),
    },
  });
}
