import { Readability } from '@mozilla/readability';
import { Parser } from 'htmlparser2';
import { parseHTML } from 'linkedom';
import { IMPORT_WORDS_MAX, markHeading } from '@reeprise/contract';
import { countWords } from '../../generated-texts/word-count.js';
import { cleanPage, pageTitle, titleCandidates, withoutSmallPrint, type PageDocument } from './page-cleanup.js';
import { brokenFile, tooManyWords } from './plain-text.js';

/** The little of the DOM this module reads (the server compiles without the DOM library). */
export interface DomNode {
  nodeType: number;
  nodeValue: string | null;
  localName?: string;
  textContent: string | null;
  childNodes: ArrayLike<DomNode>;
  querySelector?: (selector: string) => DomNode | null;
}

interface DomDocument extends DomNode {
  title: string;
  body: DomNode | null;
  documentElement: DomNode | null;
}

const TEXT_NODE = 3;
const ELEMENT_NODE = 1;
// never text a reader wants: code, styling, embedded media, form controls
const SKIPPED = new Set([
  'script', 'style', 'noscript', 'template', 'head', 'svg', 'math', 'iframe', 'object', 'embed', 'video',
  'audio', 'canvas', 'button', 'select', 'textarea', 'input', 'nav',
]);
const BLOCKS = new Set([
  'p', 'div', 'section', 'article', 'main', 'header', 'footer', 'aside', 'blockquote', 'pre', 'li', 'ul',
  'ol', 'dl', 'dt', 'dd', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'table', 'tr', 'td', 'th', 'figure',
  'figcaption', 'hr', 'body', 'html', 'address', 'details', 'summary',
]);
// a <br> survives whitespace collapsing as this character, then becomes a line break
const LINE_BREAK = '\u2028';

/**
 * Elements may nest at most this deep, as in Blink's HTML parser. linkedom takes minutes to build a tree
 * of 200,000 nested elements (issue 33, item 6), so the depth is counted before it builds one.
 */
export const HTML_MAX_DEPTH = 512;
/**
 * A page may hold more words than its article (menus, comments), so the markup's words are refused only
 * past twice the import's cap; the article's own are counted against the cap itself.
 */
const MARKUP_WORDS_MAX = 2 * IMPORT_WORDS_MAX;
/**
 * Readability scores every element of a page, and its time grows steeply with nesting (500 levels: seconds;
 * real articles nest some 10-30 deep): a document with more elements, or nested deeper, is read whole.
 */
const READABILITY_MAX = { elements: 30_000, depth: 40 };

const HEADING = /^h([1-6])$/;

/**
 * The paragraphs of an element's text: one per block element, whitespace collapsed, <br> kept as a line
 * break. The tree is walked with a stack of our own, not by recursion, so no depth overflows the call stack.
 * Headings stay headings (issue 35, decision 039): the highest level the element uses is marked `# `, any
 * lower one `## ` (markHeading).
 */
export function paragraphsOf(root: DomNode): string[] {
  const paragraphs: string[] = [];
  // the <h1>-<h6> level of each paragraph that is a heading, by its index
  const headings = new Map<number, number>();
  let heading = 0;
  let current = '';
  const flush = () => {
    const text = current
      .replace(/[^\S\u2028]+/g, ' ')
      .replace(/ ?\u2028 ?/g, '\n')
      .trim();
    if (text) {
      if (heading > 0) headings.set(paragraphs.length, heading);
      paragraphs.push(text);
    }
    current = '';
  };
  // a block's end is pushed below its children, so it is reached when they are done
  const BLOCK_END = null;
  const pending: Array<DomNode | typeof BLOCK_END> = Array.from(root.childNodes).reverse();
  while (pending.length > 0) {
    const node = pending.pop()!;
    if (node === BLOCK_END) {
      flush();
      heading = 0;
      continue;
    }
    if (node.nodeType === TEXT_NODE) {
      current += node.nodeValue ?? '';
      continue;
    }
    if (node.nodeType !== ELEMENT_NODE) continue;
    const tag = (node.localName ?? '').toLowerCase();
    if (SKIPPED.has(tag)) continue;
    if (tag === 'br') {
      current += LINE_BREAK;
      continue;
    }
    const block = BLOCKS.has(tag);
    if (block) {
      flush();
      heading = Number(HEADING.exec(tag)?.[1] ?? 0);
      pending.push(BLOCK_END);
    }
    const children = node.childNodes;
    for (let i = children.length - 1; i >= 0; i -= 1) pending.push(children[i]);
  }
  flush();
  let top = 6;
  for (const level of headings.values()) top = Math.min(top, level);
  for (const [index, level] of headings) paragraphs[index] = markHeading(paragraphs[index], level === top ? 1 : 2);
  return paragraphs;
}

