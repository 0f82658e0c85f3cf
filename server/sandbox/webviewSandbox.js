// The host simulator of /sandbox/webview: injects the bridge a native host would, into the framed
// portal (same origin), logs both directions and sends the host's messages.
(() => {
  'use strict';
  const $ = (id) => document.getElementById(id);
  let current = $('portal');
  const log = $('log');

  function note(kind, text) {
    const item = document.createElement('li');
    item.className = kind;
    const time = new Date().toISOString().slice(11, 23);
    item.textContent = `${time} ${kind === 'out' ? 'portal → host' : kind === 'in' ? 'host → portal' : '·'} ${text}`;
    log.prepend(item);
  }

  /** a download's bytes are summarised, not printed */
  function describe(message) {
    if (message && message.type === 'DOWNLOAD' && typeof message.base64 === 'string')
      return JSON.stringify({ ...message, base64: `<${message.base64.length} base64 characters>` });
    return JSON.stringify(message);
  }

  function deviceInfo() {
    return {
      type: 'DEVICE_INFO',
      deviceId: $('deviceId').value,
      deviceUniqueId: $('deviceUniqueId').value,
      fcmToken: $('fcmToken').value,
    };
  }

  let host = 'rn';

  /** iOS hands objects over; React Native and Android strings (as their bridges do) */
  function send(message, raw) {
    const target = current.contentWindow;
    if (!target) return;
    note('in', raw === undefined ? JSON.stringify(message) : String(raw));
    const data = raw !== undefined ? raw : host === 'ios' ? message : JSON.stringify(message);
    target.postMessage(data, location.origin);
  }

  function fromPortal(message) {
    let parsed = message;
    if (typeof message === 'string') {
      try {
        parsed = JSON.parse(message);
      } catch {
        parsed = message;
      }
    }
    note('out', describe(parsed));
    if (parsed && parsed.type === 'READY' && $('answer').checked) setTimeout(() => send(deviceInfo()), 150);
    if (parsed && parsed.type === 'SESSION_END')
      note('note', 'the host would close the web view or show its own sign-in');
  }

  function inject(win) {
    if (!win || win.__sandboxHost === host) return;
    win.__sandboxHost = host;
    if (host === 'rn') win.ReactNativeWebView = { postMessage: (text) => fromPortal(text) };
    if (host === 'ios') win.webkit = { messageHandlers: { walletPortal: { postMessage: (m) => fromPortal(m) } } };
    if (host === 'android') win.WalletPortalAndroid = { postMessage: (text) => fromPortal(text) };
  }

  // A native host injects its bridge before the page's scripts run. Here the frame's first window
  // is kept by a same-origin navigation, so the bridge is injected before the portal loads, and
  // again whenever the frame holds a new window (a reload).
  let watcher = 0;
  function load() {
    host = $('host').value;
    const path = $('path').value.startsWith('/') ? $('path').value : '/';
    clearInterval(watcher);
    const fresh = document.createElement('iframe');
    fresh.id = 'portal';
    fresh.title = 'The portal in a web view';
    current.replaceWith(fresh);
    current = fresh;
    inject(fresh.contentWindow);
    watcher = setInterval(() => inject(fresh.contentWindow), 20);
    const url = new URL(path, location.origin);
    url.searchParams.set('host', host);
    fresh.src = url.pathname + url.search;
    note('note', `loading ${url.pathname}${url.search} as a ${host} host`);
  }

  $('load').addEventListener('click', load);
  $('sendDevice').addEventListener('click', () => send(deviceInfo()));
  $('sendBack').addEventListener('click', () => send({ type: 'BACK' }));
  $('sendMalformed').addEventListener('click', () => send(null, '{"type":"DEVICE_INFO","deviceId":'));
  $('clear').addEventListener('click', () => log.replaceChildren());
  load();
})();
