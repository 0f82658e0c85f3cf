import { DEMO_PASSWORD } from '../../../server/seed/demoUsers';
import { defineModelTests } from './define';
import { RECEIPT_PDF_LOGIN, receiptPdfModel } from './models/receiptPdf.model';

// the agent's monthly statement as a PDF, read only; the full set: the fewest paths that take every transition
defineModelTests(receiptPdfModel, {
  signedInAs: { login: RECEIPT_PDF_LOGIN, password: DEMO_PASSWORD },
  fullCover: 'transitions',
});
