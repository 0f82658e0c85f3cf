import { defineModelTests } from './define';
import { LOCALE_PREFIX, localeModel, startsSignedIn } from './models/locale.model';
import { peopleSession } from './people';

// signed out on /signin, or signed in as the worker's own customer where a path saves before a
// session starts on the page; the full set: the fewest paths that take every transition
defineModelTests(localeModel, {
  session: (browser, worker, path) =>
    startsSignedIn(path) ? peopleSession(browser, LOCALE_PREFIX, worker) : Promise.resolve(undefined),
  newCustomer: true,
  fullCover: 'transitions',
});
