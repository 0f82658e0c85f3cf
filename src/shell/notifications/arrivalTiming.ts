/** How long a toast of an arrival stays (paused while the pointer is on it); the notification centre keeps it. */
export const ARRIVAL_TOAST_MS = 8_000;
