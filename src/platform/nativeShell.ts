import * as v from 'valibot';
import {
  bridgeHosts,
  outgoingMessageSchema,
  readIncoming,
  type BridgeHost,
  type OutgoingMessage,
  type ReadResult,
} from '../api/contract/webviewBridge';

/**
 * The native mobile shell around the portal, when it runs in a web view (requirements#web-view):
 * how to find the host's bridge, how to post to it and how to hear it. The conversation itself
 * (detecting, waiting for the device ids, what is posted when) is the `webviewBridge` statechart;
 * this is only the wire.
 */
export interface NativeShell {
  /** launched as a web view (`?webview=1` or `?host=rn|ios|android`), remembered for the session */
  readonly launchedEmbedded: boolean;
  /** the host whose bridge object exists now, if any */
  findBridge(): BridgeHost | null;
  /** checked against the protocol, then posted through the bridge found now; false when refused or none */
  send(message: OutgoingMessage): boolean;
  /** the host's messages, checked for origin and shape; returns the unsubscribe */
  listen(onMessage: (result: ReadResult) => void): () => void;
  /** what flows call: handed to the bridge statechart, which posts it when connected */
  post(message: OutgoingMessage): void;
  /** the statechart is connected to a host: files, shares and links go to it */
  connected(): boolean;
  /** inside a native shell (a bridge, or launched as a web view): the host draws the frame */
  embedded(): boolean;
  /** the statechart's side, set once the actor exists */
  readonly link: {
    post: (message: OutgoingMessage) => void;
    connected: () => boolean;
    embedded: () => boolean;
  };
  /** logout clears session storage: the launch is written back so the web view stays one */
  rememberLaunch(): void;
}

/** The names the hosts inject (requirements#web-view). */
interface BridgeWindow {
  ReactNativeWebView?: { postMessage(message: string): void };
  webkit?: { messageHandlers?: { walletPortal?: { postMessage(message: unknown): void } } };
  WalletPortalAndroid?: { postMessage(message: string): void };
}

/** session storage key of the launch (`1` or the host's name) */
export const LAUNCH_KEY = 'webview';

function transportOf(win: Window, host: BridgeHost): ((message: OutgoingMessage) => void) | null {
  const w = win as Window & BridgeWindow;
  if (host === 'rn' && typeof w.ReactNativeWebView?.postMessage === 'function') {
    const rn = w.ReactNativeWebView;
    return (m) => rn.postMessage(JSON.stringify(m));
  }
  const ios = w.webkit?.messageHandlers?.walletPortal;
  if (host === 'ios' && typeof ios?.postMessage === 'function') return (m) => ios.postMessage(m);
  if (host === 'android' && typeof w.WalletPortalAndroid?.postMessage === 'function') {
    const android = w.WalletPortalAndroid;
    return (m) => android.postMessage(JSON.stringify(m));
  }
  return null;
}

export function findBridge(win: Window): BridgeHost | null {
  return bridgeHosts.find((host) => transportOf(win, host) !== null) ?? null;
}

function readSession(win: Window): Storage | undefined {
  try {
    return win.sessionStorage;
  } catch {
    return undefined;
  }
}

/** `?webview=1` or `?host=rn|ios|android` on this load, else what this session was launched with. */
export function launchOf(win: Window): string | null {
  const params = new URLSearchParams(win.location.search);
  const host = params.get('host');
  if (host !== null && (bridgeHosts as readonly string[]).includes(host)) return host;
  if (params.get('webview') === '1') return '1';
  try {
    const kept = readSession(win)?.getItem(LAUNCH_KEY) ?? null;
    return kept === '1' || (bridgeHosts as readonly string[]).includes(kept ?? '') ? kept : null;
  } catch {
    return null;
  }
}

/**
 * Messages a host sends by running `window.postMessage(…)` in the page carry the page's origin; the
 * React Native bridge dispatches them itself, with no origin. Any other origin is another site's
 * frame or window: refused.
 */
export function isHostOrigin(origin: string, win: Window): boolean {
  return origin === '' || origin === win.location.origin;
}

export function createNativeShell(win: Window = window): NativeShell {
  const launch = launchOf(win);
  const rememberLaunch = () => {
    if (launch === null) return;
    try {
      readSession(win)?.setItem(LAUNCH_KEY, launch);
    } catch {
      // no session storage: the launch parameter counts for this page only
    }
  };
  rememberLaunch();
  const link: NativeShell['link'] = {
    post: () => {},
    connected: () => false,
    embedded: () => launch !== null || findBridge(win) !== null,
  };
  return {
    launchedEmbedded: launch !== null,
    findBridge: () => findBridge(win),
    send(message) {
      const checked = v.safeParse(outgoingMessageSchema, message);
      if (!checked.success) {
        console.warn(`[bridge] not posted: ${message.type} does not fit the protocol (${checked.issues[0].message})`);
        return false;
      }
      const host = findBridge(win);
      const transport = host && transportOf(win, host);
      if (!transport) return false;
      try {
        transport(checked.output);
        return true;
      } catch (error) {
        console.warn(`[bridge] the host refused ${message.type}`, error);
        return false;
      }
    },
    listen(onMessage) {
      const handle = (event: Event) => {
        if (!(event instanceof MessageEvent)) return;
        if (!isHostOrigin(event.origin, win)) onMessage({ ok: false, reason: 'foreignOrigin' });
        else onMessage(readIncoming(event.data));
      };
      win.addEventListener('message', handle);
      // React Native on Android dispatches on the document
      win.document.addEventListener('message', handle);
      return () => {
        win.removeEventListener('message', handle);
        win.document.removeEventListener('message', handle);
      };
    },
    post: (message) => link.post(message),
    connected: () => link.connected(),
    embedded: () => link.embedded(),
    link,
    rememberLaunch,
  };
}
