import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { setUiLanguage } from './src/lib/i18n';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  // forget every cookie a test set (the CSRF cookie above all)
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  // the i18n instance is a module singleton: the next test starts in English again
  setUiLanguage('en');
});
