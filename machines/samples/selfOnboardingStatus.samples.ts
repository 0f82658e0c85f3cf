import type { EventObject } from 'xstate';
import type { ApplicationStatusShape, SelfOnboardingStatusInput } from '../selfOnboardingStatus.machine';
import { sampleFailures } from './failures';

/** Statuses as the contract gives them: the flow reads status and carries the rest. */
export const rejectedStatus = {
  reference: 'ON-7K2M9QX4',
  status: 'REJECTED',
  reason: 'The selfie is blurred',
  submittedAt: '2026-11-26T09:00:00.000Z',
  decidedAt: '2026-11-26T10:00:00.000Z',
  documents: ['idFront', 'idBack', 'selfie'],
} as ApplicationStatusShape;

/** the page opened empty, and from the link shown after submitting */
export const selfOnboardingStatusInputs: Array<SelfOnboardingStatusInput | undefined> = [
  undefined,
  { reference: 'ON-7K2M9QX4', mobile: '7701234567' },
];

export const selfOnboardingStatusEvents: EventObject[] = [
  { type: 'status.lookup', reference: 'ON-AAAA1111', mobile: '7709876543' } as EventObject,
  { type: 'status.retry' },
  { type: 'xstate.done.actor.lookupStatus', output: rejectedStatus } as EventObject,
  { type: 'xstate.error.actor.lookupStatus', error: sampleFailures.network } as EventObject,
];
