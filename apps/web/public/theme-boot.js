/* Runs before CSS and the app: applies the remembered theme, language and direction so the
   first paint is already right (the CSP forbids inline scripts, so this is a classic file). */
(function () {
  var root = document.documentElement;
  var theme = 'dark';
  var lang = '';
  try {
    theme = localStorage.getItem('theme') === 'light' ? 'light' : 'dark';
    lang = localStorage.getItem('hisLang') || '';
  } catch {
    /* storage blocked: keep defaults */
  }
  root.dataset.theme = theme;
  if (/^[a-z]{2,3}(-[A-Z]{2})?$/.test(lang)) {
    root.lang = lang;
    root.dir = /^(ar|fa|ur)\b/.test(lang) ? 'rtl' : 'ltr';
  }
})();
