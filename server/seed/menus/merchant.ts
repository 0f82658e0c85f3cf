import type { Menu } from '../../../src/api/contract/content';
import { group, link, page, service } from './catalogue';
import { commonFooter, drawer, notifications, part, tab } from './parts';

/** A merchant collects payments (its QR code) and moves the takings: m2m, withdraw, bank. */
export function merchantMenu(): Menu {
  const settlement = () =>
    group('cash', 'cash', 2, [
      service('withdraw', 1),
      service('bank-cash-out', 2),
      service('link-bank-account', 3),
      page('bankAccounts', 4),
      page('agentLocator', 5),
    ]);
  const transfers = () => group('transfers', 'send', 1, [service('m2m-transfer', 1), service('business-payment', 2)]);

  return {
    header: part([
      page('dashboard', 1),
      page('myQrCode', 5),
      page('passbook', 2),
      page('transactions', 4),
      page('support', 3),
    ]),
    footer: commonFooter('merchant'),
    service: part([
      settlement(),
      transfers(),
      group('payments', 'receipt', 3, [service('mobile-bill-payment', 2), service('merchant-payment-external', 1)]),
    ]),
    drawer: drawer(
      {
        type: 'tabmenu',
        // display_order, not array order, decides the tabs' order (requirements#drawer)
        tabs: [
          tab('other', 'more', 3, [
            page('changePassword', 3),
            page('changePin', 4),
            page('notifications', 2),
            page('support', 1),
            page('schedule', 5),
            page('scheduleView', 6),
          ]),
          tab('walletList', 'wallets', 1, [
            link('mainWallet', '/app/report/passbook', 'wallet', 1, { path_one: 'IQD' }),
            page('transactions', 2),
          ]),
          tab('menuwithcategory', 'services', 2, [transfers(), settlement()]),
        ],
      },
      { showProfile: true, showBalance: true },
    ),
    app_notification: notifications(false),
  };
}
