import path from 'node:path';
import { IMPORT_WORDS_MAX } from '@reeprise/contract';
import { strFromU8 } from 'fflate';
import { DOMParser } from 'linkedom';
import { readEntries, zipDirectory } from '../../../platform/untrusted/zip-entries.js';
import { countWords } from '../../generated-texts/word-count.js';
import { brokenFile, decodeTextFile, tooManyWords } from './plain-text.js';
import { checkMarkup, paragraphsOf, parseHtmlDocument, type DomNode } from './html-text.js';

/** All the book's documents together may unpack to at most this much (a zip bomb stops here). */
export const EPUB_UNPACKED_MAX_BYTES = 64 * 1024 * 1024;

interface XmlElement extends DomNode {
  getAttribute(name: string): string | null;
  getElementsByTagName(name: string): ArrayLike<XmlElement>;
}

/**
 * An EPUB's text in reading order: container.xml names the package (OPF), whose spine lists the XHTML
 * documents; each is read like HTML, once however often the spine lists it. The words are counted as the
 * documents are read, and reading stops with a 413 as soon as they pass `wordsMax`. The title is the
 * package's dc:title, the language its dc:language.
 */
export function readEpub(
  data: Uint8Array,
  wordsMax = IMPORT_WORDS_MAX,
): { title: string; text: string; language: string | null } {
  const directory = zipOrBroken(() => zipDirectory(data));
  const entry = (name: string) => (directory.has(name) ? unpack(data, [name]).get(name) : undefined);
  const container = xml(entry('META-INF/container.xml'));
  const opfPath = first(container, 'rootfile')?.getAttribute('full-path');
  if (!opfPath) throw brokenFile();
  const opf = xml(entry(opfPath));
  const base = path.posix.dirname(opfPath);
  const manifest = new Map<string, { href: string; type: string }>();
  for (const item of Array.from(opf.getElementsByTagName('item'))) {
    const id = item.getAttribute('id');
    const href = item.getAttribute('href');
    if (id && href) manifest.set(id, { href, type: item.getAttribute('media-type') ?? '' });
  }
  // a spine may list a document many times (issue 33: one chapter 600 times): each is read once
  const documents = [
    ...new Set(
      Array.from(opf.getElementsByTagName('itemref'))
        .map((ref) => manifest.get(ref.getAttribute('idref') ?? ''))
        .filter((item) => item !== undefined && /html/.test(item.type))
        .map((item) => resolveHref(base, item!.href)),
    ),
  ].filter((name) => directory.has(name));
  if (documents.length === 0) throw brokenFile();
  const files = unpack(data, documents);
  const paragraphs: string[] = [];
  let words = 0;
  for (const name of documents) {
    const content = files.get(name);
    files.delete(name);
    if (!content) continue;
    const document = parseHtmlDocument(decodeTextFile(content));
    const read = document.body ? paragraphsOf(document.body) : [];
    words += read.reduce((sum, paragraph) => sum + countWords(paragraph), 0);
    if (words > wordsMax) throw tooManyWords(wordsMax);
    paragraphs.push(...read);
  }
  return {
    title: textOf(first(opf, 'dc:title') ?? first(opf, 'title')),
    text: paragraphs.join('\n\n'),
    language: textOf(first(opf, 'dc:language') ?? first(opf, 'language')) || null,
  };
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

/** A manifest href is relative to the OPF and URL-encoded; a fragment never names another file. */
function resolveHref(base: string, href: string): string {
  const withoutFragment = href.split('#')[0];
  let decoded = withoutFragment;
  try {
    decoded = decodeURIComponent(withoutFragment);
  } catch {
    // a malformed escape is kept as written
  }
  return path.posix.normalize(path.posix.join(base, decoded)).replace(/^\.\//, '');
}
