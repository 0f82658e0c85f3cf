import type { EventObject } from 'xstate';
import type { ErrorLogSenderInput } from '../errorLogSender.machine';

/** A buffer of two keeps path generation finite while still dropping the oldest entry. */
export const errorLogSenderInputs: ErrorLogSenderInput[] = [{ capacity: 2, retryMs: 15_000 }];

export const sampleErrorLogEntry = { method: 'POST', path: 'demo/v1/front_users_validateLogin', errCode: 1002 };

export const errorLogSenderEvents: EventObject[] = [
  { type: 'errorLog.report', entry: sampleErrorLogEntry } as EventObject,
  { type: 'socket.lost' },
  { type: 'xstate.done.actor.connectSocket' },
  { type: 'xstate.error.actor.connectSocket', error: new Error('xhr poll error') } as EventObject,
  { type: 'xstate.after.retryDelay.errorLogSender.buffering' },
];
