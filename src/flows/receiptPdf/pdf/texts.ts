/** The PDF's words, in the user's language (the screen translates them; the PDF code has no catalog). */
export interface PdfTexts {
  receiptTitle: string;
  statementTitle: string;
  status: { paid: string; pending: string; failed: string };
  sent: string;
  received: string;
  reference: string;
  date: string;
  service: string;
  to: string;
  from: string;
  amount: string;
  fee: string;
  total: string;
  balanceAfter: string;
  note: string;
  verifyCaption: string;
  verifyHint: string;
  generatedAt: string;
  holder: string;
  period: string;
  openingBalance: string;
  closingBalance: string;
  moneyIn: string;
  moneyOut: string;
  description: string;
  balance: string;
  noMovements: string;
  truncated: string;
  pageOf: (page: number, pages: number) => string;
}

/** How the PDF writes amounts, moments and months, in the user's language. */
export interface PdfFormat {
  amount: (major: string, currency: string) => string;
  dateTime: (iso: string) => string;
  date: (iso: string) => string;
  month: (month: string) => string;
  title: (text: Record<string, string | undefined>) => string;
}
