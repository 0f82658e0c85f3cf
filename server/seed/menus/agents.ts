import type { Menu } from '../../../src/api/contract/content';
import { group, page, service } from './catalogue';
import { commonFooter, drawer, listItem, notifications, part } from './parts';

/**
 * Agents serve customers over the counter: cash in and out for them, airtime and voucher
 * sales, float between agents. `airtime-sales-cash` is configured without a leading slash
 * (requirements#service-routes), and the drawer list has 12 items, 11 enabled: over the limit of 7
 * (requirements#drawer-limit).
 */
export function agentMenu(): Menu {
  return agentVariantMenu('agent');
}

/**
 * requirements#login-as: the agents' variants keep the agent's menu where they are alike. A
 * chain-store merchant's shops are also paid at the counter (its QR code); a mini-houston is a small
 * cash point without a bank of its own (no banking services).
 */
export function chainStoreMenu(): Menu {
  return agentVariantMenu('chainStore');
}

export function miniHoustonMenu(): Menu {
  return agentVariantMenu('miniHouston');
}

function agentVariantMenu(variant: 'agent' | 'chainStore' | 'miniHouston'): Menu {
  const banking = variant !== 'miniHouston';
  const takings = variant === 'chainStore';
  return {
    header: part([page('dashboard', 1), page('transactions', 2), page('support', 3)]),
    footer: commonFooter('agent'),
    service: part([
      group('cash', 'cash', 1, [
        service('cash-out-by-agent', 2),
        service('cash-in-by-agent', 1),
        service('cash-in-agent-external', 3),
      ]),
      group('sales', 'device-mobile', 3, [
        service('airtime-sales-cash', 1, { route: 'airtime-sales-cash' }),
        service('pin-sell', 2),
        service('evoucher-sales-aggregator', 4),
        service('evoucher-sales-korek', 3),
      ]),
      group('transfers', 'send', 2, [service('agent-to-agent-transfer', 1), service('send-money', 2)]),
      ...(banking
        ? [group('banking', 'building-bank', 4, [service('bank-cash-in', 1), service('bank-cash-out', 2)])]
        : []),
      ...(takings ? [page('myQrCode', 5)] : []),
    ]),
    drawer: drawer(
      {
        type: 'listmenu',
        content: [
          listItem(page('dashboard', 1)),
          listItem(group('cash', 'cash', 2, []), [service('cash-in-by-agent', 1), service('cash-out-by-agent', 2)]),
          listItem(group('sales', 'device-mobile', 4, []), [
            service('airtime-sales-cash', 1, { route: 'airtime-sales-cash' }),
            service('pin-sell', 2),
            service('evoucher-sales-aggregator', 3),
          ]),
          listItem(group('transfers', 'send', 3, []), [service('agent-to-agent-transfer', 1)]),
          ...(banking
            ? [
                listItem(group('banking', 'building-bank', 5, []), [
                  service('bank-cash-in', 1),
                  service('bank-cash-out', 2),
                ]),
              ]
            : []),
          listItem(page('passbook', 7)),
          listItem(page('transactions', 6)),
          listItem(page('notifications', 9)),
          listItem(page('recentTransactions', 8)),
          listItem(page('viewTransaction', 10, { enabled: false })),
          listItem(page('support', 11)),
          listItem(group('settings', 'settings', 12, []), [page('changePassword', 1), page('changePin', 2)]),
          // requirements#agent-onboarding: onboarding customers, over the counter
          listItem(group('customers', 'users', 13, []), [page('onboardCustomer', 1), page('onboardedCustomers', 2)]),
          ...(takings ? [listItem(page('myQrCode', 14))] : []),
        ],
      },
      { showProfile: true, showBalance: true },
    ),
    app_notification: notifications(true),
  };
}

/** A super agent keeps its agents in float and onboards them. */
export function superAgentMenu(): Menu {
  return {
    header: part([page('dashboard', 1), page('passbook', 2), page('support', 3)]),
    footer: commonFooter('superAgent'),
    service: part([
      group('transfers', 'send', 1, [service('agent-to-agent-transfer', 1), service('b2b-transfer', 2)]),
      group('banking', 'building-bank', 2, [
        service('bank-cash-in', 2),
        service('bank-cash-out', 3),
        service('link-bank-account', 1),
        page('bankAccounts', 4),
      ]),
      group('cash', 'cash', 3, [service('cash-in-agent-external', 1)]),
    ]),
    drawer: drawer(
      {
        type: 'listmenu',
        content: [
          listItem(page('dashboard', 1)),
          listItem(group('transfers', 'send', 2, []), [service('agent-to-agent-transfer', 1)]),
          listItem(group('banking', 'building-bank', 3, []), [service('bank-cash-in', 1), service('bank-cash-out', 2)]),
          listItem(page('notifications', 5)),
          listItem(group('reports', 'report', 4, []), [page('passbook', 1), page('transactions', 2)]),
          listItem(group('settings', 'settings', 6, []), [page('changePassword', 1), page('changePin', 2)]),
          listItem(page('onboarding', 7)),
        ],
      },
      { showProfile: true, showBalance: true },
    ),
    app_notification: notifications(false),
  };
}

/** A vendor (agent merchant) sells airtime, PINs and vouchers and withdraws the takings. */
export function vendorMenu(): Menu {
  return {
    header: part([page('dashboard', 1), page('transactions', 2), page('support', 3)]),
    footer: commonFooter('vendor'),
    service: part([
      group('sales', 'device-mobile', 1, [
        service('pin-sell', 3),
        service('airtime-sales-cash', 1),
        service('evoucher-sales-aggregator', 2),
        service('evoucher-sales-korek', 4, { enabled: false }),
      ]),
      group('cash', 'cash', 2, [service('withdraw', 1), service('merchant-payment', 2)]),
    ]),
    drawer: drawer(
      {
        type: 'listmenu',
        content: [
          listItem(page('dashboard', 1)),
          listItem(group('sales', 'device-mobile', 2, []), [
            service('airtime-sales-cash', 1),
            service('pin-sell', 2),
            service('evoucher-sales-aggregator', 3),
          ]),
          listItem(service('withdraw', 3)),
          listItem(page('passbook', 5)),
          listItem(page('transactions', 4)),
          listItem(group('settings', 'settings', 6, []), [page('changePassword', 1), page('changePin', 2)]),
          listItem(page('schedule', 7)),
          listItem(page('scheduleView', 8)),
        ],
      },
      { showProfile: true, showBalance: true },
    ),
    app_notification: notifications(false),
  };
}
