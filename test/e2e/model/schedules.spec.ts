import { defineModelTests } from './define';
import { schedulesModel } from './models/schedules.model';
import { scheduleSession } from './scheduleAccount';

/**
 * The scheduled payments list (schedules.model): npm test the subset (every state once),
 * npm run test:model every path. Each worker's paths sign in as its own customer (scheduleAccount.ts),
 * whose schedules no other worker sees; a worker's paths run one after another.
 */
defineModelTests(schedulesModel, { session: scheduleSession });
