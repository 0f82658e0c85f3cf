/**
 * The native mobile shell, when the portal runs in its web-view (requirements#web-view: the portal
 * tells the shell when a session ends). Three common bridges are recognised.
 */
export interface NativeShell {
  post(message: { type: 'SESSION_END'; code: number | string } | { type: 'SIGNED_IN' }): void;
}

interface BridgeWindow {
  ReactNativeWebView?: { postMessage(message: string): void };
  webkit?: { messageHandlers?: { walletPortal?: { postMessage(message: unknown): void } } };
  WalletPortalAndroid?: { postMessage(message: string): void };
}

export function detectNativeShell(win: Window = window): NativeShell | null {
  const w = win as Window & BridgeWindow;
  if (w.ReactNativeWebView) {
    const bridge = w.ReactNativeWebView;
    return { post: (m) => bridge.postMessage(JSON.stringify(m)) };
  }
  const ios = w.webkit?.messageHandlers?.walletPortal;
  if (ios) return { post: (m) => ios.postMessage(m) };
  if (w.WalletPortalAndroid) {
    const android = w.WalletPortalAndroid;
    return { post: (m) => android.postMessage(JSON.stringify(m)) };
  }
  return null;
}
