import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadStrings, loadUiLanguage, setUiLanguage, type StringArea } from './src/lib/i18n';
import { STRING_AREAS } from './src/lib/i18n/string-areas';

// The suites run in parallel forks on two cores: a busy machine can take longer than the default 1 s
// for a render to settle (6 s seen with a CI run beside other work), which made waits fail at random.
// Waits still end as soon as the UI is there.
configure({ asyncUtilTimeout: 10_000 });

// the app loads one language's strings before its first render (main.tsx), and a page's areas with it
// (the route manifest's `strings`); tests render any component, in both languages: every area in English,
// then in German too (a switch loads the areas asked for)
await Promise.all([loadUiLanguage('en'), loadUiLanguage('de')]);
await loadStrings(Object.keys(STRING_AREAS) as StringArea[]);
await setUiLanguage('de');
await setUiLanguage('en');

afterEach(async () => {
  cleanup();
  window.localStorage.clear();
  // forget every cookie a test set (the CSRF cookie above all)
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  // the i18n instance is a module singleton: the next test starts in English again
  await setUiLanguage('en');
});
