import { expect } from 'vitest';
import { machineRegistry } from '../../machines';
import type {
  MarkRequest,
  NotificationFilter,
  NotificationRow,
  NotificationsContext,
} from '../../machines/notifications.machine';
import { sampleFailures } from '../../machines/samples/failures';
import { emptyPage, firstPage, lastOne, secondPage } from '../../machines/samples/notifications.samples';
import { describeMachinePaths } from './describePaths';
import {
  contextChecks,
  effects,
  expectUnchanged,
  expectWay,
  ignoredIn,
  registryEntry,
  type StateAssertions,
  type StepCheck,
} from './pathHarness';

const entry = registryEntry(machineRegistry, 'notifications');
const { ctx, before, expectStep } = contextChecks<NotificationsContext>();

const PAGE_SIZE = 2;
const userEvents = [
  'filter.change',
  'page.more',
  'notification.markRead',
  'notifications.markAllRead',
  'notifications.refresh',
  'notifications.retry',
] as const;
const anyState = 'loading|failed|empty|ready.idle|ready.loadingMore|ready.marking';

const sent = <T>(check: StepCheck) => check.event as unknown as T;
const loadCall = (filter: NotificationFilter | null, page: number) => ({
  name: 'actor:loadPage',
  params: { filter, page, pageSize: PAGE_SIZE },
});

/** The first page of the filter is asked for again; nothing else changes. */
const expectReload = (check: StepCheck) => expectStep(check, {}, [loadCall(before(check).filter, 1)]);

/**
 * Another filter starts over: the list goes, the first page of the new filter is asked for. The
 * same filter again is no change at all (the URL said what the page already shows).
 */
const expectFilterChange = (check: StepCheck) => {
  const { filter } = sent<{ filter: NotificationFilter | null }>(check);
  if (filter === before(check).filter) return expectUnchanged(check);
  expectStep(check, { filter, rows: [], total: 0, page: 0, marking: null, failure: null }, [loadCall(filter, 1)]);
};

/** A filter.change ignored outside `loading` (where it would have left for it) is the same filter. */
const expectSameFilter = (check: StepCheck) => {
  expect(sent<{ filter: unknown }>(check).filter).toBe(before(check).filter);
  expectUnchanged(check);
};

const read = (rows: readonly NotificationRow[], request: MarkRequest) =>
  rows.map((row) => ('all' in request || request.ids.includes(row.id) ? { ...row, read: true } : row));

const assertions: StateAssertions = {
  'notifications.loading': (check) =>
    expectWay(check, {
      start: () => {
        // the input's filter and page size; nothing loaded yet
        expect(ctx(check.snapshot)).toEqual({
          filter: 'SECURITY',
          pageSize: PAGE_SIZE,
          rows: [],
          total: 0,
          page: 0,
          unread: 0,
          marking: null,
          failure: null,
        });
        expect(effects(check.stepCalls)).toEqual([loadCall('SECURITY', 1)]);
      },
      'failed notifications.retry': () => expectReload(check),
      'empty|ready.idle|ready.loadingMore|ready.marking notifications.refresh': () => expectReload(check),
      [`${anyState} filter.change`]: () => expectFilterChange(check),
      [ignoredIn('loading', userEvents, 'filter.change')]: () => expectUnchanged(check),
    }),
  'notifications.failed': (check) =>
    expectWay(check, {
      // the list of a failed refresh is not shown: the failure is, with a retry
      'loading error:loadPage': () => expectStep(check, { failure: sampleFailures.network, marking: null }),
      'failed filter.change': () => expectSameFilter(check),
      [ignoredIn('failed', userEvents, 'filter.change', 'notifications.retry')]: () => expectUnchanged(check),
    }),
  'notifications.empty': (check) =>
    expectWay(check, {
      // nothing of this filter: the unread count of every category still comes along
      'loading done:loadPage': () => {
        expect(sent<{ output: unknown }>(check).output).toBe(emptyPage);
        expectStep(check, { rows: [], total: 0, unread: 1, page: 1, marking: null, failure: null });
      },
      'empty filter.change': () => expectSameFilter(check),
      [ignoredIn('empty', userEvents, 'filter.change', 'notifications.refresh')]: () => expectUnchanged(check),
    }),
  'notifications.ready.idle': (check) =>
    expectWay(check, {
      'loading done:loadPage': () => {
        expect(sent<{ output: unknown }>(check).output).toBe(firstPage);
        expectStep(check, { rows: [...firstPage.rows], total: 3, unread: 2, page: 1, marking: null, failure: null });
      },
      // the next page goes under the ones on screen
      'ready.loadingMore done:loadMore': () =>
        expectStep(check, {
          rows: [...before(check).rows, lastOne],
          total: secondPage.total,
          unread: secondPage.unread,
          page: before(check).page + 1,
        }),
      // a failed next page or mark says so and keeps the list as it was
      'ready.loadingMore|ready.marking error:loadMore|error:markRead': () =>
        expectStep(check, { failure: sampleFailures.network, marking: null }),
      'ready.marking done:markRead': () => {
        const marking = before(check).marking!;
        expectStep(check, { rows: read(before(check).rows, marking), unread: 1, marking: null });
      },
      'ready.idle page.more': () => {
        // every page is on screen
        expect(before(check).rows.length).toBe(before(check).total);
        expectUnchanged(check);
      },
      'ready.idle notification.markRead': () => {
        // already read
        const { id } = sent<{ id: string }>(check);
        expect(before(check).rows.find((row) => row.id === id)?.read).not.toBe(false);
        expectUnchanged(check);
      },
      'ready.idle notifications.markAllRead': () => {
        const { rows, total, unread } = before(check);
        expect(rows.every((row) => row.read) && (rows.length === total || unread === 0)).toBe(true);
        expectUnchanged(check);
      },
      'ready.idle filter.change': () => expectSameFilter(check),
      'ready.idle notifications.retry': () => expectUnchanged(check),
    }),
  'notifications.ready.loadingMore': (check) =>
    expectWay(check, {
      'ready.idle page.more': () => {
        expect(before(check).rows.length).toBeLessThan(before(check).total);
        expectStep(check, { failure: null }, [loadCall(before(check).filter, before(check).page + 1)]);
      },
      'ready.loadingMore filter.change': () => expectSameFilter(check),
      [ignoredIn('ready.loadingMore', userEvents, 'filter.change', 'notifications.refresh')]: () =>
        expectUnchanged(check),
    }),
  'notifications.ready.marking': (check) =>
    expectWay(check, {
      'ready.idle notification.markRead': () => {
        const { id } = sent<{ id: string }>(check);
        expect(before(check).rows.find((row) => row.id === id)?.read).toBe(false);
        const request = { ids: [id] };
        expectStep(check, { marking: request, failure: null }, [{ name: 'actor:markRead', params: request }]);
      },
      // all of the filter shown, on every page
      'ready.idle notifications.markAllRead': () => {
        const request: MarkRequest = { all: true, filter: before(check).filter };
        expectStep(check, { marking: request, failure: null }, [{ name: 'actor:markRead', params: request }]);
      },
      'ready.marking filter.change': () => expectSameFilter(check),
      [ignoredIn('ready.marking', userEvents, 'filter.change', 'notifications.refresh')]: () => expectUnchanged(check),
    }),
};

describeMachinePaths(entry, assertions);
