/** requirements#framed-warning: shown inside a frame → the clickjacking warning replaces the app. */
export function isFramed(win: Window = window): boolean {
  try {
    return win.self !== win.top;
  } catch {
    // a cross-origin parent makes `top` unreadable: that is a frame too
    return true;
  }
}

/** the sandbox page that plays a native host around the portal (served only with the sandbox tools) */
export const SANDBOX_WEBVIEW_PATH = '/sandbox/webview';

/**
 * requirements#web-view-sandbox: framed by the sandbox's host simulator, which only our own origin
 * can be (a foreign parent's location cannot be read), and which the server lets frame the portal
 * only with the sandbox tools on.
 */
export function isSandboxWebViewFrame(win: Window = window): boolean {
  try {
    return (
      win.parent !== win &&
      win.parent.location.origin === win.location.origin &&
      win.parent.location.pathname === SANDBOX_WEBVIEW_PATH
    );
  } catch {
    return false;
  }
}
