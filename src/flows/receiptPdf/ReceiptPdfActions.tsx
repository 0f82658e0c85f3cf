import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useApp } from '../../platform/context';
import { useFlowActor } from '../../platform/flowInspector';
import { useActiveLocale } from '../../ui/hooks';
import { PdfActions } from './PdfActions';
import { receiptPdfLogic } from './receiptPdf.logic';
import { usePdfLook } from './usePdfLook';

/** requirements#receipt-pdf: a receipt's PDF (the wizard's receipt, a card payment's result, a transaction's details). */
export default function ReceiptPdfActions({ transactionId }: { transactionId: string }) {
  const { t } = useLingui();
  const { platform } = useApp();
  const locale = useActiveLocale();
  const look = usePdfLook();
  const [logic] = useState(() => receiptPdfLogic(platform, look));
  const actor = useFlowActor(logic.machine, { input: logic.input });
  return (
    <PdfActions actor={actor} label={t`Receipt as PDF`} request={() => ({ kind: 'receipt', transactionId, locale })} />
  );
}
