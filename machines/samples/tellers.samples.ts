import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { FlowFailure } from '../shared';
import type { TeamMemberRow, TellersContext } from '../tellers.machine';
import { sampleFailures } from './failures';

/** Team members as the contract gives them: the flow reads id, role, name, login, mobile, enabled. */
const memberOf = (id: string, role: 'BRANCH' | 'TELLER', name: string, login: string, enabled = true) =>
  ({
    id,
    role,
    name,
    login,
    mobile: '7701000010',
    enabled,
    branchId: null,
    branchName: null,
    dailyLimit: '500000.00',
    createdAt: '2026-11-20T09:00:00.000Z',
  }) as TeamMemberRow;

export const branchRow = memberOf('5', 'BRANCH', 'Karrada Branch', 'branch');
export const tellerRow = memberOf('6', 'TELLER', 'Sara Teller', 'teller');
export const teamRows: readonly TeamMemberRow[] = [branchRow, tellerRow];
export const createdTeller = memberOf('7', 'TELLER', 'New Teller', 'newteller');
export const changedTeller = { ...tellerRow, enabled: false } as TeamMemberRow;
export const loginTaken: FlowFailure = sampleFailures.userExists;

export const tellersEvents: EventObject[] = [
  { type: 'xstate.done.actor.loadTeam', output: teamRows } as EventObject,
  { type: 'xstate.error.actor.loadTeam', error: sampleFailures.network } as EventObject,
  { type: 'list.retry' },
  { type: 'list.refresh' },
  { type: 'search.change', query: 'sara' } as EventObject,
  { type: 'create.start' },
  { type: 'create.change', field: 'name', value: 'New Teller' } as EventObject,
  { type: 'create.change', field: 'mobile', value: '7701234567' } as EventObject,
  { type: 'create.change', field: 'login', value: 'NewTeller' } as EventObject,
  { type: 'create.change', field: 'dailyLimit', value: '1000' } as EventObject,
  { type: 'create.submit' },
  { type: 'create.cancel' },
  { type: 'xstate.done.actor.createTeller', output: createdTeller } as EventObject,
  { type: 'xstate.error.actor.createTeller', error: loginTaken } as EventObject,
  { type: 'teller.disable', id: tellerRow.id } as EventObject,
  { type: 'teller.enable', id: tellerRow.id } as EventObject,
  { type: 'teller.reset', id: tellerRow.id } as EventObject,
  // a branch is not a teller: nothing to change
  { type: 'teller.reset', id: branchRow.id } as EventObject,
  { type: 'limit.start', id: tellerRow.id } as EventObject,
  { type: 'limit.change', value: '75000.25' } as EventObject,
  { type: 'limit.change', value: '1.234' } as EventObject,
  { type: 'limit.submit' },
  { type: 'limit.cancel' },
  { type: 'xstate.done.actor.changeTeller', output: changedTeller } as EventObject,
  { type: 'xstate.error.actor.changeTeller', error: sampleFailures.network } as EventObject,
];

/**
 * Bounds exploration: a search, a notice or a failure seen once is enough; a form is filled field by
 * field only until it is complete.
 */
export function tellersFilter(snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  const c = snapshot.context as TellersContext;
  if (c.query !== '' || c.notice !== null) return false;
  if (snapshot.matches({ ready: 'idle' }) && c.failure !== null) return false;
  if (snapshot.matches({ ready: 'creating' })) {
    const e = event as { type: string; field?: string };
    // fill the fields in order: each only once
    if (e.type === 'create.change') {
      const order = ['name', 'mobile', 'login', 'dailyLimit'];
      const next = order.find((f) => c.form[f as keyof typeof c.form] === '');
      return e.field === next;
    }
  }
  if (snapshot.matches({ ready: 'limiting' }) && event.type === 'limit.change') {
    return c.limit === '' || (c.limit === '1.234' && (event as unknown as { value: string }).value === '75000.25');
  }
  return true;
}
