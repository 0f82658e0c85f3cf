import { defineModelTests } from './define';
import { receiptVerificationModel } from './models/receiptVerification.model';

// a visitor, not signed in; the genuine receipt is of a customer of the worker's own (the model)
defineModelTests(receiptVerificationModel);
