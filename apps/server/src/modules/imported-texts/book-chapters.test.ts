import { headingOf } from '@reeprise/contract';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { countWords } from '../generated-texts/word-count.js';
import { CHAPTER_WORDS, splitIntoChapters } from './chapter-split.js';
import { buildEpub } from './epub-fixture.js';
import { prepareText } from './prepare-text.js';

// issue 35, section 2: books keep their chapters, headings stay headings

const sentences = (n: number, word: string) =>
  Array.from({ length: n }, (_, i) => `${word} ${word} número ${i} va por el camino largo.`).join(' ');
/** `count` paragraphs of about `words` words each. */
const paragraphs = (count: number, words: number, word = 'palabra') =>
  Array.from({ length: count }, () => sentences(Math.round(words / 8), word));

const chaptersOf = (name: string, data: Buffer) =>
  prepareText({ source: 'file', name, data }).chapters.map(({ title, part, parts, content }) => ({
    title,
    part,
    parts,
    content,
  }));

const threeChapters = [
  { heading: 'Capítulo uno', paragraphs: ['Había una vez un gato.', 'El gato dormía.'] },
  { heading: 'Capítulo dos', paragraphs: ['El perro ladraba.'] },
  { heading: 'Capítulo tres', paragraphs: ['Y colorín colorado.'] },
];

