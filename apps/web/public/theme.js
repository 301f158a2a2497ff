// Runs before the first paint (a classic script in <head>; the CSP allows no inline script): puts
// the learner's colour scheme on <html> so no page flashes light before turning dark. The app keeps
// it current afterwards (src/lib/color-scheme.ts, the same storage key and attribute).
// It also asks for the starting language's strings while the HTML is still parsed, rather than after
// the app's code has arrived and run (vite.config.ts, firstPaintScript): the language the app starts in
// (src/lib/i18n/index.ts, startingUiLanguage: the same storage key and rule).
// In a browser that was signed in (the server's hint cookie, src/lib/signed-in-hint.ts), it asks for the
// first page's chunks and stylesheets too, instead of after the app's first task (decision 032), and for
// its first API answers (decision 033).
/* global window, document */
(function () {
  var preference = 'system';
  try {
    preference = localStorage.getItem('reeprise.colorScheme') || 'system';
  } catch {
    // storage blocked: follow the system
  }
  var dark =
    preference === 'dark' ||
    (preference !== 'light' && window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.setAttribute('data-theme', dark ? 'dark' : 'light');
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
})();
(function () {
  var script = document.currentScript;
  var language = null;
  try {
    language = localStorage.getItem('reeprise.uiLanguage');
  } catch {
    // storage blocked: the browser's language
  }
  if (language !== 'en' && language !== 'de') {
    language = (navigator.language || '').toLowerCase().indexOf('de') === 0 ? 'de' : 'en';
  }
  var strings = script && script.getAttribute('data-strings-' + language);
  if (!strings) return; // the development server: no built chunks to name
  var link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = strings;
  link.setAttribute('data-starting-strings', language);
  document.head.appendChild(link);
})();
(function () {
  var script = document.currentScript;
  var signedIn = script && script.getAttribute('data-signed-in');
  var pages = script && script.getAttribute('data-pages');
  if (!signedIn || !pages) return;
  var cookies = document.cookie.split(';').map(function (pair) {
    return pair.trim();
  });
  if (cookies.indexOf(signedIn) < 0) return;
  var answers = null;
  JSON.parse(pages).forEach(function (page) {
    var address = new RegExp(page[0], 'i').exec(window.location.pathname);
    if (!address) return;
    answers = answers || {};
    page[1].forEach(function (file) {
      var link = document.createElement('link');
      var stylesheet = /\.css$/.test(file);
      link.rel = stylesheet ? 'preload' : 'modulepreload';
      if (stylesheet) link.as = 'style';
      // as Vite's own links: the same request, which it then finds done
      link.crossOrigin = '';
      link.href = file;
      link.setAttribute('data-first-page', '');
      document.head.appendChild(link);
    });
    // The page's first API answers, asked for now rather than once the app's code has arrived and run
    // (decision 033): the app takes each once (src/lib/early-answers.ts). A page's own answers only for an
    // address it names by number and without a query string: the prefetch would ask for others. Each
    // request starts in a task after this one (the parser, and the first paint, do not wait for it to be
    // made), or when the app takes it first: either way once.
    var paths = [];
    page[2].forEach(function (template) {
      var path = template.replace('$1', address[1]);
      if (path !== template && (!/^\d+$/.test(address[1]) || window.location.search)) return;
      if (!window.fetch || answers[path]) return;
      var answer = null;
      answers[path] = function () {
        if (!answer) {
          answer = window.fetch(path, { headers: { Accept: 'application/json' }, credentials: 'same-origin' });
          // a failed request is the app's to report when it takes the answer, not an unhandled rejection
          answer.catch(function () {});
        }
        return answer;
      };
      paths.push(path);
    });
    setTimeout(function () {
      // not for answers the app has dropped: nothing would take them
      var current = window.__reepriseEarlyAnswers;
      paths.forEach(function (path) {
        if (current && current[path]) current[path]();
      });
    }, 0);
  });
  if (answers) window.__reepriseEarlyAnswers = answers;
})();
