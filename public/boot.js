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
    var href = catalogs[wanted] || catalogs.en;
    if (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    }
  } catch {
    // storage unavailable: the app applies its defaults itself
  }
})();
