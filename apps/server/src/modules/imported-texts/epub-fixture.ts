import { strToU8, zipSync } from 'fflate';

interface FixtureChapter {
  heading: string;
  paragraphs: string[];
}

/**
 * A small but real EPUB (mimetype stored first, container, OPF, spine of XHTML chapters), for tests. Its
 * table of contents is an EPUB 3 nav document listed first in the spine, as many books list their contents
 * page (`toc: 'nav'`, the default), an EPUB 2 NCX with a contents page of links in the spine (`'ncx'`), or
 * none (`'none'`).
 */
export function buildEpub(book: {
  title: string;
  language: string;
  chapters: FixtureChapter[];
  toc?: 'nav' | 'ncx' | 'none';
}): Buffer {
  const toc = book.toc ?? 'nav';
  const href = (i: number) => `text/chapter%20${i}.xhtml`;
  const items = book.chapters.map(
    (_, i) => `<item id="c${i}" href="${href(i)}" media-type="application/xhtml+xml"/>`,
  );
  const spine = book.chapters.map((_, i) => `<itemref idref="c${i}"/>`);
  const links = book.chapters
    .map((chapter, i) => `<li><a href="${href(i)}">${chapter.heading}</a></li>`)
    .join('');
  const tocItems = {
    nav: '<item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>',
    ncx:
      '<item id="ncx" href="toc.ncx" media-type="application/x-dtbncx+xml"/>' +
      '<item id="contents" href="contents.xhtml" media-type="application/xhtml+xml"/>',
    none: '',
  }[toc];
  const tocSpine = { nav: '<itemref idref="nav"/>', ncx: '<itemref idref="contents"/>', none: '' }[toc];
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
        `<manifest>${tocItems}${items.join('')}</manifest>` +
        `<spine${toc === 'ncx' ? ' toc="ncx"' : ''}>${tocSpine}${spine.join('')}</spine></package>`,
    ),
  };
  if (toc === 'nav') {
    files['OEBPS/nav.xhtml'] = strToU8(
      '<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops"><body>' +
        `<nav epub:type="toc"><h1>Índice</h1><ol>${links}</ol></nav></body></html>`,
    );
  }
  if (toc === 'ncx') {
    const points = book.chapters.map(
      (chapter, i) =>
        `<navPoint id="p${i}" playOrder="${i + 1}"><navLabel><text>${chapter.heading}</text></navLabel><content src="${href(i)}"/></navPoint>`,
    );
    files['OEBPS/toc.ncx'] = strToU8(
      `<?xml version="1.0"?><ncx xmlns="http://www.daisy.org/z3986/2005/ncx/" version="2005-1"><navMap>${points.join('')}</navMap></ncx>`,
    );
    files['OEBPS/contents.xhtml'] = strToU8(
      `<html xmlns="http://www.w3.org/1999/xhtml"><body><h1>Índice</h1><ul>${links}</ul></body></html>`,
    );
  }
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
