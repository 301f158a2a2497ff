import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';

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

/** The paragraphs of an element's text: one per block element, whitespace collapsed, <br> kept as a line break. */
export function paragraphsOf(root: DomNode): string[] {
  const paragraphs: string[] = [];
  let current = '';
  const flush = () => {
    const text = current
      .replace(/[^\S\u2028]+/g, ' ')
      .replace(/ ?\u2028 ?/g, '\n')
      .trim();
    if (text) paragraphs.push(text);
    current = '';
  };
  const walk = (node: DomNode) => {
    for (const child of Array.from(node.childNodes)) {
      if (child.nodeType === TEXT_NODE) {
        current += child.nodeValue ?? '';
      } else if (child.nodeType === ELEMENT_NODE) {
        const tag = (child.localName ?? '').toLowerCase();
        if (SKIPPED.has(tag)) continue;
        if (tag === 'br') {
          current += LINE_BREAK;
          continue;
        }
        const block = BLOCKS.has(tag);
        if (block) flush();
        walk(child);
        if (block) flush();
      }
    }
  };
  walk(root);
  flush();
  return paragraphs;
}

export function parseHtmlDocument(html: string): DomDocument {
  // linkedom is typed with the DOM library, which the server does not compile with
  const window: unknown = parseHTML(html);
  return (window as { document: DomDocument }).document;
}

const collapse = (value: string | null | undefined) => (value ?? '').replace(/\s+/g, ' ').trim();

/**
 * A page's article: Readability keeps the main text and drops menus, footers and ads; when it finds no
 * article (a short page, a plain document), the whole body is the text.
 */
export function readHtml(html: string): { title: string; text: string; language: string | null } {
  const document = parseHtmlDocument(html);
  const pageTitle = collapse(document.title) || collapse(document.querySelector?.('h1')?.textContent);
  const bodyParagraphs = document.body ? paragraphsOf(document.body) : [];
  let article: ReturnType<Readability<DomNode>['parse']> = null;
  try {
    // the article's element itself, not serialised HTML to parse again (Node is untyped here: no DOM library)
    const keepElement = (node: unknown) => node as DomNode;
    article = new Readability<DomNode>(document, { serializer: keepElement }).parse();
  } catch {
    // a page Readability cannot walk is read whole
  }
  const articleParagraphs = article?.content ? paragraphsOf(article.content) : [];
  const paragraphs = articleParagraphs.length > 0 ? articleParagraphs : bodyParagraphs;
  return {
    title: collapse(article?.title) || pageTitle,
    text: paragraphs.join('\n\n'),
    language: collapse(article?.lang) || null,
  };
}
