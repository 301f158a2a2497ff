import { headingOf } from '@reeprise/contract';

/**
 * What a web page carries besides its article that Readability keeps (issue 35, section 3;
 * docs/web-extraction.md): heading anchors (Sphinx's ¶, "#", "Permalink", Wikipedia's [edit] links),
 * breadcrumbs, footnote markers, code whose lines would run together, and the author, copyright and
 * licence lines at the start or end of a text. Measured on the fixture pages in
 * apps/server/test/fixtures/web-pages and the Readability test pages (bench/web-extraction.ts).
 */

const TEXT_NODE = 3;
/** What paragraphsOf keeps as a line break (a <br>) when it collapses white space. */
const LINE_BREAK = '\u2028';

interface PageNode {
  nodeType: number;
  nodeValue: string | null;
  childNodes: ArrayLike<PageNode>;
}

/** The little of linkedom's elements this module uses (the server compiles without the DOM library). */
interface PageElement extends PageNode {
  textContent: string | null;
  getAttribute(name: string): string | null;
  querySelectorAll(selector: string): ArrayLike<PageElement>;
  remove(): void;
}

export interface PageDocument {
  title: string;
  querySelectorAll(selector: string): ArrayLike<PageElement>;
  querySelector(selector: string): PageElement | null;
}

/** Elements that are never the article's text, by the names page generators give them. */
const NOT_TEXT = [
  // heading anchors: Sphinx, MkDocs, pdoc, Hugo and Jekyll themes, GitHub's rendered Markdown
  'a.headerlink',
  'a.anchor',
  'a.anchor-link',
  'a.anchorjs-link',
  'a.hanchor',
  'a.heading-anchor',
  'a.header-anchor',
  'a.permalink',
  'a.direct-link',
  // "Edit this page" (MkDocs Material, Docusaurus and others)
  '.md-content__button',
  '[class*="edit-this-page" i]',
  'a[title="Edit this page" i]',
  // MediaWiki: [edit] links, footnote markers and back links, notes about other meanings, jump links
  '.mw-editsection',
  'sup.reference',
  '.mw-cite-backlink',
  '.hatnote',
  '.mw-jump-link',
  // skip links and text only screen readers get (a page's, not ours)
  '.skip-link',
  '.sr-only',
  '.screen-reader-text',
  '.visually-hidden',
].join(', ');

/**
 * Elements named as breadcrumbs or marked as landmarks that are not the article. A name is matched
 * loosely (`page-with-breadcrumbs` on a wrapper of the whole page would match too), so these go only when
 * they are short or mostly links (LANDMARK_MAX).
 */
const NOT_TEXT_WHEN_SHORT = [
  // breadcrumbs, wherever they sit
  '[class*="breadcrumb" i]',
  '[id*="breadcrumb" i]',
  '[aria-label*="breadcrumb" i]',
  '[itemtype*="BreadcrumbList"]',
  // landmarks that are not the article
  '[role="navigation"]',
  '[role="search"]',
  '[role="contentinfo"]',
].join(', ');
/** A breadcrumb or landmark goes when it has at most this many words or this share of its text is links. */
const LANDMARK_MAX = { words: 40, linkShare: 0.5 };