describe('an EPUB keeps its own chapters', () => {
  it.each(['nav', 'ncx'] as const)(
    'takes the chapters and their titles from its table of contents (%s); the contents page is not text',
    (toc) => {
      const chapters = chaptersOf(
        'libro.epub',
        buildEpub({ title: 'Libro', language: 'es', chapters: threeChapters, toc }),
      );
      expect(chapters).toEqual([
        {
          title: 'Capítulo uno',
          part: 1,
          parts: 1,
          content: '# Capítulo uno\n\nHabía una vez un gato.\n\nEl gato dormía.',
        },
        { title: 'Capítulo dos', part: 1, parts: 1, content: '# Capítulo dos\n\nEl perro ladraba.' },
        { title: 'Capítulo tres', part: 1, parts: 1, content: '# Capítulo tres\n\nY colorín colorado.' },
      ]);
    },
  );

  it('without a table of contents, each document of the spine is a chapter named by its heading', () => {
    const chapters = chaptersOf(
      'libro.epub',
      buildEpub({ title: 'Libro', language: 'es', chapters: threeChapters, toc: 'none' }),
    );
    expect(chapters.map((chapter) => chapter.title)).toEqual([
      'Capítulo uno',
      'Capítulo dos',
      'Capítulo tres',
    ]);
  });

  it('keeps three parts of some 1,200 words as three chapters, not cut every 1,000 words', () => {
    const parts = ['Primera parte', 'Segunda parte', 'Tercera parte'].map((heading) => ({
      heading,
      paragraphs: paragraphs(10, 120),
    }));
    const chapters = chaptersOf('libro.epub', buildEpub({ title: 'Libro', language: 'es', chapters: parts }));
    expect(chapters.map((chapter) => chapter.title)).toEqual([
      'Primera parte',
      'Segunda parte',
      'Tercera parte',
    ]);
    for (const [i, chapter] of chapters.entries()) {
      expect(chapter.content.startsWith(`# ${parts[i].heading}\n\n`)).toBe(true);
      expect(chapter.content.match(/^# /gm)).toHaveLength(1);
    }
  });

  it('cuts a chapter too long for one reading at paragraph ends into parts of it', () => {
    const long = paragraphs(40, 100, 'camino');
    const book = buildEpub({
      title: 'Libro',
      language: 'es',
      chapters: [
        { heading: 'Corto', paragraphs: ['Un poco de texto.'] },
        { heading: 'Largo', paragraphs: long },
      ],
    });
    const chapters = chaptersOf('libro.epub', book);
    expect(chapters[0]).toMatchObject({ title: 'Corto', part: 1, parts: 1 });
    const rest = chapters.slice(1);
    expect(rest.length).toBeGreaterThan(1);
    rest.forEach((chapter, i) => {
      expect(chapter).toMatchObject({ title: 'Largo', part: i + 1, parts: rest.length });
      expect(countWords(chapter.content)).toBeLessThanOrEqual(CHAPTER_WORDS.max);
    });
    expect(rest.map((chapter) => chapter.content).join('\n\n')).toBe(['# Largo', ...long].join('\n\n'));
  });

  it('follows entries that point into one document, and the chapters of a part longer than a reading', () => {
    const section = (id: string, heading: string, words: number) =>
      `<section id="${id}"><h2>${heading}</h2>${paragraphs(Math.ceil(words / 100), 100)
        .map((p) => `<p>${p}</p>`)
        .join('')}</section>`;
    const nav =
      '<nav epub:type="toc"><ol>' +
      '<li><a href="one.xhtml">Prólogo</a></li>' +
      '<li><span>Primera parte</span><ol><li><a href="book.xhtml#a">Uno</a></li><li><a href="book.xhtml#b">Dos</a></li></ol></li>' +
      '<li><a href="book.xhtml#c">Segunda parte</a><ol><li><a href="book.xhtml#d">Tres</a></li></ol></li>' +
      '</ol></nav>';
    const book = epubOf({
      'one.xhtml': '<h1>Prólogo</h1><p>Antes de todo.</p>',
      'book.xhtml':
        section('a', 'Uno', 300) +
        section('b', 'Dos', 300) +
        '<h1 id="c">Segunda parte</h1>' +
        section('d', 'Tres', 1000),
      'nav.xhtml': nav,
    });
    const chapters = chaptersOf('libro.epub', book);
    // the part's own page is only its heading: it heads the chapter after it, which keeps its own title
    expect(chapters.map((chapter) => chapter.title)).toEqual(['Prólogo', 'Uno', 'Dos', 'Segunda parte']);
    expect(chapters[3].content).toMatch(/^# Segunda parte\n\n## Tres\n\n/);
    expect(chapters[1].content).toMatch(/^## Uno\n\n/);
  });
});

describe('headings stay with their sections', () => {
  it('never ends a chapter with a heading, and cuts before a top-level heading', () => {
    const text = [
      '# Uno',
      ...paragraphs(9, 110),
      '# Dos',
      '## Dos, primera sección',
      ...paragraphs(14, 110),
      '# Tres',
      ...paragraphs(6, 110),
    ].join('\n\n');
    const chapters = splitIntoChapters(text);
    expect(chapters.join('\n\n')).toBe(text);
    for (const chapter of chapters) {
      const last = chapter.split('\n\n').at(-1)!;
      expect(headingOf(last)).toBeNull();
    }
    expect(chapters[0]).toMatch(/^# Uno\n\n/);
    expect(chapters[1]).toMatch(/^# Dos\n\n## Dos, primera sección\n\n/);
    expect(chapters.at(-1)).toMatch(/^# Tres\n\n/);
  });

  it('names the readings of a web page by the headings they open with', () => {
    const html =
      '<html><body><article><h1>Guía</h1>' +
      paragraphs(8, 120)
        .map((p) => `<p>${p}</p>`)
        .join('') +
      '<h2>Segunda sección</h2>' +
      paragraphs(8, 120)
        .map((p) => `<p>${p}</p>`)
        .join('') +
      '</article></body></html>';
    const prepared = prepareText({ source: 'file', name: 'guia.html', data: Buffer.from(html) });
    expect(prepared.chapters.map((chapter) => chapter.title)).toEqual(['Guía', 'Segunda sección']);
    expect(prepared.chapters[1].content).toMatch(/^# Segunda sección\n\n/);
  });
});

/** An EPUB 3 of the given documents (bodies), in this order, the nav document last and outside the spine. */
function epubOf(bodies: Record<string, string>): Buffer {
  const names = Object.keys(bodies);
  const files: Record<string, Uint8Array | [Uint8Array, { level: 0 }]> = {
    mimetype: [strToU8('application/epub+zip'), { level: 0 }],
    'META-INF/container.xml': strToU8(
      '<?xml version="1.0"?><container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">' +
        '<rootfiles><rootfile full-path="content.opf" media-type="application/oebps-package+xml"/></rootfiles></container>',
    ),
    'content.opf': strToU8(
      '<?xml version="1.0"?><package xmlns="http://www.idpf.org/2007/opf" version="3.0"><metadata/>' +
        `<manifest>${names
          .map(
            (name, i) =>
              `<item id="d${i}" href="${name}" media-type="application/xhtml+xml"${name === 'nav.xhtml' ? ' properties="nav"' : ''}/>`,
          )
          .join('')}</manifest>` +
        `<spine>${names
          .filter((name) => name !== 'nav.xhtml')
          .map((_, i) => `<itemref idref="d${i}"/>`)
          .join('')}</spine></package>`,
    ),
  };
  for (const name of names) {
    files[name] = strToU8(
      `<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops"><body>${bodies[name]}</body></html>`,
    );
  }
  return Buffer.from(zipSync(files));
}
