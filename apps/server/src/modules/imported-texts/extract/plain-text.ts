import { IMPORT_WORDS_MAX } from '@reeprise/contract';
import { codedError } from '../../../plugins/http-error.js';

// what inputText refuses in typed fields is removed from imported material instead: a form feed from a
// PDF copy or a stray direction mark must not stop a book from being read
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\uFEFF]/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** A hard-wrapped line (Project Gutenberg wraps at about 70 characters) is at least this long. */
const WRAPPED_LINE_MIN = 40;

/**
 * Imported text as the reader shows it: NFC, no control or direction characters, paragraphs separated
 * by one blank line, hard-wrapped prose joined back into lines (short lines, such as a poem's, stay).
 */
export function normalizeText(raw: string): string {
  const clean = raw
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(/[\t\u00A0]/g, ' ')
    .replace(FORBIDDEN, '')
    .replace(LONE_SURROGATE, '');
  return clean
    .split(/\n[ \u3000]*\n+/)
    .map(unwrapParagraph)
    .filter((paragraph) => paragraph.length > 0)
    .join('\n\n');
}

function unwrapParagraph(paragraph: string): string {
  const lines = paragraph
    .split('\n')
    .map((line) => line.replace(/ {2,}/g, ' ').trim())
    .filter((line) => line.length > 0);
  const wrapped = lines.length >= 2 && lines.slice(0, -1).every((line) => line.length >= WRAPPED_LINE_MIN);
  return lines.join(wrapped ? ' ' : '\n');
}

/**
 * Bytes of a text file as a string: UTF-8 (with or without BOM), UTF-16 with a BOM, else Windows-1252
 * (older files). A file with NUL bytes is not text at all.
 */
export function decodeTextFile(data: Uint8Array): string {
  if (data[0] === 0xff && data[1] === 0xfe) return new TextDecoder('utf-16le').decode(data.subarray(2));
  if (data[0] === 0xfe && data[1] === 0xff) return new TextDecoder('utf-16be').decode(data.subarray(2));
  if (data.includes(0)) throw brokenFile();
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(data);
  } catch {
    return new TextDecoder('windows-1252').decode(data);
  }
}

/** Decodes with a charset a page or file names, falling back to UTF-8 for a label Node does not know. */
export function decodeWithCharset(data: Uint8Array, charset: string | undefined): string {
  if (charset) {
    try {
      return new TextDecoder(charset.trim().toLowerCase()).decode(data);
    } catch {
      // an unknown label: UTF-8 is what almost every page is
    }
  }
  return decodeTextFile(data);
}

export const brokenFile = () =>
  codedError(422, 'import_file_broken', 'The file could not be read: it is damaged or not what its name says.');


export const tooManyWords = (max = IMPORT_WORDS_MAX) =>
  codedError(413, 'import_too_many_words', `A text may have at most ${max} words.`, { count: max });
