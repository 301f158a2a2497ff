import { describe, expect, it } from 'vitest';
import { hasForbiddenCharacters } from '@reeprise/contract';
import { countWords } from '../generated-texts/word-count.js';
import { isPublicAddress, mayConnect } from './address-policy.js';
import { CHAPTER_WORDS, splitIntoChapters } from './chapter-split.js';
import { detectLanguage } from './detect-language.js';
import { buildEpub } from './epub-fixture.js';
import { extractFile } from './extract/index.js';
import { normalizeText } from './extract/plain-text.js';

const words = (n: number, word = 'palabra') => Array.from({ length: n }, () => word).join(' ');

describe('reading files', () => {
  it('reads an EPUB in spine order, with its title and language, without markup, headings marked', () => {
    const epub = buildEpub({
      title: 'Le Petit Livre',
      language: 'fr',
      chapters: [
        {
          heading: 'Premier',
          paragraphs: ['Il était une fois un chat.', 'Le chat dormait <em>beaucoup</em>.'],
        },
        { heading: 'Deuxième', paragraphs: ['Fin &amp; merci.'] },
      ],
    });
    expect(extractFile('livre.epub', epub)).toMatchObject({
      title: 'Le Petit Livre',
      text: '# Premier\n\nIl était une fois un chat.\n\nLe chat dormait beaucoup.\n\n# Deuxième\n\nFin & merci.',
      language: 'fr',
    });
  });

  it('refuses a file that is not what its name says, and a type it does not read', () => {
    expect(() => extractFile('book.epub', Buffer.from('not a zip at all'))).toThrow(
      expect.objectContaining({ statusCode: 422, code: 'import_file_broken' }),
    );
    expect(() => extractFile('notes.txt', Buffer.from([0x50, 0x4b, 0x00, 0x01]))).toThrow(
      expect.objectContaining({ code: 'import_file_broken' }),
    );
    expect(() => extractFile('scan.pdf', Buffer.from('%PDF-1.7'))).toThrow(
      expect.objectContaining({ statusCode: 415, code: 'import_file_unsupported' }),
    );
  });

  it('reads Markdown as text, its first heading the title, raw HTML never kept as markup', () => {
    const md = '# Mein Titel\n\nEin *schöner* Tag.\n\n- eins\n- zwei\n\n<script>alert(1)</script>\n';
    expect(extractFile('notes.md', Buffer.from(md))).toEqual({
      title: 'Mein Titel',
      text: '# Mein Titel\n\nEin schöner Tag.\n\neins\n\nzwei',
      language: null,
    });
  });

  it("reads an HTML page's article: menus and footers dropped, <br> kept as a line break", () => {
    const html =
      '<html lang="es"><head><title>Página</title><script>var x = 1;</script></head><body><nav>Menu</nav>' +
      '<article><h1>Hola</h1><p>El perro come.<br>Otra línea.</p><p>Segundo párrafo.</p></article></body></html>';
    expect(extractFile('page.html', Buffer.from(html))).toEqual({
      title: 'Página',
      text: '# Hola\n\nEl perro come.\nOtra línea.\n\nSegundo párrafo.',
      language: 'es',
    });
  });

  it('decodes UTF-8 with a BOM, UTF-16 and older Windows-1252 text files; the file name is the title', () => {
    expect(extractFile('mi_cuento.txt', Buffer.from('\uFEFFAño nuevo', 'utf8'))).toMatchObject({
      title: 'mi cuento',
      text: 'Año nuevo',
    });
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Größe', 'utf16le')]);
    expect(normalizeText(extractFile('a.txt', utf16).text)).toBe('Größe');
    expect(extractFile('a.txt', Buffer.from([0x63, 0x61, 0x66, 0xe9])).text).toBe('café');
  });
});

