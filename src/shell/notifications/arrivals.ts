import type { ArrivalNotice } from '../../../machines/unreadNotifications.machine';
import type { ComponentType } from 'react';
import type { ResultToast } from './ArrivalToasts';

export type { ResultToast };

/**
 * issue 20: the toasts that tell of a background result — a notification that arrived while the
 * user was signed in (money received, a scheduled payment run, an application decided). The
 * unread-notifications chart decides when (`tellArrival`, `clearArrivals`); this is how. The
 * toasts' code (@mantine/notifications, its transitions and styles, ~10 KiB of gzip) loads with the first
 * one, and the root draws their container from then on (`useArrivalToasts`). A flow's own
 * background result (an export that ended while its page was not shown) is told the same way
 * (`tellResult`).
 */
/** What `./ArrivalToasts` offers (written out: it imports this file's neighbours, not this file). */
interface ToastsModule {
  ArrivalToasts: ComponentType;
  showArrival: (notice: ArrivalNotice) => void;
  showResult: (toast: ResultToast) => void;
  hideToast: (id: string) => void;
  clearArrivals: () => void;
}

let loaded: ToastsModule | null = null;
/** Counts the sessions' ends: a toast whose code arrives after one is not shown (it told of the ended session). */
let cleared = 0;
const listeners = new Set<() => void>();

export const arrivalToasts = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** the toasts' module once loaded (its container is drawn from then on), null before */
  get: (): ToastsModule | null => loaded,
};

/** Runs `use` with the toasts' module, loading it first if it has not yet. */
function withToasts(use: (module: ToastsModule) => void): void {
  const told = cleared;
  import('./ArrivalToasts').then(
    (module) => {
      if (loaded === null) {
        loaded = module;
        for (const listener of listeners) listener();
      }
      // a session that ended meanwhile takes what it would have told along
      if (told === cleared) use(module);
    },
    // the toasts' code did not arrive (offline): the bell still counts the arrival, the page keeps the result
    () => undefined,
  );
}

/** Shows a toast of the arrival; its code loads first if it has not yet. */
export function tellArrival(notice: ArrivalNotice): void {
  withToasts((module) => module.showArrival(notice));
}

/** Shows a toast of a background result. */
export function tellResult(toast: ResultToast): void {
  withToasts((module) => module.showResult(toast));
}

/** Closes a toast shown (its link was followed). */
export function hideToast(id: string): void {
  loaded?.hideToast(id);
}

/** Takes away every toast shown (the session ended, or another began). */
export function clearArrivals(): void {
  cleared += 1;
  loaded?.clearArrivals();
}
