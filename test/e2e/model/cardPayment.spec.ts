import { defineModelTests } from './define';
import { cardPaymentModel, cardPaymentSession } from './models/cardPayment.model';

// a customer of the worker's own (a new one every six paths: the hourly card codes), each path a
// session of its own: paths run side by side with another worker's
defineModelTests(cardPaymentModel, { session: cardPaymentSession, newCustomer: true });
