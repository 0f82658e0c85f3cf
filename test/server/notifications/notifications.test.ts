import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { ErrCode } from '../../../src/api/contract/errCodes';
import {
  notificationsPageSchema,
  unreadCountSchema,
  type Notification,
  type NotificationsPage,
  type NotificationsQuery,
} from '../../../src/api/contract/notifications';
import * as paths from '../../../src/api/contract/paths';
import { DEMO_PASSWORD, DEMO_PIN } from '../../../server/seed/demoUsers';
import { backends } from '../support/backends';
import { ApiClient } from '../support/client';
import { withTestServer } from '../support/server';
import { callerFor, type Caller } from '../support/transact';

/** requirements#notifications: the notification centre, its marking read and the bell's count. */
describe.each(backends)('notifications on $name', (backend) => {
  const env = withTestServer(backend);
  let consumer: Caller;
  let agent: Caller;

  beforeAll(async () => {
    consumer = await callerFor(env.server, 'consumer');
    agent = await callerFor(env.server, 'agent');
  });

  const list = async (caller: Caller, query: NotificationsQuery = {}): Promise<NotificationsPage> => {
    const result = await caller.client.call('POST', paths.notifications, { userToken: caller.token, json: query });
    expect(result.status, JSON.stringify(result.envelope)).toBe(200);
    return v.parse(notificationsPageSchema, result.envelope.data);
  };
  const everything = async (caller: Caller, query: NotificationsQuery = {}): Promise<Notification[]> =>
    (await list(caller, { ...query, pageSize: 100 })).rows;
  const unreadCount = async (caller: Caller) => {
    const result = await caller.client.call('POST', paths.notificationsUnread, { userToken: caller.token });
    expect(result.status).toBe(200);
    return v.parse(unreadCountSchema, result.envelope.data);
  };
  const unread = async (caller: Caller): Promise<number> => (await unreadCount(caller)).unread;
  const markRead = async (caller: Caller, body: unknown) => {
    const result = await caller.client.call('POST', paths.notificationsRead, { userToken: caller.token, json: body });
    expect(result.status, JSON.stringify(result.envelope)).toBe(200);
    return v.parse(unreadCountSchema, result.envelope.data).unread;
  };

  it('pages the seeded notifications newest first, with the filter’s total and the unread count of all', async () => {
    const all = await everything(consumer);
    expect(all.length).toBeGreaterThanOrEqual(35);
    expect(new Set(all.map((n) => n.category))).toEqual(new Set(['TRANSACTION', 'SECURITY', 'PROMOTION']));
    const times = all.map((n) => Date.parse(n.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // three months, some read and some not; every text in the three languages
    expect(times[0]! - times.at(-1)!).toBeGreaterThan(60 * 24 * 3600 * 1000);
    expect(all.some((n) => n.read) && all.some((n) => !n.read)).toBe(true);
    for (const n of all) expect(Object.keys(n.title).sort()).toEqual(['ar', 'en', 'ku']);

    const first = await list(consumer, { pageSize: 10 });
    const second = await list(consumer, { page: 2, pageSize: 10 });
    expect(first).toMatchObject({ page: 1, pageSize: 10, total: all.length });
    expect([...first.rows, ...second.rows].map((n) => n.id)).toEqual(all.slice(0, 20).map((n) => n.id));
    expect(first.unread).toBe(all.filter((n) => !n.read).length);
    expect(await unread(consumer)).toBe(first.unread);
    // a page past the end is empty and still tells how many there are
    expect(await list(consumer, { page: 50, pageSize: 10 })).toMatchObject({ rows: [], total: all.length });
  });

  it('filters by category and by unread, and offers are a consumer’s only', async () => {
    const security = await list(consumer, { filter: 'SECURITY', pageSize: 100 });
    expect(security.rows.length).toBeGreaterThan(0);
    expect(security.rows.every((n) => n.category === 'SECURITY' && n.transactionId === null)).toBe(true);
    expect(security.total).toBe(security.rows.length);
    const unreadOnly = await everything(consumer, { unreadOnly: true });
    expect(unreadOnly.length).toBe(await unread(consumer));
    expect(unreadOnly.every((n) => !n.read)).toBe(true);
    // the bell's count comes with the newest unread one (the portal tells of arrivals)
    expect(await unreadCount(consumer)).toEqual({ unread: unreadOnly.length, latest: unreadOnly[0] });
    // requirements#alert-levels: security changes warn (2) or inform (4)
    expect(security.rows.every((n) => n.alertLevel === 2 || n.alertLevel === 4)).toBe(true);
    expect((await list(agent, { filter: 'PROMOTION' })).total).toBe(0);
    expect((await list(agent, { filter: 'TRANSACTION' })).total).toBeGreaterThan(0);
  });

  it('marks one read, then all of a filter, and leaves the other categories unread', async () => {
    const before = await unread(consumer);
    const target = (await everything(consumer, { unreadOnly: true }))[0]!;
    expect(await markRead(consumer, { ids: [target.id] })).toBe(before - 1);
    expect((await everything(consumer)).find((n) => n.id === target.id)?.read).toBe(true);
    // marking it again changes nothing
    expect(await markRead(consumer, { ids: [target.id] })).toBe(before - 1);

    const securityUnread = (await everything(consumer, { filter: 'SECURITY', unreadOnly: true })).length;
    const transactionUnread = (await everything(consumer, { filter: 'TRANSACTION', unreadOnly: true })).length;
    expect(securityUnread).toBeGreaterThan(0);
    expect(await markRead(consumer, { all: true, filter: 'SECURITY' })).toBe(before - 1 - securityUnread);
    expect(await everything(consumer, { filter: 'SECURITY', unreadOnly: true })).toEqual([]);
    expect((await everything(consumer, { filter: 'TRANSACTION', unreadOnly: true })).length).toBe(transactionUnread);
  });

  it('never marks another user’s notifications, whose ids it is given', async () => {
    const agentUnread = await everything(agent, { unreadOnly: true });
    expect(agentUnread.length).toBeGreaterThan(0);
    const consumerBefore = await unread(consumer);
    expect(await markRead(consumer, { ids: agentUnread.map((n) => n.id).slice(0, 5) })).toBe(consumerBefore);
    expect(await unread(agent)).toBe(agentUnread.length);
    // nor does marking all
    await markRead(consumer, { all: true });
    expect(await unreadCount(consumer)).toEqual({ unread: 0, latest: null });
    expect(await unreadCount(agent)).toEqual({ unread: agentUnread.length, latest: agentUnread[0] });
  });

  it('tells both parties of a transfer, in the same transaction as the transfer', async () => {
    const receipt = await agent.receipt({
      serviceCode: 'CASH_IN_BY_AGENT',
      recipientMobile: '7701000001',
      amount: '10000',
    });
    expect(receipt.status).toBe(1);
    const [sent] = await everything(agent, { filter: 'TRANSACTION' });
    const [received] = await everything(consumer, { filter: 'TRANSACTION' });
    expect(sent).toMatchObject({
      category: 'TRANSACTION',
      alertLevel: 1,
      read: false,
      transactionId: receipt.transactionId,
      title: { en: 'Money sent' },
    });
    expect(sent!.body.en).toMatch(/^10,000\.00 IQD to Layla H\. — .+\.$/);
    expect(received).toMatchObject({
      alertLevel: 1,
      read: false,
      transactionId: receipt.transactionId,
      title: { en: 'Money received', ar: 'تم استلام مبلغ' },
    });
    expect(received!.body.en).toMatch(/^10,000\.00 IQD from Ahmed Kareem — .+\.$/);
    expect(received!.body.ar).toContain('10,000.00 دينار من Ahmed Kareem');
    expect(await unreadCount(consumer)).toEqual({ unread: 1, latest: received });
  });

  it('tells a failed payment to its payer as a danger, with the partner’s reason', async () => {
    const receipt = await consumer.receipt({
      serviceCode: 'MOBILE_BILL_PAYMENT',
      operator: 'ASIACELL',
      mobileNumber: '7712340000',
      amount: '15000',
    });
    expect(receipt.status).toBe(2);
    const [failed] = await everything(consumer, { filter: 'TRANSACTION' });
    expect(failed).toMatchObject({
      alertLevel: 0,
      title: { en: 'Payment failed' },
      transactionId: receipt.transactionId,
    });
    expect(failed!.body.en).toContain('The operator rejected this mobile number.');
  });

  it('tells the user of a PIN change as a security warning', async () => {
    const merchant = await callerFor(env.server, 'merchant');
    const changed = await merchant.client.call('POST', paths.changePin, {
      userToken: merchant.token,
      json: { oldPin: DEMO_PIN, newPin: '4826', confirmPin: '4826' },
    });
    expect(changed.envelope.responseCode).toBe(0);
    const [newest] = await everything(merchant, { filter: 'SECURITY' });
    expect(newest).toMatchObject({
      category: 'SECURITY',
      alertLevel: 2,
      read: false,
      transactionId: null,
      title: { en: 'Transaction PIN changed', ar: 'تم تغيير رمز المعاملات' },
    });
    expect(Date.parse(newest!.createdAt)).toBe(env.server.clock.now());
    // a refused change tells nothing
    const before = await everything(merchant, { filter: 'SECURITY' });
    await merchant.client.call('POST', paths.changePin, {
      userToken: merchant.token,
      json: { oldPin: '1397', newPin: '4826', confirmPin: '4826' },
    });
    expect(await everything(merchant, { filter: 'SECURITY' })).toEqual(before);
  });

  it('tells the user of a password change, in every language', async () => {
    const enterprise = await callerFor(env.server, 'enterprise');
    const changed = await enterprise.client.call('POST', paths.changePassword, {
      userToken: enterprise.token,
      json: { oldPassword: DEMO_PASSWORD, newPassword: 'Fresh@2027', confirmPassword: 'Fresh@2027' },
    });
    expect(changed.envelope.responseCode).toBe(0);
    const [newest] = await everything(enterprise, { filter: 'SECURITY' });
    expect(newest).toMatchObject({
      alertLevel: 2,
      read: false,
      title: { en: 'Password changed', ar: 'تم تغيير كلمة المرور', ku: 'وشەی نهێنی گۆڕدرا' },
    });
    expect(newest!.body.en).toContain('If this was not you');
  });

  it('refuses bad input with a 4xx envelope, never a 5xx, and answers only a signed-in user', async () => {
    const bad: Array<[string, unknown]> = [
      [paths.notifications, { page: 0 }],
      [paths.notifications, { page: 1e300 }],
      [paths.notifications, { page: 1.5 }],
      [paths.notifications, { pageSize: 101 }],
      [paths.notifications, { pageSize: '20' }],
      [paths.notifications, { filter: 'OFFERS' }],
      [paths.notifications, { unreadOnly: 'yes' }],
      [paths.notifications, []],
      [paths.notificationsRead, {}],
      [paths.notificationsRead, { ids: [] }],
      [paths.notificationsRead, { ids: ['1'] }],
      [paths.notificationsRead, { ids: ['N1; DROP TABLE notifications'] }],
      [paths.notificationsRead, { ids: ['N9999999999999999999'] }],
      [paths.notificationsRead, { ids: Array.from({ length: 101 }, (_, i) => `N${i + 1}`) }],
      [paths.notificationsRead, { all: false }],
      [paths.notificationsRead, { all: true, filter: 'all' }],
      [paths.notificationsUnread, 'null'],
    ];
    for (const [path, json] of bad) {
      const result = await consumer.client.call('POST', path, { userToken: consumer.token, json });
      expect(result.status, `${path} ${JSON.stringify(json)}`).toBe(400);
      expect(result.envelope).toMatchObject({ responseCode: 1, errCode: ErrCode.validationFailed });
    }
    const broken = await consumer.client.call('POST', paths.notificationsRead, {
      userToken: consumer.token,
      raw: '{"ids":',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(broken.status).toBe(400);
    const anonymous = await ApiClient.connect(env.server.url, 'consumer');
    for (const path of [paths.notifications, paths.notificationsRead, paths.notificationsUnread]) {
      const result = await anonymous.call('POST', path, { json: { all: true } });
      expect(result.status).toBe(401);
      expect(result.envelope.errCode).toBe(ErrCode.authTokenMissing);
    }
    // an unknown id of the right shape marks nothing
    expect(await markRead(consumer, { ids: ['N999999999999999999'] })).toBe(await unread(consumer));
  });
});
