import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { BeneficiariesContext, BeneficiariesInput, SavedRecipient } from '../beneficiaries.machine';
import type { FlowFailure } from '../shared';
import { sampleFailures } from './failures';

/** Saved recipients as the contract gives them: the flow reads id, nickname, mobile and holder, and carries the rest. */
const recipient = (id: string, nickname: string, mobile: string, holderName: string | null) =>
  ({ id, kind: 'favourite', nickname, mobile, holderName, createdAt: '2026-11-20T09:00:00.000Z' }) as SavedRecipient;

export const omar = recipient('11', 'Omar', '7701000002', 'Omar K.');
export const ahmed = recipient('12', 'Ahmed', '7701000004', null);
export const savedRecipients: readonly SavedRecipient[] = [ahmed, omar];
export const renamedOmar = { ...omar, nickname: 'Omar (brother)' } as SavedRecipient;

export const pinWrong: FlowFailure = {
  kind: 'pinWrong',
  errCode: 1109,
  message: 'The transaction PIN is not correct.',
  attemptsLeft: 4,
};
export const recipientGone: FlowFailure = {
  kind: 'notFound',
  errCode: 1404,
  message: 'The requested resource was not found.',
};

export const beneficiariesInputs: BeneficiariesInput[] = [{ pinLength: 4 }];

export const beneficiariesEvents: EventObject[] = [
  { type: 'xstate.done.actor.loadBeneficiaries', output: savedRecipients } as EventObject,
  { type: 'xstate.error.actor.loadBeneficiaries', error: sampleFailures.network } as EventObject,
  { type: 'list.retry' },
  { type: 'list.refresh' },
  { type: 'search.change', query: 'om' } as EventObject,
  { type: 'rename.start', id: omar.id } as EventObject,
  // not on the list (any more): nothing to rename or delete
  { type: 'rename.start', id: '99' } as EventObject,
  { type: 'rename.change', nickname: 'Omar (brother)' } as EventObject,
  { type: 'rename.change', nickname: '  ' } as EventObject,
  { type: 'rename.change', nickname: 'Omar' } as EventObject,
  { type: 'rename.submit' },
  { type: 'rename.cancel' },
  { type: 'xstate.done.actor.renameBeneficiary', output: renamedOmar } as EventObject,
  { type: 'xstate.error.actor.renameBeneficiary', error: sampleFailures.network } as EventObject,
  { type: 'xstate.error.actor.renameBeneficiary', error: recipientGone } as EventObject,
  { type: 'delete.start', id: ahmed.id } as EventObject,
  { type: 'delete.start', id: '99' } as EventObject,
  { type: 'delete.confirm', pin: '2580' } as EventObject,
  // not every digit yet
  { type: 'delete.confirm', pin: '25' } as EventObject,
  { type: 'delete.cancel' },
  { type: 'xstate.done.actor.deleteBeneficiary', output: { beneficiary: ahmed } } as EventObject,
  { type: 'xstate.error.actor.deleteBeneficiary', error: pinWrong } as EventObject,
  { type: 'xstate.error.actor.deleteBeneficiary', error: recipientGone } as EventObject,
];

/**
 * Bounds exploration: a search typed, a change announced or a recipient dropped has been seen
 * once it happened (its transition taken); going on from there only multiplies the same steps
 * with a query, a notice or one row fewer. A refused nickname or a failed rename is left by
 * editing, submitting again or cancelling.
 */
export function beneficiariesFilter(snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  const c = snapshot.context as BeneficiariesContext;
  if (!snapshot.matches('ready')) return true;
  if (c.query !== '' || c.notice !== null || c.rows.length < savedRecipients.length) return false;
  if (snapshot.matches({ ready: 'idle' }) && c.failure !== null) return false;
  if (c.nicknameProblem !== null) return event.type === 'rename.change' || event.type === 'rename.cancel';
  if (snapshot.matches({ ready: { renaming: 'editing' } }) && c.failure !== null)
    return event.type === 'rename.submit' || event.type === 'rename.cancel';
  return true;
}
