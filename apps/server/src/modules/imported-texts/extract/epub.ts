import path from 'node:path';
import { IMPORT_WORDS_MAX } from '@reeprise/contract';
import { strFromU8 } from 'fflate';
import { DOMParser } from 'linkedom';
import { readEntries, zipDirectory } from '../../../platform/untrusted/zip-entries.js';
import { countWords } from '../../generated-texts/word-count.js';
import { brokenFile, decodeTextFile, tooManyWords } from './plain-text.js';
import { checkMarkup, paragraphsOf, parseHtmlDocument, type DomNode } from './html-text.js';
import { bookSections, type ContentsNode, type TextSection } from './book-sections.js';

/** All the book's documents together may unpack to at most this much (a zip bomb stops here). */
export const EPUB_UNPACKED_MAX_BYTES = 64 * 1024 * 1024;

interface XmlElement extends DomNode {
  getAttribute(name: string): string | null;
  getElementsByTagName(name: string): ArrayLike<XmlElement>;
  parentNode?: XmlElement | null;
  ownerDocument?: { createElement(tag: string): XmlElement; createTextNode(text: string): DomNode };
  insertBefore?(node: DomNode, before: DomNode): void;
  appendChild?(node: DomNode): void;
  querySelector?: (selector: string) => XmlElement | null;
  querySelectorAll?: (selector: string) => ArrayLike<XmlElement>;
}

interface ManifestItem {
  path: string;
  type: string;
  properties: string;
}

/** A book read from an EPUB: its title and language, its text, and its chapters (book-sections.ts). */
export interface EpubBook {
  title: string;
  text: string;
  language: string | null;
  sections: TextSection[];
}

// marks, in the paragraphs read, where a target of the table of contents starts (never in a stored text)
const TARGET = '\uE000';

/**
 * An EPUB's text in reading order, in its own chapters: container.xml names the package (OPF), whose spine
 * lists the XHTML documents; each is read like HTML, once however often the spine lists it. The chapters
 * come from the book's table of contents (EPUB 3 nav, else the EPUB 2 NCX), else from the spine's
 * documents; the contents page itself is not text. The words are counted as the documents are read, and
 * reading stops with a 413 as soon as they pass `wordsMax`. The title is the package's dc:title, the
 * language its dc:language.
 */
export function readEpub(data: Uint8Array, wordsMax = IMPORT_WORDS_MAX): EpubBook {
  const directory = zipOrBroken(() => zipDirectory(data));
  const entry = (name: string) => (directory.has(name) ? unpack(data, [name]).get(name) : undefined);
  const container = xml(entry('META-INF/container.xml'));
  const opfPath = first(container, 'rootfile')?.getAttribute('full-path');
  if (!opfPath) throw brokenFile();
  const opf = xml(entry(opfPath));
  const base = path.posix.dirname(opfPath);
  const manifest = new Map<string, ManifestItem>();
  for (const item of Array.from(opf.getElementsByTagName('item'))) {
    const id = item.getAttribute('id');
    const href = item.getAttribute('href');
    if (id && href) {
      manifest.set(id, {
        path: resolveHref(base, href).path,
        type: item.getAttribute('media-type') ?? '',
        properties: item.getAttribute('properties') ?? '',
      });
    }
  }
  const contents = tableOfContents(opf, base, manifest, entry);
  // the contents page is not text: the nav document, and the page the guide calls the table of contents
  const contentsPages = new Set(contents.pages);
  // a spine may list a document many times (issue 33: one chapter 600 times): each is read once
  const documents = [
    ...new Set(
      Array.from(opf.getElementsByTagName('itemref'))
        .map((ref) => manifest.get(ref.getAttribute('idref') ?? ''))
        .filter((item) => item !== undefined && /html/.test(item.type))
        .map((item) => item!.path),
    ),
  ].filter((name) => directory.has(name));
  if (documents.length === 0) throw brokenFile();
  const reading = documents.filter((name) => !contentsPages.has(name));
  const targets = targetsByDocument(contents.nodes);
  const files = unpack(data, reading);
  const paragraphs: string[] = [];
  const positions = new Map<string, number>();
  const documentStarts: number[] = [];
  let words = 0;
  for (const name of reading) {
    const content = files.get(name);
    files.delete(name);
    if (!content) continue;
    const document = parseHtmlDocument(decodeTextFile(content)) as unknown as { body: XmlElement | null };
    if (!document.body || isOnlyLinks(document.body)) continue;
    const fragments = targets.get(name) ?? [];
    markTargets(document.body, fragments);
    positions.set(name, paragraphs.length);
    documentStarts.push(paragraphs.length);
    for (const paragraph of paragraphsOf(document.body)) {
      const target = paragraph.startsWith(TARGET) ? fragments[Number(paragraph.slice(1))] : undefined;
      if (target !== undefined) {
        positions.set(`${name}#${target}`, paragraphs.length);
        continue;
      }
      words += countWords(paragraph);
      if (words > wordsMax) throw tooManyWords(wordsMax);
      paragraphs.push(paragraph.replaceAll(TARGET, ''));
    }
  }
  return {
    title: textOf(first(opf, 'dc:title') ?? first(opf, 'title')),
    text: paragraphs.join('\n\n'),
    language: textOf(first(opf, 'dc:language') ?? first(opf, 'language')) || null,
    // a fragment the document does not have points at the document's start
    sections: bookSections(
      paragraphs,
      contents.nodes,
      (target) => positions.get(target) ?? positions.get(target.split('#')[0]),
      documentStarts,
    ),
  };
}

