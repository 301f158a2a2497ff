import { describe, expect, it } from 'vitest';
import { readWebPages } from '../../../test/web-pages.js';
import { readHtml } from './extract/html-text.js';
import { withoutSmallPrint } from './extract/page-cleanup.js';
import { normalizeText } from './extract/plain-text.js';
import { commonSubsequenceLength, textSimilarity } from './extract/text-similarity.js';

// Issue 35, section 3: real kinds of page (Sphinx, pdoc, a GNU manual, an old project home page, a Hugo
// blog, a news site, MediaWiki), each with the text a learner should get (docs/web-extraction.md).
describe('web pages keep their article and lose their menus', () => {
  it.each(readWebPages().map((page) => [page.name, page] as const))('%s', (_name, page) => {
    const extracted = readHtml(page.source);
    expect(extracted.title).toBe(page.expectedTitle);
    expect(normalizeText(extracted.text)).toBe(normalizeText(page.expectedText));
  });

  it('drops the small print at either end of a text, never a paragraph between', () => {
    const article = [
      'Copyright © 2024 Free Software Foundation, Inc.',
      'The GNU General Public License is a licence for free software.',
      'It was written by Richard Stallman in 1989.',
      'Powered by Hugo',
    ];
    expect(withoutSmallPrint(article)).toEqual(article.slice(1, 3));
    // a page of nothing but small print is read as it is, not refused as empty
    expect(withoutSmallPrint(article.slice(0, 1))).toEqual(article.slice(0, 1));
  });

  it("keeps a heading's own link and a code block's lines", () => {
    const page =
      '<html><head><title>Links</title></head><body><article><h2><a href="#x">Section</a> <a class="x" href="#x">¶</a></h2>' +
      '<p>A paragraph long enough to be an article of its own, with a few words in it.</p>' +
      '<pre>first line\n\n  second line</pre><pre>other block</pre></article></body></html>';
    expect(readHtml(page).text).toBe(
      '# Section\n\nA paragraph long enough to be an article of its own, with a few words in it.\n\nfirst line\nsecond line\n\nother block',
    );
  });
});

describe('what is never taken for a menu', () => {
  it('keeps an article whose wrapper is named after breadcrumbs or marked as navigation, drops the crumbs', () => {
    const sentence = 'The river rises in the hills and reaches the sea after a long and quiet journey south.';
    const page =
      '<html><head><title>River</title></head><body><div class="layout-with-breadcrumbs" role="navigation">' +
      '<ol class="breadcrumb"><li><a href="/">Home</a></li><li><a href="/geo">Geography</a></li></ol>' +
      `<article><p>${sentence}</p><p>${sentence}</p><p>${sentence}</p></article></div></body></html>`;
    expect(readHtml(page).text).toBe([sentence, sentence, sentence].join('\n\n'));
  });
});

describe('text similarity (how a page is measured against its expected text)', () => {
  it('is the share of words two texts have in common, in order', () => {
    expect(commonSubsequenceLength(['a', 'b', 'c', 'd'], ['a', 'c', 'd', 'e'])).toBe(3);
    expect(commonSubsequenceLength([], ['a'])).toBe(0);
    expect(textSimilarity('El perro come.', 'el PERRO come')).toBe(1);
    expect(textSimilarity('Home / Docs / El perro come.', 'El perro come.')).toBeCloseTo(0.75);
    expect(textSimilarity('', '')).toBe(1);
  });
});