/** The text of a link that only points at its own heading: a symbol or a word for "link". */
const ANCHOR_TEXT =
  /^(?:[¶#§🔗¤⚓※]|permalink|link|anchor|direct link|link to this (?:heading|headline|section))?$/iu;
/** The name such a link gives itself (Docusaurus: a zero-width space named "Direct link to …"). */
const ANCHOR_NAME =
  /^(?:permalink|permanent link|direct link|link to (?:this )?(?:heading|headline|section))/iu;
const INVISIBLE = /[\u200B-\u200D\u2060\uFEFF]/gu;

/**
 * Takes out of a page, before Readability reads it, what is never its article: heading anchors,
 * breadcrumbs, navigation landmarks, "Edit this page" and MediaWiki's edit links and footnote markers.
 * Preformatted blocks keep their lines.
 */
export function cleanPage(document: PageDocument): void {
  for (const element of Array.from(document.querySelectorAll(NOT_TEXT))) element.remove();
  for (const element of Array.from(document.querySelectorAll(NOT_TEXT_WHEN_SHORT))) {
    if (shortOrLinks(element)) element.remove();
  }
  for (const link of Array.from(document.querySelectorAll('h1 a, h2 a, h3 a, h4 a, h5 a, h6 a, dt a'))) {
    const href = link.getAttribute('href') ?? '';
    const text = (link.textContent ?? '').replace(INVISIBLE, '').replace(/\s+/g, ' ').trim();
    const name = link.getAttribute('aria-label') ?? link.getAttribute('title') ?? '';
    const hidden = link.getAttribute('aria-hidden') === 'true';
    if (href.startsWith('#') && (hidden || ANCHOR_TEXT.test(text) || ANCHOR_NAME.test(name))) link.remove();
  }
  for (const pre of Array.from(document.querySelectorAll('pre'))) keepLines(pre);
}

function shortOrLinks(element: PageElement): boolean {
  const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
  if (text.split(' ').length <= LANDMARK_MAX.words) return true;
  const links = Array.from(element.querySelectorAll('a')).reduce(
    (sum, link) => sum + (link.textContent ?? '').replace(/\s+/g, ' ').trim().length,
    0,
  );
  return links >= LANDMARK_MAX.linkShare * text.length;
}

/**
 * A preformatted block keeps its lines: each line break becomes the character the text walk keeps as one
 * (paragraphsOf's LINE_BREAK), blank lines are dropped so that a code example stays one paragraph, and
 * headings inside the block (a man page's) stay elements of their own.
 */
function keepLines(pre: PageElement): void {
  const pending: PageNode[] = Array.from(pre.childNodes);
  while (pending.length > 0) {
    const node = pending.pop()!;
    if (node.nodeType === TEXT_NODE) {
      node.nodeValue = (node.nodeValue ?? '').replace(/[ \t]*(?:\r?\n[ \t]*)+/g, LINE_BREAK);
    } else {
      pending.push(...Array.from(node.childNodes));
    }
  }
}

/**
 * The separators between a title's parts ("Article | Site", "Article — Site documentation"); not a colon,
 * which as often joins a site's name to the article ("Silicon Exposed: Open Verilog flow …").
 */
const TITLE_SEPARATOR = /\s+(?:[|\-–—·»/\\]|::)\s+/u;
const collapse = (value: string | null | undefined) => (value ?? '').replace(/\s+/g, ' ').trim();
const same = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base' }) === 0;

/** Titles a page declares for sharing and search: when Readability's title is one of them, it stands. */
const META_TITLES = [
  'meta[property="og:title"]',
  'meta[name="twitter:title"]',
  'meta[property="twitter:title"]',
  'meta[name="dc.title" i]',
  'meta[name="dcterm:title" i]',
  'meta[name="title"]',
  'meta[name="parsely-title"]',
].join(', ');

/** What a page says its title is, read before Readability takes the document apart. */
export interface TitleCandidates {
  documentTitle: string;
  siteName: string;
  declared: string[];
  headings: string[];
}

export function titleCandidates(document: PageDocument): TitleCandidates {
  return {
    documentTitle: collapse(document.title),
    siteName: collapse(document.querySelector('meta[property="og:site_name"]')?.getAttribute('content')),
    declared: Array.from(document.querySelectorAll(META_TITLES)).map((meta) =>
      collapse(meta.getAttribute('content')),
    ),
    headings: Array.from(document.querySelectorAll('h1'))
      .map((h1) => collapse(h1.textContent))
      .filter(Boolean),
  };
}

/**
 * The text's title: the part of the title the page declares (og:title and the like, as Readability reads
 * it, or <title>) that its main heading repeats ("preproc - Templates API documentation" → "preproc",
 * "Igel – Wikipedia" → "Igel"); else the declared title without its site's name; else Readability's guess when it is whole (Readability cuts
 * "libffi (Libffi: the portable … library)" at the colon, leaving a bracket open), else <title> itself.
 */
export function pageTitle(page: TitleCandidates, readabilityTitle: string | null | undefined): string {
  const { documentTitle, siteName, declared, headings } = page;
  const guessed = collapse(readabilityTitle);
  // Readability's guess is the page's metadata (og:title, dc:title …) or a cut of <title>
  const isDeclared =
    guessed !== '' &&
    (declared.some((title) => same(title, guessed)) ||
      !documentTitle.toLowerCase().includes(guessed.toLowerCase()));
  for (const heading of headings) {
    for (const title of isDeclared ? [guessed, documentTitle] : [documentTitle]) {
      if (same(heading, title)) return title;
      // "libffi (Libffi: the portable foreign function interface library)" under the heading "libffi"
      if (title.toLowerCase().startsWith(`${heading.toLowerCase()} (`)) return heading;
      // the article's heading first, its site after it: "Igel – Wikipedia", never "Mozilla" of "Firefox — … — Mozilla"
      const first = titleParts(title)[0];
      if (first && same(first, heading)) return first;
    }
  }
  if (isDeclared) return withoutSite(guessed, siteName);
  if (guessed && (same(guessed, documentTitle) || (balanced(guessed) && wholePart(guessed, documentTitle)))) {
    return guessed;
  }
  return documentTitle || headings[0] || guessed;
}

const titleParts = (title: string) => title.split(TITLE_SEPARATOR).map(collapse).filter(Boolean);

/** "Igel – Wikipedia" → "Igel" when the page says its site is Wikipedia (or the last part is the site's). */
function withoutSite(title: string, siteName: string): string {
  const pieces = titleParts(title);
  if (pieces.length < 2) return title;
  const last = pieces[pieces.length - 1];
  const first = pieces[0];
  if (siteName && same(last, siteName))
    return title.slice(0, title.lastIndexOf(last)).replace(TITLE_SEPARATOR_END, '');
  if (siteName && same(first, siteName))
    return title.slice(title.indexOf(first) + first.length).replace(TITLE_SEPARATOR_START, '');
  return title;
}

const TITLE_SEPARATOR_END = /\s+(?:[|\-–—·»/\\]|::)\s*$/u;
const TITLE_SEPARATOR_START = /^\s*(?:[|\-–—·»/\\]|::)\s+/u;

/**
 * Whether Readability's guess is whole parts of <title>, between separators or the ends: not "notes(1) -
 * Linux manual page" out of "tidy-notes(1) - Linux manual page" (its cut at the first hyphen).
 */
function wholePart(guessed: string, documentTitle: string): boolean {
  const at = documentTitle.toLowerCase().indexOf(guessed.toLowerCase());
  if (at < 0) return false;
  const before = documentTitle.slice(0, at);
  const after = documentTitle.slice(at + guessed.length);
  return (
    (before === '' || /(?:\s(?:[|\-–—·»/\\]|::)|:)\s*$/u.test(before)) &&
    (after === '' || /^\s+(?:[|\-–—·»/\\]|::)\s/u.test(after))
  );
}

/** Whether brackets and quotes in a title are closed in order: a title cut out of a longer one often is not. */
function balanced(title: string): boolean {
  const closing: Record<string, string> = { '(': ')', '[': ']', '{': '}', '«': '»', '“': '”' };
  const open: string[] = [];
  for (const character of title) {
    if (closing[character]) open.push(closing[character]);
    else if (Object.values(closing).includes(character) && open.pop() !== character) return false;
  }
  return open.length === 0;
}

/** Paragraphs that are a page's small print: who wrote it, its copyright, its licence, its generator. */
const SMALL_PRINT: Array<{ pattern: RegExp; wordsMax: number }> = [
  {
    pattern:
      /^(?:written|created|maintained|compiled|edited) by\b|^(?:authors?|autor(?:en|es)?|auteurs?)\s*:/iu,
    wordsMax: 30,
  },
  { pattern: /^(?:copyright\b|©|\(c\)\s*\d)|\bcopyright\s*(?:©|\(c\))?\s*\d{4}|©\s*\d{4}/iu, wordsMax: 40 },
  {
    pattern:
      /all rights reserved|todos los derechos reservados|alle rechte vorbehalten|tous droits réservés|tutti i diritti riservati|todos os direitos reservados/iu,
    wordsMax: 40,
  },
  {
    pattern:
      /free software; you can redistribute it|without any warranty|see the gnu (?:lesser |library |affero )?general public license for|permission is granted to copy, distribute|licensed under the (?:apache|mit|bsd|creative commons)/iu,
    wordsMax: 160,
  },
  {
    pattern: /^(?:last (?:updated|modified)|powered by|created using|built with|generated by)\b/iu,
    wordsMax: 20,
  },
];

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;
const isSmallPrint = (paragraph: string) =>
  SMALL_PRINT.some(({ pattern, wordsMax }) => pattern.test(paragraph) && wordCount(paragraph) <= wordsMax);

/**
 * The paragraphs without the small print a page puts before or after its text (a GNU manual's authors,
 * copyright and GPL notice, a site's "© 2026 … All rights reserved"). Only the runs at either end go:
 * an article about licences keeps every paragraph between its first and last real one.
 */
export function withoutSmallPrint(paragraphs: string[]): string[] {
  let start = 0;
  let end = paragraphs.length;
  while (start < end && isSmallPrint(paragraphs[start])) start += 1;
  // a heading whose section was all small print goes with it (a man page's AUTHOR and COPYRIGHT)
  let dropped = false;
  while (end > start && (isSmallPrint(paragraphs[end - 1]) || (dropped && headingOf(paragraphs[end - 1])))) {
    end -= 1;
    dropped = true;
  }
  // a page of nothing but small print is still read, rather than refused as empty
  return start < end ? paragraphs.slice(start, end) : paragraphs;
}
