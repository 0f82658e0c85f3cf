import { defineModelTests } from './define';
import { WIZARD_DRAFT_PREFIX, wizardDraftModel } from './models/wizardDraft.model';
import { peopleSession } from './people';

// send money's draft for a customer of the worker's own (its drafts are no other path's; its wallet
// topped up once so that a path can pay); the full set: the fewest paths that take every transition
defineModelTests(wizardDraftModel, {
  session: (browser, worker) => peopleSession(browser, WIZARD_DRAFT_PREFIX, worker),
  newCustomer: true,
  fullCover: 'transitions',
});