/**
 * The book's table of contents as a tree of titled targets ("chapter.xhtml#part2"): the EPUB 3 nav
 * document's `toc` nav, else the NCX's navMap; empty when the book has neither. `pages` are the documents
 * that are the contents page itself.
 */
function tableOfContents(
  opf: XmlElement,
  base: string,
  manifest: Map<string, ManifestItem>,
  entry: (name: string) => Uint8Array | undefined,
): { nodes: ContentsNode[]; pages: string[] } {
  const pages: string[] = [];
  for (const reference of Array.from(opf.getElementsByTagName('reference'))) {
    const href = reference.getAttribute('href');
    if ((reference.getAttribute('type') ?? '').toLowerCase() === 'toc' && href)
      pages.push(resolveHref(base, href).path);
  }
  const nav = [...manifest.values()].find((item) => item.properties.split(/\s+/).includes('nav'));
  if (nav) {
    pages.push(nav.path);
    const nodes = readOrBroken(() => navContents(xml(entry(nav.path)), path.posix.dirname(nav.path)));
    if (nodes.length > 0) return { nodes, pages };
  }
  const tocId = first(opf, 'spine')?.getAttribute('toc');
  const ncx =
    (tocId ? manifest.get(tocId) : undefined) ??
    [...manifest.values()].find((item) => item.type === 'application/x-dtbncx+xml');
  if (ncx && entry(ncx.path)) {
    const nodes = readOrBroken(() => ncxContents(xml(entry(ncx.path)), path.posix.dirname(ncx.path)));
    return { nodes, pages };
  }
  return { nodes: [], pages };
}

/** A part of the table of contents we cannot read is no table of contents: the spine still gives chapters. */
function readOrBroken(read: () => ContentsNode[]): ContentsNode[] {
  try {
    return read();
  } catch (error) {
    // a refused markup (too deep, too many words) stays refused
    if (error instanceof Error && 'statusCode' in error) throw error;
    return [];
  }
}

/** EPUB 3: `<nav epub:type="toc"><ol><li><a href>…</a><ol>…</ol></li></ol></nav>`. */
function navContents(document: XmlElement, base: string): ContentsNode[] {
  const navs = Array.from(document.getElementsByTagName('nav'));
  const toc = navs.find((nav) => /\btoc\b/.test(nav.getAttribute('epub:type') ?? '')) ?? navs[0];
  const list = toc && children(toc).find((child) => child.localName?.toLowerCase() === 'ol');
  if (!list) return [];
  const fromList = (ol: XmlElement): ContentsNode[] =>
    children(ol)
      .filter((li) => li.localName?.toLowerCase() === 'li')
      .map((li) => {
        const label = children(li).find((child) => /^(a|span)$/i.test(child.localName ?? ''));
        const nested = children(li).find((child) => child.localName?.toLowerCase() === 'ol');
        const href = label?.getAttribute('href');
        return {
          title: textOf(label) || null,
          target: href ? targetOf(base, href) : undefined,
          children: nested ? fromList(nested) : [],
        };
      });
  return fromList(list);
}

