import { runInThisContext } from 'node:vm';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { buildBootScript } from '../../../build/boot-script';
import { COLOR_SCHEME_STORAGE_KEY, getColorScheme } from '../color-scheme';

/** A system that prefers dark (or not), as `matchMedia` reports it. */
function systemPrefersDark(dark: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: dark && query === '(prefers-color-scheme: dark)',
  }));
}

describe('theme.js, the boot script as the build writes it', () => {
  let script = '';
  beforeAll(async () => {
    script = await buildBootScript();
  });
  afterEach(() => {
    document.documentElement.removeAttribute('data-theme');
    document.head.replaceChildren();
    window.localStorage.clear();
  });

  test('marks <html> with the scheme the app shows, before the first paint', () => {
    for (const [stored, systemDark, expected] of [
      [null, true, 'dark'],
      [null, false, 'light'],
      ['light', true, 'light'],
      ['dark', false, 'dark'],
    ] as const) {
      systemPrefersDark(systemDark);
      if (stored) window.localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, stored);
      else window.localStorage.removeItem(COLOR_SCHEME_STORAGE_KEY);
      // the page's own global, as a classic <script> in <head> runs
      runInThisContext(script);
      expect(document.documentElement).toHaveAttribute('data-theme', expected);
      expect(getColorScheme()).toBe(expected);
    }
  });

  test('asks for the starting strings named on its own tag', () => {
    const tag = document.createElement('script');
    tag.setAttribute('data-strings-en', '/assets/en-abc.js');
    vi.spyOn(document, 'currentScript', 'get').mockReturnValue(tag);
    runInThisContext(script);
    expect(document.head.querySelector('link[data-starting-strings="en"]')).toHaveAttribute(
      'href',
      '/assets/en-abc.js',
    );
  });

  test("carries none of the app's other code: it is read before every first paint", () => {
    expect(script).not.toMatch(/react|useSyncExternalStore|Translator|zod/i);
    expect(script).not.toMatch(/^\s*(import|export)\b/m);
    // 794 bytes gzipped when it was written by hand
    expect(gzipSync(script).length).toBeLessThanOrEqual(900);
  });
});
