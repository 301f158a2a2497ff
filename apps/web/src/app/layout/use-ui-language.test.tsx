import { afterEach, expect, test, vi } from 'vitest';

afterEach(() => {
  vi.resetModules();
  document.documentElement.lang = 'en';
});

// fresh modules: the shared i18n instance has both languages loaded (vitest.setup.ts), as the app never has
test('while a German learner’s strings load, the layout is told to wait instead of painting English', async () => {
  vi.resetModules();
  window.localStorage.setItem('reeprise.uiLanguage', 'en');
  const { i18n, loadStartingUiLanguage } = await import('@/lib/i18n');
  await loadStartingUiLanguage();
  const { useUiLanguage } = await import('./use-ui-language');
  const { renderHook, waitFor } = await import('@testing-library/react');

  const { result } = renderHook(() => useUiLanguage(true, 'GERMAN'));
  expect(result.current).toBe(false);
  expect(i18n.language).toBe('en');
  await waitFor(() => expect(result.current).toBe(true));
  expect(i18n.language).toBe('de');
  expect(document.documentElement.lang).toBe('de');
});

test('a language already loaded is shown in the first frame', async () => {
  vi.resetModules();
  window.localStorage.setItem('reeprise.uiLanguage', 'de');
  const { loadStartingUiLanguage } = await import('@/lib/i18n');
  await loadStartingUiLanguage();
  const { useUiLanguage } = await import('./use-ui-language');
  const { renderHook } = await import('@testing-library/react');

  expect(renderHook(() => useUiLanguage(true, 'GERMAN')).result.current).toBe(true);
});
