import { ACTIVE_SESSIONS_PREFIX, activeSessionsModel } from './models/activeSessions.model';
import { definePeopleTests } from './people';

// each worker's own customer (people.ts): the sessions a path signs in and out are no other worker's
definePeopleTests(activeSessionsModel, ACTIVE_SESSIONS_PREFIX);
