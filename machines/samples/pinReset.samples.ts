import type { EventObject } from 'xstate';
import type { PinResetInput } from '../pinReset.machine';
import { sampleFailures } from './failures';
import { sampleDelivery } from './values';

export const pinResetInputs: PinResetInput[] = [{ mode: 'forgot' }, { mode: 'reset' }];

export const pinResetEvents: EventObject[] = [
  { type: 'pin.identify', userName: 'consumer', category: 'consumer' } as EventObject,
  { type: 'pin.sendCode' },
  { type: 'pin.retry' },
  { type: 'pin.startOver' },
  { type: 'xstate.done.actor.requestCode', output: sampleDelivery } as EventObject,
  { type: 'xstate.error.actor.requestCode', error: sampleFailures.network } as EventObject,
  { type: 'xstate.done.actor.otp', output: { result: { reset: true } } } as EventObject,
];
