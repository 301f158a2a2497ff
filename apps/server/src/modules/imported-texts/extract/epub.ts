import path from 'node:path';
import { strFromU8, unzipSync, type UnzipFileInfo } from 'fflate';
import { DOMParser } from 'linkedom';
import { brokenFile, decodeTextFile } from './plain-text.js';
import { paragraphsOf, parseHtmlDocument, type DomNode } from './html-text.js';

/** All the book's documents together may unpack to at most this much (a zip bomb stops here). */
const EPUB_UNPACKED_MAX_BYTES = 64 * 1024 * 1024;

interface XmlElement extends DomNode {
  getAttribute(name: string): string | null;
  getElementsByTagName(name: string): ArrayLike<XmlElement>;
}

/**
 * An EPUB's text in reading order: container.xml names the package (OPF), whose spine lists the XHTML
 * documents; each is read like HTML. The title is the package's dc:title, the language its dc:language.
 */
export function readEpub(data: Uint8Array): { title: string; text: string; language: string | null } {
  const container = xml(unpack(data, ['META-INF/container.xml']).get('META-INF/container.xml'));
  const opfPath = first(container, 'rootfile')?.getAttribute('full-path');
  if (!opfPath) throw brokenFile();
  const opf = xml(unpack(data, [opfPath]).get(opfPath));
  const base = path.posix.dirname(opfPath);
  const manifest = new Map<string, { href: string; type: string }>();
  for (const item of Array.from(opf.getElementsByTagName('item'))) {
    const id = item.getAttribute('id');
    const href = item.getAttribute('href');
    if (id && href) manifest.set(id, { href, type: item.getAttribute('media-type') ?? '' });
  }
  const documents = Array.from(opf.getElementsByTagName('itemref'))
    .map((ref) => manifest.get(ref.getAttribute('idref') ?? ''))
    .filter((item) => item !== undefined && /html/.test(item.type))
    .map((item) => resolveHref(base, item!.href));
  if (documents.length === 0) throw brokenFile();
  const files = unpack(data, documents);
  const paragraphs = documents.flatMap((name) => {
    const content = files.get(name);
    if (!content) return [];
    const document = parseHtmlDocument(decodeTextFile(content));
    return document.body ? paragraphsOf(document.body) : [];
  });
  return {
    title: textOf(first(opf, 'dc:title') ?? first(opf, 'title')),
    text: paragraphs.join('\n\n'),
    language: textOf(first(opf, 'dc:language') ?? first(opf, 'language')) || null,
  };
}

/** Unpacks only the named entries, refusing an archive fflate cannot read or one that unpacks too large. */
function unpack(data: Uint8Array, names: string[]): Map<string, Uint8Array> {
  const wanted = new Set(names);
  let unpacked = 0;
  let tooLarge = false;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(data, {
      filter: (file: UnzipFileInfo) => {
        if (!wanted.has(file.name)) return false;
        unpacked += file.originalSize;
        if (unpacked > EPUB_UNPACKED_MAX_BYTES) tooLarge = true;
        return !tooLarge;
      },
    });
  } catch {
    throw brokenFile();
  }
  if (tooLarge) throw brokenFile();
  return new Map(Object.entries(files));
}

function xml(content: Uint8Array | undefined): XmlElement {
  if (!content) throw brokenFile();
  const document = new DOMParser().parseFromString(strFromU8(content), 'text/xml') as unknown as XmlElement;
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
