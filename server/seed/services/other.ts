import type { ServiceDefinition } from '../../payments/catalogue';
import { MAX_FILE_BYTES } from '../../payments/files';
import { descriptions, labels, messages, steps } from './labels';
import { lines, moneyForm, moneySummary, noteField, param, receipt, rf, step, type FormInput } from './parts';

/** Loyalty points and bulk disbursement. */

export function loyaltyForm(def: ServiceDefinition): FormInput {
  return moneyForm({
    def,
    description: descriptions.loyalty,
    steps: [
      step('points', steps.points, [
        param('points', 1, labels.points, 1, {
          type: 'number',
          minimumValue: 100,
          maximumValue: 50000,
          step: 100,
          Regex: '^[1-9]\\d*00$',
          ValidationMessage: { ...messages.points },
          description: { ...descriptions.loyalty },
        }),
      ]),
    ],
    body: [rf('points')],
    review: [lines.quote(labels.pointsBefore, 'details.pointsBefore', 0), ...moneySummary(0, null)],
    receipt: receipt([lines.receipt(labels.pointsLeft, 'details.pointsLeft')], null),
    mobilePrefix: false,
  });
}

/**
 * An enterprise pays many wallets from a CSV uploaded to the server (the value is the file id);
 * the business terms are linked and the file's check confirmed. The form adds a nonce and checksum.
 */
export function disbursementForm(def: ServiceDefinition): FormInput {
  return moneyForm({
    def,
    steps: [
      step('file', steps.file, [
        param('fileId', 7, labels.fileId, 1, {
          type: 'file',
          description: { ...descriptions.disbursementFile },
          fileType: ['text/csv'],
          size: MAX_FILE_BYTES,
          upload: 'server',
        }),
        noteField(2, 'reference', labels.batchReference, 64),
        param('termsLink', 8, labels.termsLink, 3, { IsMandatory: false, href: '/app/terms-of-services' }),
        param('confirmFile', 3, labels.confirmFile, 4, { type: 'checkbox', rules: [{ rule: 'terms' }] }),
      ]),
    ],
    body: [rf('fileId'), rf('reference'), rf('confirmFile')],
    review: [
      lines.quote(labels.payments, 'details.payments', 0),
      lines.quote(labels.recipients, 'details.recipients', 0),
      ...moneySummary(0, null),
    ],
    receipt: receipt(
      [lines.receipt(labels.payments, 'details.payments'), lines.receipt(labels.recipients, 'details.recipients')],
      null,
    ),
    mobilePrefix: false,
  });
}
