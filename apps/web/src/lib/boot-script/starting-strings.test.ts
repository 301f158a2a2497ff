import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { LANGUAGE_KEY } from '../i18n/starting-language';
import { askForStartingStrings } from './starting-strings';

/** The boot script's tag as the build writes it: each language's strings chunk by its hashed name. */
function scriptTag() {
  const script = document.createElement('script');
  script.setAttribute('data-strings-en', '/assets/en-abc.js');
  script.setAttribute('data-strings-de', '/assets/de-def.js');
  return script;
}
const asked = () =>
  Array.from(document.head.querySelectorAll('link[data-starting-strings]'), (link) => [
    link.getAttribute('data-starting-strings'),
    link.getAttribute('rel'),
    link.getAttribute('href'),
  ]);

describe('the boot script asks for the starting strings', () => {
  // the setup's afterEach leaves the language it switched back to in storage
  beforeEach(() => window.localStorage.clear());
  afterEach(() => {
    document.head.replaceChildren();
    window.localStorage.clear();
  });

  test('of the language this browser showed last', () => {
    window.localStorage.setItem(LANGUAGE_KEY, 'de');
    askForStartingStrings(scriptTag());
    expect(asked()).toEqual([['de', 'modulepreload', '/assets/de-def.js']]);
  });

  test("else of the browser's language", () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('de-AT');
    askForStartingStrings(scriptTag());
    expect(asked()).toEqual([['de', 'modulepreload', '/assets/de-def.js']]);
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('fr-FR');
    window.localStorage.setItem(LANGUAGE_KEY, 'fr');
    document.head.replaceChildren();
    askForStartingStrings(scriptTag());
    expect(asked()).toEqual([['en', 'modulepreload', '/assets/en-abc.js']]);
  });

  test('of none on the development server, whose tag names no chunk', () => {
    askForStartingStrings(document.createElement('script'));
    askForStartingStrings(null);
    expect(asked()).toEqual([]);
  });
});
