import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import * as v from 'valibot';
import { createActor, fromTransition, type AnyActorRef, type EventObject } from 'xstate';
import type { MenuEntry } from '../../../src/api/contract/content';
import type { Notification, NotificationCategory } from '../../../src/api/contract/notifications';
import * as paths from '../../../src/api/contract/paths';
import { createContentCache } from '../../../src/config/contentCache';
import { NotificationsPage } from '../../../src/flows/notifications/NotificationsPage';
import { AppProvider, type AppContextValue } from '../../../src/platform/context';
import { ShellConfigurationProvider } from '../../../src/shell/configuration/ShellConfiguration';
import { NotificationsMenu } from '../../../src/shell/layout/NotificationsMenu';
import { fakeGateway } from '../../support/fakeGateway';
import { renderUi } from '../../support/render';

/** A notification as the contract gives it. */
export function notification(
  id: number,
  category: NotificationCategory,
  more: Partial<Notification> = {},
): Notification {
  return {
    id: `N${id}`,
    category,
    alertLevel: 1,
    title: { en: `Title ${id}`, ar: `عنوان ${id}` },
    body: { en: `Body ${id}.`, ar: `نص ${id}.` },
    createdAt: new Date(Date.now() - id * 3600_000).toISOString(),
    read: false,
    transactionId: null,
    ...more,
  };
}

const entry = (path_one: string | null, enabled = true): MenuEntry => ({
  route: '/app/report/notifications',
  page_id: null,
  enabled,
  icon: 'report',
  path_one,
  path_two: null,
  sort_order: 1,
  title: { en: path_one ?? 'All notifications' },
  externalId: null,
});

export interface Testbed {
  /** every call's body, by path */
  calls: Record<string, unknown[]>;
  /** what the bell's actor was told */
  bellEvents: () => EventObject[];
  /** where the page is (its search, as the router parsed it) */
  router: { state: { location: { search: unknown } } };
}

export interface TestbedOptions {
  url?: string;
  offers?: boolean;
  /** the notifications the server holds, newest first */
  held?: Notification[];
  /** answers the read call (default: marks them in `held`) */
  markRead?: (body: unknown) => unknown;
  list?: (body: unknown) => unknown;
  unread?: number | null;
  /** a page: NotificationsPage; the bell: NotificationsMenu */
  show?: 'page' | 'bell';
  /** the portal's language (the locale actor's) */
  locale?: string;
}

/**
 * The notification centre on a fake back end: the page (or the bell) in the signed-in shell's
 * configuration, with a router holding the page's URL and a stand-in for the bell's actor.
 */
export function renderNotifications(options: TestbedOptions = {}): Testbed {
  const held = options.held ?? [];
  const calls: Record<string, unknown[]> = {};
  const record = (path: string, answer: (body: unknown) => unknown) => (body: unknown) => {
    (calls[path] ??= []).push(body);
    return answer(body);
  };
  const query = v.object({
    filter: v.optional(v.string()),
    page: v.number(),
    pageSize: v.number(),
  });
  const list = (body: unknown) => {
    const { filter, page, pageSize } = v.parse(query, body);
    const rows = held.filter((n) => filter === undefined || n.category === filter);
    return {
      rows: rows.slice((page - 1) * pageSize, page * pageSize),
      total: rows.length,
      page,
      pageSize,
      unread: held.filter((n) => !n.read).length,
    };
  };
  const markRead = (body: unknown) => {
    const request = body as { ids?: string[]; all?: true; filter?: string };
    for (const n of held)
      if (
        request.ids?.includes(n.id) ||
        (request.all && (request.filter === undefined || n.category === request.filter))
      )
        n.read = true;
    return { unread: held.filter((n) => !n.read).length };
  };
  const platform = {
    gateway: fakeGateway({
      [paths.notifications]: record(paths.notifications, options.list ?? list),
      [paths.notificationsRead]: record(paths.notificationsRead, options.markRead ?? markRead),
      [paths.getMenu]: () => ({
        app_notification: {
          layout_data: {
            dataList: [
              entry(null),
              entry('TRANSACTION'),
              entry('SECURITY'),
              entry('PROMOTION', options.offers ?? true),
            ],
          },
        },
      }),
      [paths.layoutByFilter]: () => ({ routes: [] }),
    }),
    contentCache: createContentCache(),
  };
  const locale = createActor(fromTransition((s) => s, { active: options.locale ?? 'en' })).start();
  const bell = createActor(
    fromTransition(
      (s: { events: EventObject[]; unread: number | null }, e: EventObject) => ({ ...s, events: [...s.events, e] }),
      {
        events: [],
        unread: options.unread ?? null,
      },
    ),
  ).start();
  const value = {
    platform,
    actors: { locale, unreadNotifications: bell as AnyActorRef },
  } as unknown as AppContextValue;

  const root = createRootRoute({
    component: () => (
      <AppProvider value={value}>
        <ShellConfigurationProvider category="consumer">
          <Outlet />
        </ShellConfigurationProvider>
      </AppProvider>
    ),
  });
  const page = createRoute({
    getParentRoute: () => root,
    path: '/app/report/notifications',
    validateSearch: (search: Record<string, unknown>) =>
      typeof search.filter === 'string' ? { filter: search.filter } : {},
    component: options.show === 'bell' ? NotificationsMenu : NotificationsPage,
  });
  const other = createRoute({ getParentRoute: () => root, path: '/app/$', component: () => <p>Another page</p> });
  const router = createRouter({
    routeTree: root.addChildren([page, other]),
    history: createMemoryHistory({ initialEntries: [options.url ?? '/app/report/notifications'] }),
  });
  renderUi(<RouterProvider router={router} />);
  return {
    calls,
    bellEvents: () => (bell.getSnapshot().context as { events: EventObject[] }).events,
    router,
  };
}
