/** The sandbox operator's support desk, as configuration/getConfigDetails answers it. */
export const supportContact = {
  supportPhone: '+964 770 100 0000',
  supportEmail: 'support@wallet.example',
  supportHours: {
    en: 'Saturday to Thursday, 9:00–17:00',
    ar: 'من السبت إلى الخميس، 9:00–17:00',
    ku: 'شەممە تا پێنجشەممە، 9:00–17:00',
  },
} as const;
