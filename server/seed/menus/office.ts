import type { Menu } from '../../../src/api/contract/content';
import { group, page, service } from './catalogue';
import { commonFooter, drawer, listItem, notifications, part } from './parts';

/** An enterprise pays salaries and suppliers, and manages its branches' tellers. */
export function enterpriseMenu(): Menu {
  return {
    header: part([page('dashboard', 1), page('transactions', 2), page('support', 3)]),
    footer: commonFooter('enterprise'),
    service: part([
      group('business', 'building-bank', 1, [
        page('disbursements', 1),
        service('disbursement', 2),
        service('b2b-transfer', 3),
        service('business-payment', 4),
        page('tellers', 5),
      ]),
      group('banking', 'building-bank', 2, [
        service('bank-cash-out', 2),
        service('link-bank-account', 1),
        page('bankAccounts', 3),
        page('agentLocator', 4),
      ]),
    ]),
    drawer: drawer(
      {
        type: 'listmenu',
        content: [
          listItem(page('dashboard', 1)),
          listItem(group('business', 'building-bank', 2, []), [
            page('disbursements', 1),
            service('disbursement', 2),
            service('b2b-transfer', 3),
            service('business-payment', 4),
            page('tellers', 5),
          ]),
          listItem(page('notifications', 4)),
          listItem(group('banking', 'building-bank', 3, []), [
            service('bank-cash-out', 1),
            service('link-bank-account', 2),
          ]),
          listItem(group('reports', 'report', 5, []), [page('passbook', 1), page('transactions', 2)]),
          listItem(group('settings', 'settings', 6, []), [page('changePassword', 1), page('changePin', 2)]),
        ],
      },
      { showProfile: true, showBalance: true },
    ),
    app_notification: notifications(false),
  };
}

/**
 * Customer-service staff move no money: their menus are look-ups, reports and support. They
 * have no wallet, so the drawer shows no balance and the service part lists no money service.
 */
export function csrMenu(): Menu {
  return {
    header: part([page('dashboard', 1), page('viewTransaction', 2), page('support', 3)]),
    footer: commonFooter('csr'),
    service: part([
      group('customerCare', 'headset', 1, [page('viewTransaction', 2), page('notifications', 3)]),
      group('reports', 'report', 2, [page('transactions', 1)]),
    ]),
    drawer: drawer(
      {
        type: 'listmenu',
        content: [
          listItem(page('dashboard', 1)),
          listItem(group('customerCare', 'headset', 2, []), [page('viewTransaction', 1), page('notifications', 2)]),
          listItem(page('transactions', 3)),
          listItem(page('support', 4)),
          listItem(group('settings', 'settings', 5, []), [page('changePassword', 1)]),
          listItem(page('onboarding', 6)),
        ],
      },
      { showProfile: true, showBalance: false },
    ),
    app_notification: notifications(false),
  };
}
