import { defineModelTests } from './define';
import { paymentResultModel, paymentResultSession } from './models/paymentResult.model';

// a customer of the worker's own (a new one every six paths, for the gateway's codes an hour); each
// path's return made real at the gateway before the page opens it
defineModelTests(paymentResultModel, { session: paymentResultSession, newCustomer: true });
