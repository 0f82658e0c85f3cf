/**
 * What counts as "interaction" for the inactivity timeout (requirements#inactivity-timeout):
 * pointer, keys, touch, wheel and scroll in this tab, and the same in the portal's other tabs (one
 * session spans them, so a user busy in one tab is not signed out by another). Reported at most
 * once a second: the session statechart only needs to know that something happened.
 */
const EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;
const CHANNEL = 'wallet-portal-activity';
const THROTTLE_MS = 1000;

export function watchActivity(win: Window, report: () => void): () => void {
  let last = 0;
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;
  const onLocal = () => {
    const now = Date.now();
    if (now - last < THROTTLE_MS) return;
    last = now;
    report();
    channel?.postMessage('activity');
  };
  const onRemote = () => report();
  for (const type of EVENTS) win.addEventListener(type, onLocal, { passive: true, capture: true });
  channel?.addEventListener('message', onRemote);
  return () => {
    for (const type of EVENTS) win.removeEventListener(type, onLocal, { capture: true });
    channel?.close();
  };
}