describe('normalising imported text', () => {
  it('joins hard-wrapped prose, keeps short lines (a poem), removes control and direction characters', () => {
    const text = normalizeText(
      'This is a hard wrapped line of prose that goes on for a while\r\nand continues here on the next line of the text\r\nand ends.\r\n\r\n\r\n' +
        'Roses are red\nviolets blue\f\u202E\u0000',
    );
    expect(text).toBe(
      'This is a hard wrapped line of prose that goes on for a while and continues here on the next line of the text and ends.\n\nRoses are red\nviolets blue',
    );
    expect(hasForbiddenCharacters(text)).toBe(false);
  });
});

describe('chapters', () => {
  it('keeps a text of up to 1,500 words whole', () => {
    const text = [words(700), words(700)].join('\n\n');
    expect(splitIntoChapters(text)).toEqual([text]);
  });

  it('splits a book at paragraph ends into chapters of 500-1,500 words, losing nothing', () => {
    const paragraphs = Array.from({ length: 120 }, (_, i) => `${words(40 + ((i * 37) % 160))} Ende${i}.`);
    const text = paragraphs.join('\n\n');
    const chapters = splitIntoChapters(text);
    expect(chapters.length).toBeGreaterThan(5);
    expect(chapters.join('\n\n')).toBe(text);
    for (const chapter of chapters.slice(0, -1)) {
      expect(countWords(chapter)).toBeGreaterThanOrEqual(CHAPTER_WORDS.min);
      expect(countWords(chapter)).toBeLessThanOrEqual(CHAPTER_WORDS.max);
      expect(chapter).toMatch(/Ende\d+\.$/); // ends where a paragraph ends
    }
  });

  it('cuts a paragraph longer than a chapter at sentence ends', () => {
    const sentences = Array.from({ length: 300 }, (_, i) => `Das ist der Satz Nummer ${i}.`);
    const chapters = splitIntoChapters(sentences.join(' '));
    expect(chapters.length).toBeGreaterThan(1);
    for (const chapter of chapters) {
      expect(chapter).toMatch(/^Das .*\d\.$/s);
      expect(countWords(chapter)).toBeLessThanOrEqual(CHAPTER_WORDS.max);
    }
    expect(chapters.join(' ')).toBe(sentences.join(' '));
  });
});

describe('language suggestion', () => {
  it.each([
    ['Der Hund läuft schnell über die Straße und der Mann schaut ihm lange nach.', 'GERMAN'],
    ['The dog runs quickly across the street and the man watches him for a long time.', 'ENGLISH'],
    ['Le chien traverse la rue en courant et l’homme le regarde longtemps.', 'FRENCH'],
    ['El perro cruza la calle corriendo y el hombre lo mira durante mucho tiempo.', 'SPANISH'],
    ['Собака быстро перебегает улицу, а мужчина долго смотрит ей вслед.', 'RUSSIAN'],
  ] as const)('%s → %s', (text, language) => {
    expect(detectLanguage(text)).toBe(language);
  });

  it("prefers the file's own language tag, and guesses nothing for too little text", () => {
    expect(detectLanguage('Hello there, how are you doing today my friend?', 'pt-PT')).toBe(
      'PORTUGUESE_FROM_PORTUGAL',
    );
    expect(detectLanguage('ok')).toBeNull();
  });
});

describe('addresses a page import may reach', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fc00::1',
    'fd12:3456::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '64:ff9b::7f00:1',
    '2002:7f00:1::',
    'not an address',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
    expect(mayConnect(address, [])).toBe(false);
  });

  it.each(['93.184.215.14', '8.8.8.8', '2606:4700:4700::1111'])('allows the public %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it('allows a private address only when the test setting names it (in any spelling)', () => {
    expect(mayConnect('127.0.0.1', ['127.0.0.1'])).toBe(true);
    expect(mayConnect('::ffff:127.0.0.1', ['127.0.0.1'])).toBe(true);
    expect(mayConnect('127.0.0.2', ['127.0.0.1'])).toBe(false);
    expect(mayConnect('::1', ['127.0.0.1'])).toBe(false);
  });
});
