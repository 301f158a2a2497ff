import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { dropEarlyAnswers, takeEarlyAnswer } from '../early-answers';
import type { FirstPage } from './attributes';
import { askForFirstPage } from './first-page';

const READER: FirstPage = [
  '^/reeprise/([^/]+)/?$',
  ['/assets/text-reader-a.js', '/assets/reader-kit-b.css'],
  ['/accounts/whoami', '/api/reeprise/generated_texts/$1/'],
  { en: ['/assets/level-fit-d.js'], de: ['/assets/level-fit-de-e.js'] },
];
const TEXT_LIST: FirstPage = ['^/reeprise/?$', ['/assets/text-list-c.js'], ['/accounts/whoami']];

function scriptTag() {
  const script = document.createElement('script');
  script.setAttribute('data-pages', JSON.stringify([READER, TEXT_LIST]));
  return script;
}
const links = () =>
  Array.from(document.head.querySelectorAll('link[data-first-page]'), (link) => [
    link.getAttribute('rel'),
    (link as HTMLLinkElement).as || null,
    link.getAttribute('href'),
  ]);

describe("the boot script asks for the first page's files and answers (decisions 032, 033)", () => {
  const fetchMock = vi.fn((path: string) => Promise.resolve(new Response(path)));
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', fetchMock);
    document.cookie = 'signedin=1';
  });
  afterEach(() => {
    vi.useRealTimers();
    fetchMock.mockClear();
    dropEarlyAnswers();
    document.head.replaceChildren();
    document.cookie = 'signedin=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    window.history.replaceState(null, '', '/');
  });

  test("in a signed-in browser: the page's files at once, each answer once, in a later task", async () => {
    window.history.replaceState(null, '', '/reeprise/7');
    askForFirstPage(scriptTag());
    expect(links()).toEqual([
      ['modulepreload', null, '/assets/text-reader-a.js'],
      ['preload', 'style', '/assets/reader-kit-b.css'],
      ['modulepreload', null, '/assets/level-fit-d.js'],
    ]);
    expect(fetchMock).not.toHaveBeenCalled();
    // the app takes one first: asked for then, and not again by the later task
    await expect(takeEarlyAnswer('/api/reeprise/generated_texts/7/')?.then((r) => r.text())).resolves.toBe(
      '/api/reeprise/generated_texts/7/',
    );
    vi.runAllTimers();
    expect(fetchMock.mock.calls.map(([path]) => path)).toEqual([
      '/api/reeprise/generated_texts/7/',
      '/accounts/whoami',
    ]);
    expect(takeEarlyAnswer('/accounts/whoami')).toBeDefined();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  test("the page's strings in the language it starts in, not in both", () => {
    window.localStorage.setItem('reeprise.uiLanguage', 'de');
    window.history.replaceState(null, '', '/reeprise/7');
    askForFirstPage(scriptTag());
    expect(links().map(([, , href]) => href)).toEqual([
      '/assets/text-reader-a.js',
      '/assets/reader-kit-b.css',
      '/assets/level-fit-de-e.js',
    ]);
  });

  test("a page's own answers only for an address with a number and no query string", () => {
    window.history.replaceState(null, '', '/reeprise/7?chapter=2');
    askForFirstPage(scriptTag());
    vi.runAllTimers();
    expect(fetchMock.mock.calls.map(([path]) => path)).toEqual(['/accounts/whoami']);
    dropEarlyAnswers();
    fetchMock.mockClear();
    window.history.replaceState(null, '', '/reeprise/new');
    askForFirstPage(scriptTag());
    vi.runAllTimers();
    expect(fetchMock.mock.calls.map(([path]) => path)).toEqual(['/accounts/whoami']);
  });

  test('nothing for a visitor, an address of no first page, or the development server', () => {
    document.cookie = 'signedin=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    window.history.replaceState(null, '', '/reeprise/7');
    askForFirstPage(scriptTag());
    document.cookie = 'signedin=1';
    window.history.replaceState(null, '', '/statistics');
    askForFirstPage(scriptTag());
    askForFirstPage(document.createElement('script'));
    vi.runAllTimers();
    expect(links()).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(window.__reepriseEarlyAnswers).toBeUndefined();
  });

  test('no request for an answer the app has dropped', () => {
    window.history.replaceState(null, '', '/reeprise');
    askForFirstPage(scriptTag());
    dropEarlyAnswers();
    vi.runAllTimers();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
