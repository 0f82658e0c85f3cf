import { createContext, Suspense, useContext, type ComponentType } from 'react';

/**
 * requirements#receipt-pdf: where a screen offers a receipt's or a statement's PDF. The screens
 * belong to other flows (the wizard's receipt, the card payment's result, a transaction's details,
 * the passbook), and a flow does not import another: the route tree fills these slots with the
 * receipt PDF flow's components (lazily: their code loads with the first screen that shows one).
 */
export interface ReceiptSlots {
  receipt: ComponentType<{ transactionId: string }> | null;
  statement: ComponentType | null;
}

export const ReceiptSlotsContext = createContext<ReceiptSlots>({ receipt: null, statement: null });

/** The PDF actions of one receipt; nothing when no flow fills the slot. */
export function ReceiptPdfSlot({ transactionId }: { transactionId: string }) {
  const { receipt: Receipt } = useContext(ReceiptSlotsContext);
  if (!Receipt) return null;
  return (
    <Suspense fallback={null}>
      <Receipt transactionId={transactionId} />
    </Suspense>
  );
}

/** The monthly statement's PDF; nothing when no flow fills the slot. */
export function StatementPdfSlot() {
  const { statement: Statement } = useContext(ReceiptSlotsContext);
  if (!Statement) return null;
  return (
    <Suspense fallback={null}>
      <Statement />
    </Suspense>
  );
}