/** EPUB 2: `<navMap><navPoint><navLabel><text>…</text></navLabel><content src/>…</navPoint></navMap>`. */
function ncxContents(document: XmlElement, base: string): ContentsNode[] {
  const navMap = first(document, 'navMap');
  if (!navMap) return [];
  const fromPoints = (parent: XmlElement): ContentsNode[] =>
    children(parent)
      .filter((point) => point.localName?.toLowerCase() === 'navpoint')
      .map((point) => {
        const label = children(point).find((child) => child.localName?.toLowerCase() === 'navlabel');
        const content = children(point).find((child) => child.localName?.toLowerCase() === 'content');
        const src = content?.getAttribute('src');
        return {
          title: textOf(label) || null,
          target: src ? targetOf(base, src) : undefined,
          children: fromPoints(point),
        };
      });
  return fromPoints(navMap);
}

const children = (element: XmlElement): XmlElement[] =>
  Array.from(element.childNodes).filter((node): node is XmlElement => node.nodeType === 1);

/** "text/ch1.xhtml#s2" relative to the OPF's folder; the document alone when the href names no fragment. */
function targetOf(base: string, href: string): string {
  const { path: file, fragment } = resolveHref(base, href);
  return fragment ? `${file}#${fragment}` : file;
}

/** The fragments each document is a target of (in the order the contents name them). */
function targetsByDocument(nodes: ContentsNode[]): Map<string, string[]> {
  const targets = new Map<string, string[]>();
  const visit = (node: ContentsNode) => {
    const [file, fragment] = node.target?.split('#') ?? [];
    if (file && fragment) targets.set(file, [...(targets.get(file) ?? []), fragment]);
    node.children.forEach(visit);
  };
  nodes.forEach(visit);
  return targets;
}

const BLOCK_TAGS = /^(p|div|section|article|h[1-6]|li|blockquote|header|aside|figure|table|pre|dl|ol|ul)$/i;

/**
 * Puts a paragraph `TARGET n` before the element of each fragment (before the block it sits in, so a
 * heading stays whole), where paragraphsOf will find it: the contents' targets inside one document.
 */
function markTargets(body: XmlElement, fragments: string[]): void {
  if (fragments.length === 0) return;
  const byId = new Map<string, XmlElement>();
  for (const element of Array.from(body.querySelectorAll?.('[id]') ?? [])) {
    const id = element.getAttribute('id');
    if (id && !byId.has(id)) byId.set(id, element);
  }
  fragments.forEach((fragment, index) => {
    let element = byId.get(fragment);
    while (
      element &&
      !BLOCK_TAGS.test(element.localName ?? '') &&
      element.parentNode &&
      element.parentNode !== body
    ) {
      element = element.parentNode;
    }
    const document = body.ownerDocument;
    if (!element?.parentNode?.insertBefore || !document) return;
    const marker = document.createElement('p');
    marker.appendChild?.(document.createTextNode(`${TARGET}${index}`));
    element.parentNode.insertBefore(marker, element);
  });
}

/** A page that is only links (a contents page in the spine, an index) is not text to read. */
function isOnlyLinks(body: XmlElement): boolean {
  const links = Array.from(body.querySelectorAll?.('a[href]') ?? []);
  if (links.length < 3) return false;
  const all = countWords(body.textContent ?? '');
  const linked = links.reduce((sum, link) => sum + countWords(link.textContent ?? ''), 0);
  return all > 0 && linked / all >= 0.8;
}

/** Unpacks only the named entries, refusing an archive fflate cannot read or one that unpacks too large. */
function unpack(data: Uint8Array, names: string[]): Map<string, Uint8Array> {
  return zipOrBroken(() => readEntries(data, names, EPUB_UNPACKED_MAX_BYTES));
}

function zipOrBroken<T>(read: () => T): T {
  try {
    return read();
  } catch {
    // unreadable or past the budget: either way not a book we can read
    throw brokenFile();
  }
}

function xml(content: Uint8Array | undefined): XmlElement {
  if (!content) throw brokenFile();
  const markup = strFromU8(content);
  checkMarkup(markup, { xmlMode: true });
  const document = new DOMParser().parseFromString(markup, 'text/xml') as unknown as XmlElement;
  return document;
}

const first = (root: XmlElement, tag: string): XmlElement | undefined => root.getElementsByTagName(tag)[0];
const textOf = (element: XmlElement | undefined) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** An href is relative to the document naming it and URL-encoded; its fragment names a place in the file. */
function resolveHref(base: string, href: string): { path: string; fragment: string } {
  const [withoutFragment, fragment = ''] = href.split('#');
  const decode = (value: string) => {
    try {
      return decodeURIComponent(value);
    } catch {
      // a malformed escape is kept as written
      return value;
    }
  };
  const file = path.posix.normalize(path.posix.join(base, decode(withoutFragment))).replace(/^\.\//, '');
  return { path: file, fragment: decode(fragment) };
}