/**
 * Reads markup with htmlparser2's tokenizer, without building a tree, before linkedom builds one: nesting
 * past HTML_MAX_DEPTH is 422; words outside skipped elements past `wordsMax` are 413 (counted as the
 * tokens come, so a 10 MB page of text never becomes a DOM of hundreds of megabytes).
 */
export function checkMarkup(markup: string, { xmlMode = false, wordsMax = MARKUP_WORDS_MAX } = {}): { depth: number } {
  let depth = 0;
  let deepest = 0;
  let skippedDepth = 0;
  let words = 0;
  let refusal: (() => Error) | undefined;
  const stop = (error: () => Error) => {
    refusal ??= error;
    parser.pause();
  };
  const parser = new Parser(
    {
      onopentag: (name) => {
        depth += 1;
        deepest = Math.max(deepest, depth);
        if (skippedDepth > 0 || SKIPPED.has(name.toLowerCase())) skippedDepth += 1;
        if (depth > HTML_MAX_DEPTH) stop(brokenFile);
      },
      onclosetag: () => {
        depth -= 1;
        if (skippedDepth > 0) skippedDepth -= 1;
      },
      ontext: (text) => {
        if (skippedDepth > 0) return;
        words += countWords(text);
        if (words > wordsMax) stop(() => tooManyWords());
      },
    },
    { decodeEntities: false, xmlMode },
  );
  parser.end(markup);
  if (refusal) throw refusal();
  return { depth: deepest };
}

/** A document as linkedom builds it, once its markup is checked (checkMarkup). */
export function parseHtmlDocument(html: string): DomDocument {
  checkMarkup(html);
  return buildDocument(html);
}

function buildDocument(html: string): DomDocument {
  // linkedom is typed with the DOM library, which the server does not compile with
  const window: unknown = parseHTML(html);
  return (window as { document: DomDocument }).document;
}

const collapse = (value: string | null | undefined) => (value ?? '').replace(/\s+/g, ' ').trim();

/**
 * A page's article: Readability keeps the main text and drops menus, footers and ads; when it finds no
 * article (a short page, a plain document, one too large or too deep to score), the whole body is the text.
 */
export function readHtml(html: string): { title: string; text: string; language: string | null } {
  const { depth } = checkMarkup(html);
  const document = buildDocument(html);
  // anchors, breadcrumbs and the like go first, and the title's candidates are read before Readability
  // takes the document apart (docs/web-extraction.md)
  cleanPage(document as unknown as PageDocument);
  const titles = titleCandidates(document as unknown as PageDocument);
  const bodyParagraphs = document.body ? paragraphsOf(document.body) : [];
  const article = depth <= READABILITY_MAX.depth ? articleOf(document) : null;
  const articleParagraphs = article?.content ? paragraphsOf(article.content) : [];
  const paragraphs = withoutSmallPrint(articleParagraphs.length > 0 ? articleParagraphs : bodyParagraphs);
  return {
    title: pageTitle(titles, article?.title),
    text: paragraphs.join('\n\n'),
    language: collapse(article?.lang) || null,
  };
}

function articleOf(document: DomDocument): ReturnType<Readability<DomNode>['parse']> {
  try {
    // the article's element itself, not serialised HTML to parse again (Node is untyped here: no DOM library)
    const keepElement = (node: unknown) => node as DomNode;
    return new Readability<DomNode>(document, { serializer: keepElement, maxElemsToParse: READABILITY_MAX.elements }).parse();
  } catch {
    // a page Readability cannot walk is read whole
    return null;
  }
}
