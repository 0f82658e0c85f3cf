import type { Menu } from '../../../src/api/contract/content';
import { group, link, page, service } from './catalogue';
import { commonFooter, drawer, notifications, part, tab } from './parts';

/**
 * The consumer's menu: the portal build's own category (requirements#categories), so it carries
 * the cases the portal's rules must handle:
 * - `send-money` is configured without a leading slash (the portal prefixes /app/services/);
 * - Payments → Bills → (two bills) is a two-level nested dataList;
 * - Korek e-vouchers has an English title only (ar and ku fall back to en);
 * - Loyalty points has no title at all (shown as '-');
 * - bank cash out and the "About us" drawer link are disabled;
 * - the drawer's "More" tab has 11 entries (10 enabled), over the drawer list limit of 7;
 * - sort_order and display_order are nowhere in array order.
 */
export function consumerMenu(): Menu {
  const korek = service('evoucher-sales-korek', 2);
  korek.title = { en: korek.title.en ?? 'Korek e-vouchers' };

  const transfers = () =>
    group('transfers', 'send', 20, [
      service('send-money', 2, { route: 'send-money' }),
      service('p2p-money-transfer-reg-user', 1),
      service('favourites', 3),
    ]);
  const payments = () =>
    group('payments', 'receipt', 10, [
      service('merchant-payment', 2),
      service('merchant-payment-external', 3),
      group('bills', 'receipt', 1, [service('mobile-bill-payment', 2), service('bill-payment-post-paid', 1)]),
    ]);

  return {
    header: part([page('dashboard', 1), page('support', 3), page('transactions', 2), page('myQrCode', 4)]),
    footer: commonFooter('consumer'),
    service: part([
      transfers(),
      payments(),
      group('topUps', 'device-mobile', 30, [
        service('wallet-topup', 1),
        service('topup-other-external', 3),
        service('load-money', 2),
      ]),
      group('rewards', 'gift', 40, [korek, service('loyalty-point', 1, { title: {} })]),
      group('banking', 'building-bank', 25, [
        service('link-bank-account', 1),
        service('bank-cash-in', 2),
        service('bank-cash-out', 3, { enabled: false }),
        service('cash-in-other-wallet', 4),
        service('cashout', 5),
        page('bankAccounts', 6),
        page('agentLocator', 7),
      ]),
    ]),
    drawer: drawer(
      {
        type: 'tabmenu',
        tabs: [
          tab('menuwithcategory', 'services', 2, [transfers(), payments()]),
          tab('walletList', 'wallets', 1, [
            link('mainWallet', '/app/report/passbook', 'wallet', 1, { path_one: 'IQD' }),
            service('loyalty-point', 2),
          ]),
          tab('other', 'more', 3, [
            page('recentTransactions', 3),
            page('passbook', 2),
            page('beneficiaries', 2),
            page('transactions', 4),
            page('notifications', 5),
            page('changePassword', 7),
            page('changePin', 8),
            page('support', 1),
            page('about', 9, { enabled: false }),
            page('contact', 6),
            page('terms', 10),
            page('schedule', 11),
            page('scheduleView', 12),
          ]),
        ],
      },
      { showProfile: true, showBalance: true },
    ),
    app_notification: notifications(true),
  };
}
