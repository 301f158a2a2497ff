import { IMPORT_WORDS_MAX, TOPIC_MAX_LENGTH, type Language } from '@reeprise/contract';
import { codedError } from '../../plugins/http-error.js';
import { countWords } from '../generated-texts/word-count.js';
import { splitSections, type PreparedChapter } from './chapter-split.js';
import { detectLanguage } from './detect-language.js';
import { extractFile, type ExtractedText } from './extract/index.js';
import { readHtml } from './extract/html-text.js';
import { readMarkdown } from './extract/markdown.js';
import { decodeWithCharset, normalizeText, tooManyWords } from './extract/plain-text.js';

/**
 * What an import reads, as the worker thread receives it (decision 034): pasted text, an uploaded file,
 * or the body of a page the server fetched (the fetch itself stays on the event loop: it waits, it does
 * not parse).
 */
export type TextInput =
  | { source: 'paste'; text: string }
  | { source: 'file'; name: string; data: Uint8Array }
  | { source: 'url'; body: Uint8Array; contentType: string; charset: string | undefined; url: string };

/** A text ready to store: normalised, titled, split into chapters, with the language it declares. */
export interface PreparedText {
  title: string;
  declaredLanguage: string | null;
  words: number;
  chapters: (PreparedChapter & { words: number })[];
}

/** What an import would give, without its chapters' text (the detect call stores nothing). */
export interface TextDetection {
  title: string;
  language: Language | null;
  words: number;
  chapterCount: number;
}

/** Reads the text from its source, then normalises, checks and splits it. Runs in a worker thread. */
export function prepareText(input: TextInput): PreparedText {
  return prepare(input).prepared;
}

/** What prepareText would give, and the language the text looks like. Runs in a worker thread. */
export function detectText(input: TextInput): TextDetection {
  const { prepared, text } = prepare(input);
  return {
    title: prepared.title,
    language: detectLanguage(text, prepared.declaredLanguage),
    words: prepared.words,
    chapterCount: prepared.chapters.length,
  };
}

function prepare(input: TextInput): { prepared: PreparedText; text: string } {
  const extracted = extract(input);
  const text = normalizeText(extracted.text);
  const words = countWords(text);
  if (words === 0) throw codedError(422, 'import_empty', 'No text was found to import.');
  if (words > IMPORT_WORDS_MAX) throw tooManyWords();
  const sections = (extracted.sections ?? [{ title: null, text }])
    .map((section) => ({
      title: (section.title && titleOf(section.title, '')) || null,
      text: normalizeText(section.text),
    }))
    .filter((section) => section.text.length > 0);
  const chapters = splitSections(sections).map((chapter) => ({
    ...chapter,
    words: countWords(chapter.content),
  }));
  return {
    prepared: {
      title: titleOf(extracted.title, text),
      declaredLanguage: extracted.language,
      words,
      chapters,
    },
    text,
  };
}

function extract(input: TextInput): ExtractedText {
  switch (input.source) {
    case 'file':
      return extractFile(input.name, input.data);
    case 'url':
      return readPage(
        Buffer.from(input.body.buffer, input.body.byteOffset, input.body.byteLength),
        input.contentType,
        input.charset,
        new URL(input.url),
      );
    case 'paste':
      return { title: '', text: input.text, language: null };
  }
}

function readPage(body: Buffer, contentType: string, charset: string | undefined, url: URL): ExtractedText {
  const decoded = decodeWithCharset(body, charset ?? metaCharset(body));
  const fallbackTitle = url.hostname;
  if (contentType === 'text/plain') return { title: fallbackTitle, text: decoded, language: null };
  if (contentType === 'text/markdown') {
    const markdown = readMarkdown(decoded);
    return { ...markdown, title: markdown.title || fallbackTitle, language: null };
  }
  const page = readHtml(decoded);
  return { ...page, title: page.title || fallbackTitle };
}

/** A page's charset from its <meta> tags (the first kilobytes), when the header named none. */
function metaCharset(body: Buffer): string | undefined {
  const head = body.subarray(0, 4096).toString('latin1');
  return /<meta[^>]+charset\s*=\s*["']?([\w-]+)/i.exec(head)?.[1];
}

/** The title the file or page gave, else the text's first line; one line, at most TOPIC_MAX_LENGTH. */
function titleOf(given: string, text: string): string {
  const line = normalizeText(given).replace(/\s+/g, ' ').trim() || text.split('\n')[0].trim();
  if (line.length <= TOPIC_MAX_LENGTH) return line;
  const cut = line.slice(0, TOPIC_MAX_LENGTH - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), TOPIC_MAX_LENGTH / 2)).trimEnd()}…`;
}
