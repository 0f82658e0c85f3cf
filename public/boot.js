// Applies the remembered colour scheme and language direction before the first paint
// (an external file so the Content-Security-Policy can forbid inline scripts).
(function () {
  try {
    var root = document.documentElement;
    var scheme = localStorage.getItem('mantine-color-scheme-value') === 'dark' ? 'dark' : 'light';
    root.setAttribute('data-mantine-color-scheme', scheme);
    var locale = localStorage.getItem('locale');
    if (locale === 'ar' || locale === 'ku') {
      root.setAttribute('dir', 'rtl');
      root.setAttribute('lang', locale);
    }
  } catch {
    // storage unavailable: the app applies its defaults itself
  }
})();
