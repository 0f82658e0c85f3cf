import { test } from '@playwright/test';
import { ACTIVE_SESSIONS_PREFIX, activeSessionsModel } from './models/activeSessions.model';
import { definePeopleTests } from './people';

// the subset's path is ten steps with three sign-ins through the API, after the worker's customer
// is made (its first path): more than define.ts's 90 s on two busy cores
test.beforeEach(() => test.setTimeout(180_000));

// each worker's own customer (people.ts): the sessions a path signs in and out are no other worker's
definePeopleTests(activeSessionsModel, ACTIVE_SESSIONS_PREFIX);
