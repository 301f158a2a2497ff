import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadUiLanguage, setUiLanguage } from './src/lib/i18n';

// The suites run in parallel forks on two cores: a busy machine can take longer than the default 1 s
// for a render to settle (6 s seen with a CI run beside other work), which made waits fail at random.
// Waits still end as soon as the UI is there.
configure({ asyncUtilTimeout: 10_000 });

// the app loads one language's strings before its first render (main.tsx); tests switch between both
await Promise.all([loadUiLanguage('en'), loadUiLanguage('de')]);
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
