import { defineModelTests } from './define';
import { serviceWizardQrScanModel } from './models/serviceWizardQrScan.model';
import { peopleSession } from './people';

// send money for a customer of the worker's own (its look-ups counted apart; no draft offered);
// the full set: the fewest paths that take every transition
defineModelTests(serviceWizardQrScanModel, {
  session: (browser, worker) => peopleSession(browser, 'mdlqrscan', worker),
  newCustomer: true,
  fullCover: 'transitions',
});
