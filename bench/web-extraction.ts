// Issue 35, section 3: how often an imported web page's text is the article and nothing else. Reads the
// Readability test pages in ../shared/corpora/readability-test-pages (never part of the repository; says
// so when they are missing) and the project's own fixture pages, extracts each page as an import does
// (readHtml), and compares the text with the page's expected text (docs/web-extraction.md).
// `npm run bench -- web-extraction [-- --list]`: --list prints every page's figures, not only the misses.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  textSimilarity,
  wordsOf,
} from '../apps/server/src/modules/imported-texts/extract/text-similarity.js';
import { readWebPages } from '../apps/server/test/web-pages.js';
import { ROOT, printTable, runBenchmark } from './lib.js';

// a computed specifier: the extractor compiles without the DOM library and bench/ with it, where
// Readability's types would not take linkedom's document; WEB_EXTRACTOR measures another version of it
const extractor = path.join(
  ROOT,
  process.env.WEB_EXTRACTOR ?? 'apps/server/src/modules/imported-texts/extract/html-text.ts',
);
const { paragraphsOf, parseHtmlDocument, readHtml } = (await import(pathToFileURL(extractor).href)) as {
  paragraphsOf: (root: unknown) => string[];
  parseHtmlDocument: (html: string) => { body: unknown };
  readHtml: (html: string) => { title: string; text: string };
};

const CORPUS = path.resolve(ROOT, '../shared/corpora/readability-test-pages');
/** A page matches when its extracted words are this similar to the expected ones (text-similarity.ts). */
export const MATCH_SIMILARITY = 0.95;

interface PageResult {
  corpus: string;
  page: string;
  similarity: number;
  /** A heading anchor left in the text: ¶, a heading ending in #, "Permalink", MediaWiki's [edit]. */
  anchors: boolean;
  extractedWords: number;
  expectedWords: number;
  titleMatches: boolean | null;
  ms: number;
}

/** The expected article's text: Readability's expected.html read as the importer reads an article. */
function expectedText(html: string): string {
  const document = parseHtmlDocument(`<html><body>${html}</body></html>`);
  return document.body ? paragraphsOf(document.body).join('\n\n') : '';
}

const collapse = (value: string) => value.replace(/\s+/g, ' ').trim();
const ANCHOR_LEFT = /¶|[#§🔗]$|\bpermalink$|\[(?:edit|bearbeiten|modifier|editar)\b[^\]]*\]$/iu;
const hasAnchors = (text: string) =>
  text.split('\n\n').some((paragraph) => ANCHOR_LEFT.test(paragraph.trim()));
/** A page matches when its words are this similar to the expected ones and no heading anchor is left. */
const matches = (result: PageResult) => result.similarity >= MATCH_SIMILARITY && !result.anchors;
/**
 * The title as expected: for the Readability pages (whose expected title is Readability's own guess) also
 * that title without its site's name ("Mozilla - Wikipedia" → "Mozilla").
 */
function titleAsExpected(title: string, expected: string, corpus: string): boolean {
  const ours = collapse(title).toLowerCase();
  const theirs = collapse(expected).toLowerCase();
  if (ours === theirs) return true;
  return (
    corpus === 'readability' &&
    ours.length > 0 &&
    /^\s*(?:[|\-–—·»:]|::)\s/u.test(theirs.slice(ours.length)) &&
    theirs.startsWith(ours)
  );
}

function measure(
  corpus: string,
  page: string,
  source: string,
  expected: string,
  title: string | null,
): PageResult {
  const started = performance.now();
  let extracted = { title: '', text: '' };
  try {
    extracted = readHtml(source);
  } catch {
    // a refused page extracts nothing
  }
  const ms = performance.now() - started;
  return {
    corpus,
    page,
    similarity: textSimilarity(extracted.text, expected),
    anchors: hasAnchors(extracted.text),
    extractedWords: wordsOf(extracted.text).length,
    expectedWords: wordsOf(expected).length,
    titleMatches: title === null ? null : titleAsExpected(extracted.title, title, corpus),
    ms,
  };
}

function readabilityPages(): PageResult[] {
  if (!existsSync(CORPUS)) {
    console.log(`The Readability test pages are not at ${CORPUS}: only the project's fixtures are measured.`);
    return [];
  }
  return readdirSync(CORPUS)
    .filter((page) => existsSync(path.join(CORPUS, page, 'source.html')))
    .sort()
    .map((page) => {
      const read = (file: string) => readFileSync(path.join(CORPUS, page, file), 'utf8');
      const metadata = JSON.parse(read('expected-metadata.json')) as { title?: string };
      return measure(
        'readability',
        page,
        read('source.html'),
        expectedText(read('expected.html')),
        metadata.title ?? null,
      );
    });
}

function fixturePages(): PageResult[] {
  return readWebPages().map((fixture) =>
    measure('fixtures', fixture.name, fixture.source, fixture.expectedText, fixture.expectedTitle),
  );
}

function summary(name: string, results: PageResult[]) {
  const matching = results.filter(matches).length;
  const titled = results.filter((result) => result.titleMatches !== null);
  const sorted = results.map((result) => result.similarity).sort((a, b) => a - b);
  return {
    corpus: name,
    pages: results.length,
    matching: `${matching} (${((100 * matching) / Math.max(1, results.length)).toFixed(1)} %)`,
    'median similarity': (sorted[Math.floor(sorted.length / 2)] ?? 0).toFixed(3),
    'title as expected': `${titled.filter((result) => result.titleMatches).length} of ${titled.length}`,
    'ms per page (mean)': (
      results.reduce((sum, result) => sum + result.ms, 0) / Math.max(1, results.length)
    ).toFixed(1),
  };
}

await runBenchmark(import.meta.url, () => {
  const all = [...readabilityPages(), ...fixturePages()];
  const listAll = process.argv.includes('--list');
  const shown = all.filter((result) => listAll || !matches(result) || result.titleMatches === false);
  printTable(
    listAll
      ? 'Every page'
      : `Pages not matching (similarity below ${MATCH_SIMILARITY} or anchors left) or with another title`,
    shown.map((result) => ({
      corpus: result.corpus,
      page: result.page,
      similarity: result.similarity.toFixed(3),
      anchors: result.anchors ? 'left' : '',
      'extracted words': result.extractedWords,
      'expected words': result.expectedWords,
      title: result.titleMatches === null ? '' : result.titleMatches ? 'as expected' : 'other',
    })),
  );
  const corpora = [...new Set(all.map((result) => result.corpus))];
  printTable(
    `Web pages whose extracted text matches the expected text (similarity ≥ ${MATCH_SIMILARITY}, no anchors left)`,
    corpora.map((corpus) =>
      summary(
        corpus,
        all.filter((result) => result.corpus === corpus),
      ),
    ),
  );
  return Promise.resolve();
});
