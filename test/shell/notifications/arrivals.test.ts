import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ArrivalNotice } from '../../../machines/unreadNotifications.machine';

// the edge of the unit: the toasts' module (Mantine's store) replaced by spies
const showArrival = vi.fn();
const clearShown = vi.fn();
vi.mock('../../../src/shell/notifications/ArrivalToasts', () => ({
  ArrivalToasts: () => null,
  showArrival,
  clearArrivals: clearShown,
}));

const { arrivalToasts, clearArrivals, tellArrival } = await import('../../../src/shell/notifications/arrivals');

const notice = {
  latest: { notificationId: 'n-2', title: { en: 'PIN changed' }, body: { en: 'Your PIN was reset.' } },
  arrived: 1,
} as unknown as ArrivalNotice;

/** Lets the toasts' module's dynamic import settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  showArrival.mockClear();
  clearShown.mockClear();
});

describe('arrival toasts', () => {
  it('a session that ends while the toasts’ code is loading shows no toast of it', async () => {
    const drawn = vi.fn();
    const unsubscribe = arrivalToasts.subscribe(drawn);
    tellArrival(notice);
    clearArrivals();
    await settle();
    expect(showArrival).not.toHaveBeenCalled();
    // the code arrived all the same: the root draws the container from now on
    expect(arrivalToasts.get()).not.toBeNull();
    expect(drawn).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('the next session’s arrival is told, and its end clears what is shown', async () => {
    tellArrival(notice);
    await settle();
    expect(showArrival).toHaveBeenCalledWith(notice);
    clearArrivals();
    expect(clearShown).toHaveBeenCalledTimes(1);
  });
});
