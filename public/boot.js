// Applies the remembered colour scheme and language direction before the first paint, and preloads
// the catalog of the language to show (an external file so the Content-Security-Policy can forbid
// inline scripts).
(function () {
  try {
    var root = document.documentElement;
    var scheme = localStorage.getItem('mantine-color-scheme-value') === 'dark' ? 'dark' : 'light';
    root.setAttribute('data-mantine-color-scheme', scheme);
    var locale = localStorage.getItem('locale');
    var rtl = ['ar', 'he', 'ku'];
    try {
      rtl = rtl.concat(JSON.parse(localStorage.getItem('rtlLayoutArray') || '[]'));
    } catch {
      // a damaged list: the built-in right-to-left languages still apply
    }
    if (locale && /^[a-z]{2}$/.test(locale)) root.setAttribute('lang', locale);
    if (locale && rtl.indexOf(locale) !== -1) root.setAttribute('dir', 'rtl');
    // the catalog of the language to show, fetched beside the entry (the first paint waits for it):
    // the remembered language, else the browser's, else English (issue 20)
    var meta = document.querySelector('meta[name="catalogs"]');
    var catalogs = meta ? JSON.parse(meta.getAttribute('content') || '{}') : {};
    var wanted = locale || (navigator.language || '').slice(0, 2);
    var preload = function (url) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = url;
      document.head.appendChild(link);
    };
    var href = catalogs[wanted] || catalogs.en;
    if (href) preload(href);
    // the catalog parts of the route's code, which the server named in the page with that code
    // (server/http/routePreloads.ts): each chunk waits for its texts, so they load beside it
    var routeMeta = document.querySelector('meta[name="route-parts"]');
    var routeParts = routeMeta ? JSON.parse(routeMeta.getAttribute('content') || '{}') : {};
    (routeParts[wanted] || []).forEach(preload);
  } catch {
    // storage unavailable: the app applies its defaults itself
  }
  // the runtime configuration, asked for at once beside the scripts instead of after them (issue
  // 20): the startup statechart's first step takes this answer (src/shell/startup/startup.logic.ts)
  // Not in a frame: a framed portal runs no app (its startup stops at the framed warning) and asks
  // nothing of the server; the web-view's sandbox frame asks when its app starts.
  try {
    if (window.top !== window.self) return;
    var script = document.currentScript;
    var configUrl = new URL('portal-config.json', script && script.src ? script.src : location.href).href;
    var early = fetch(configUrl, { cache: 'no-cache' });
    // a failure is the statechart's to handle when it takes the answer, not an unhandled rejection
    early.catch(function () {});
    window.__wpRuntimeConfig = early;
  } catch {
    // no fetch: the statechart asks itself
  }
})();
