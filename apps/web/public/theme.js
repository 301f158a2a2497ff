// Runs before the first paint (a classic script in <head>; the CSP allows no inline script): puts
// the learner's colour scheme on <html> so no page flashes light before turning dark. The app keeps
// it current afterwards (src/lib/color-scheme.ts, the same storage key and attribute).
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
