// Applies the remembered colour scheme and language direction before the first paint
// (an external file so the Content-Security-Policy can forbid inline scripts).
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
  } catch {
    // storage unavailable: the app applies its defaults itself
  }
})();
