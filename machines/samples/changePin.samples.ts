import type { EventObject } from 'xstate';
import { sampleFailures } from './failures';

export const changePinEvents: EventObject[] = [
  { type: 'pin.submit', oldPin: '2580', newPin: '4826', confirmPin: '4826' } as EventObject,
  { type: 'xstate.done.actor.changePin', output: { changed: true } } as EventObject,
  { type: 'xstate.error.actor.changePin', error: sampleFailures.currentPinWrong } as EventObject,
];
