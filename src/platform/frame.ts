/** requirements#framed-warning: shown inside a frame → the clickjacking warning replaces the app. */
export function isFramed(win: Window = window): boolean {
  try {
    return win.self !== win.top;
  } catch {
    // a cross-origin parent makes `top` unreadable: that is a frame too
    return true;
  }
}
