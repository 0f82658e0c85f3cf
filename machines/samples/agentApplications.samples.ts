import type { EventObject } from 'xstate';
import type { AgentApplicationRow } from '../agentApplications.machine';
import { sampleFailures } from './failures';

/** Rows as the contract gives them: the flow reads the reference and carries the rest. */
const row = (reference: string, status: string) =>
  ({
    reference,
    fullName: 'Layla Hassan',
    mobile: '7709000001',
    status,
    reason: null,
    submittedAt: '2026-11-26T09:00:00.000Z',
    decidedAt: null,
  }) as AgentApplicationRow;

export const agentApplicationRows: readonly AgentApplicationRow[] = [row('ON-7K2M9QX4', 'PENDING')];
export const refreshedRows: readonly AgentApplicationRow[] = [
  row('ON-7K2M9QX4', 'APPROVED'),
  row('ON-AAAA1111', 'PENDING'),
];

export const agentApplicationsEvents: EventObject[] = [
  { type: 'xstate.done.actor.loadApplications', output: agentApplicationRows } as EventObject,
  { type: 'xstate.error.actor.loadApplications', error: sampleFailures.network } as EventObject,
  { type: 'xstate.done.actor.refreshApplications', output: refreshedRows } as EventObject,
  { type: 'xstate.error.actor.refreshApplications', error: sampleFailures.network } as EventObject,
  { type: 'list.retry' },
  { type: 'list.refresh' },
];
