import { strToU8, zipSync } from 'fflate';

/** A small but real EPUB 3 (mimetype stored first, container, OPF, spine of XHTML chapters), for tests. */
export function buildEpub(book: { title: string; language: string; chapters: { heading: string; paragraphs: string[] }[] }): Buffer {
  const items = book.chapters.map((_, i) => `<item id="c${i}" href="text/chapter%20${i}.xhtml" media-type="application/xhtml+xml"/>`);
  const spine = book.chapters.map((_, i) => `<itemref idref="c${i}"/>`);
  const files: Record<string, Uint8Array | [Uint8Array, { level: 0 }]> = {
    mimetype: [strToU8('application/epub+zip'), { level: 0 }],
    'META-INF/container.xml': strToU8(
      '<?xml version="1.0"?><container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">' +
        '<rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles></container>',
    ),
    'OEBPS/content.opf': strToU8(
      `<?xml version="1.0"?><package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="id">` +
        `<metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:identifier id="id">test-book</dc:identifier>` +
        `<dc:title>${book.title}</dc:title><dc:language>${book.language}</dc:language></metadata>` +
        `<manifest><item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>${items.join('')}</manifest>` +
        `<spine>${spine.join('')}</spine></package>`,
    ),
    'OEBPS/nav.xhtml': strToU8('<html xmlns="http://www.w3.org/1999/xhtml"><body><nav>Contents</nav></body></html>'),
  };
  book.chapters.forEach((chapter, i) => {
    files[`OEBPS/text/chapter ${i}.xhtml`] = strToU8(
      `<?xml version="1.0" encoding="utf-8"?><html xmlns="http://www.w3.org/1999/xhtml"><head><title>${chapter.heading}</title>` +
        `<style>p { margin: 0 }</style></head><body><h2>${chapter.heading}</h2>` +
        chapter.paragraphs.map((p) => `<p>${p}</p>`).join('\n') +
        '</body></html>',
    );
  });
  return Buffer.from(zipSync(files));
}
