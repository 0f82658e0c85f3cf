import { useLingui } from '@lingui/react/macro';
import { useMantineTheme } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useLogoUrl, useSiteName, useSiteSettings } from '../../ui/hooks';
import type { PdfTexts } from './pdf/texts';
import type { PdfLook } from './receiptPdf.logic';

/** The PDF's words in the user's language. */
function usePdfTexts(): PdfTexts {
  const { t } = useLingui();
  return {
    receiptTitle: t`Payment receipt`,
    statementTitle: t`Account statement`,
    status: { paid: t`Paid`, pending: t`Pending`, failed: t`Failed` },
    sent: t`You paid`,
    received: t`You received`,
    reference: t`Reference`,
    date: t`Date`,
    service: t`Service`,
    to: t`To`,
    from: t`From`,
    amount: t`Amount`,
    fee: t`Fee`,
    total: t`Total`,
    balanceAfter: t`Balance after`,
    note: t`Note`,
    verifyCaption: t`Scan to verify this receipt`,
    verifyHint: t`The code opens this receipt's status, amount and date as the server holds them, and nothing more.`,
    generatedAt: t`Generated`,
    holder: t`Account holder`,
    period: t`Period`,
    openingBalance: t`Opening balance`,
    closingBalance: t`Closing balance`,
    moneyIn: t`Money in`,
    moneyOut: t`Money out`,
    description: t`Description`,
    balance: t`Balance`,
    noMovements: t`Nothing moved on the wallet this month.`,
    truncated: t`This month has more movements than a statement lists: the passbook report has them all.`,
    pageOf: (page, pages) => t`Page ${page} of ${pages}`,
  };
}

/**
 * What the PDF is drawn with, read when it is drawn (the language or theme may change between
 * the logic's creation and the click): the words, the brand colour and logo, the currencies.
 */
export function usePdfLook(): () => PdfLook {
  const theme = useMantineTheme();
  const look: PdfLook = {
    texts: usePdfTexts(),
    brand: theme.colors[theme.primaryColor]?.[6] ?? '#5D92F4',
    logoUrl: useLogoUrl(),
    siteName: useSiteName(),
    currencies: useSiteSettings()?.currencyList,
  };
  const latest = useRef(look);
  useEffect(() => {
    latest.current = look;
  });
  const [read] = useState(() => () => latest.current);
  return read;
}
