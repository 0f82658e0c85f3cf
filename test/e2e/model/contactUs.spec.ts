import { DEMO_PASSWORD } from '../../../server/seed/demoUsers';
import { signedInState } from './accounts';
import { defineModelTests } from './define';
import { contactUsModel } from './models/contactUs.model';

/** A visitor's paths start signed out; the paths with the user's details (the chart's input), as the demo customer. */
defineModelTests(contactUsModel, {
  session: (browser, workerIndex, path) =>
    path.input === undefined
      ? Promise.resolve(undefined)
      : signedInState(browser, 'consumer', DEMO_PASSWORD, workerIndex),
});
