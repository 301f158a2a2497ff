import { IMPORT_FILE_EXTENSIONS } from '@reeprise/contract';
import { codedError } from '../../../plugins/http-error.js';
import type { TextSection } from './book-sections.js';
import { readEpub } from './epub.js';
import { readHtml } from './html-text.js';
import { readMarkdown } from './markdown.js';
import { decodeTextFile } from './plain-text.js';

/** Text taken from a file or page, before normalising: a title (may be empty) and a declared language. */
export interface ExtractedText {
  title: string;
  text: string;
  language: string | null;
  /** A book's own chapters (an EPUB's), each with its title; absent: the text is cut by length. */
  sections?: TextSection[];
}

const unsupported = () =>
  codedError(415, 'import_file_unsupported', 'Only .txt, .md, .epub and .html files can be imported.', {
    types: IMPORT_FILE_EXTENSIONS.join(', '),
  });

/** The text of an uploaded file, by its extension; the file name (without extension) is the fallback title. */
export function extractFile(fileName: string, data: Uint8Array): ExtractedText {
  const match = /^(.*?)(\.[a-z0-9]+)?$/i.exec(fileName.trim());
  const stem = (match?.[1] ?? '').replace(/[_]+/g, ' ').trim();
  const extension = (match?.[2] ?? '').toLowerCase();
  const withTitle = (extracted: {
    title: string;
    text: string;
    language?: string | null;
    sections?: TextSection[];
  }) => ({
    title: extracted.title || stem,
    text: extracted.text,
    language: extracted.language ?? null,
    ...(extracted.sections ? { sections: extracted.sections } : {}),
  });
  switch (extension) {
    case '.txt':
      return withTitle({ title: '', text: decodeTextFile(data) });
    case '.md':
    case '.markdown':
      return withTitle(readMarkdown(decodeTextFile(data)));
    case '.html':
    case '.htm':
    case '.xhtml':
      return withTitle(readHtml(decodeTextFile(data)));
    case '.epub':
      return withTitle(readEpub(data));
    default:
      throw unsupported();
  }
}
