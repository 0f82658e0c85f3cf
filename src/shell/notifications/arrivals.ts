import type { ArrivalNotice } from '../../../machines/unreadNotifications.machine';
import type { ComponentType } from 'react';

/**
 * issue 20: the toasts that tell of a background result — a notification that arrived while the
 * user was signed in (money received, a scheduled payment run, an application decided). The
 * unread-notifications chart decides when (`tellArrival`, `clearArrivals`); this is how. The
 * toasts' code (@mantine/notifications, its transitions and styles, ~10 KiB of gzip) loads with the first
 * one, and the root draws their container from then on (`useArrivalToasts`).
 */
/** What `./ArrivalToasts` offers (written out: it imports this file's neighbours, not this file). */
interface ToastsModule {
  ArrivalToasts: ComponentType;
  showArrival: (notice: ArrivalNotice) => void;
  clearArrivals: () => void;
}

let loaded: ToastsModule | null = null;
const listeners = new Set<() => void>();

export const arrivalToasts = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** the toasts' module once loaded (its container is drawn from then on), null before */
  get: (): ToastsModule | null => loaded,
};

/** Shows a toast of the arrival; its code loads first if it has not yet. */
export function tellArrival(notice: ArrivalNotice): void {
  import('./ArrivalToasts').then(
    (module) => {
      if (loaded === null) {
        loaded = module;
        for (const listener of listeners) listener();
      }
      module.showArrival(notice);
    },
    // the toasts' code did not arrive (offline): the bell still counts the arrival
    () => undefined,
  );
}

/** Takes away every toast shown (the session ended, or another began). */
export function clearArrivals(): void {
  loaded?.clearArrivals();
}
