import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { ApplicationRow, OnboardingApprovalsContext } from '../onboardingApprovals.machine';
import { sampleFailures } from './failures';

/** Applications as the contract gives them: the flow reads the id and carries the rest. */
const application = (id: string, reference: string, fullName: string, mobile: string) =>
  ({
    id,
    reference,
    fullName,
    mobile,
    email: '',
    dateOfBirth: '1990-04-12',
    idType: 'NATIONAL_ID',
    idNumber: 'AB12345',
    city: 'Erbil',
    address: '60 Meter Street',
    status: 'PENDING',
    reason: null,
    submittedAt: '2026-11-26T09:00:00.000Z',
    decidedAt: null,
    documents: ['idFront', 'idBack', 'selfie'],
  }) as ApplicationRow;

export const pendingApplications: readonly ApplicationRow[] = [
  application('11', 'ON-7K2M9QX4', 'Sara Ahmed', '7701234567'),
  application('12', 'ON-P3H8WQ2Z', 'Karwan Aziz', '7507654321'),
];

export const onboardingApprovalsEvents: EventObject[] = [
  { type: 'xstate.done.actor.loadApplications', output: pendingApplications } as EventObject,
  { type: 'xstate.error.actor.loadApplications', error: sampleFailures.network } as EventObject,
  { type: 'list.retry' },
  { type: 'list.refresh' },
  { type: 'decision.start', id: '11', decision: 'APPROVE' } as EventObject,
  { type: 'decision.start', id: '12', decision: 'REJECT' } as EventObject,
  { type: 'reason.change', reason: 'The selfie is blurred' } as EventObject,
  { type: 'documents.change', documents: ['selfie'] } as EventObject,
  { type: 'decision.confirm' },
  { type: 'decision.cancel' },
  { type: 'xstate.done.actor.decide', output: { application: { id: '11', status: 'APPROVED' } } } as EventObject,
  { type: 'xstate.error.actor.decide', error: sampleFailures.network } as EventObject,
];

/** Bounds exploration: one decision per path (a decided one has left the list), the reason typed once. */
export function onboardingApprovalsFilter(snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  const c = snapshot.context as OnboardingApprovalsContext;
  if (c.decided !== null) return false;
  if (event.type === 'reason.change') return c.reason === '';
  if (event.type === 'documents.change') return c.documents.length === 0 && c.decision === 'REJECT';
  return true;
}
