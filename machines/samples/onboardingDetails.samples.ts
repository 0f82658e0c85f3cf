import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { OnboardedRow, OnboardingDetailsContext } from '../onboardingDetails.machine';
import { sampleFailures } from './failures';

/** Onboarded users as the contract gives them: the flow reads id, login, name and mobile, and carries the rest. */
const onboarded = (id: string, login: string, name: string, mobile: string, kycState: string) =>
  ({
    id,
    login,
    name,
    mobile,
    category: 'consumer',
    status: 'active',
    kycState,
    onboardedBy: 'superagent',
    onboardedAt: '2026-11-20T09:00:00.000Z',
  }) as OnboardedRow;

export const onboardedRows: readonly OnboardedRow[] = [
  onboarded('1', 'consumer', 'Layla Hassan', '7701000001', 'VERIFIED'),
  onboarded('2', 'consumer2fa', 'Omar Khalid', '7701000002', 'PENDING'),
];

export const onboardingDetailsEvents: EventObject[] = [
  { type: 'xstate.done.actor.loadOnboarded', output: onboardedRows } as EventObject,
  { type: 'xstate.error.actor.loadOnboarded', error: sampleFailures.network } as EventObject,
  { type: 'list.retry' },
  { type: 'list.refresh' },
  { type: 'search.change', query: 'layla' } as EventObject,
  { type: 'filter.change', kycState: 'PENDING' } as EventObject,
  { type: 'filter.change', kycState: null } as EventObject,
];

/** Bounds exploration: a search typed or a filter chosen has been seen once it happened. */
export function onboardingDetailsFilter(snapshot: AnyMachineSnapshot): boolean {
  const c = snapshot.context as OnboardingDetailsContext;
  return c.query === '' && c.kycState === null;
}
