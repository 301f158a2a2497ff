import { IMPORT_WORDS_MAX, TOPIC_MAX_LENGTH, type DetectImportFields } from '@reeprise/contract';
import { codedError } from '../../plugins/http-error.js';
import { countWords } from '../generated-texts/word-count.js';
import { splitIntoChapters } from './chapter-split.js';
import { extractFile, type ExtractedText } from './extract/index.js';
import { readHtml } from './extract/html-text.js';
import { readMarkdown } from './extract/markdown.js';
import { decodeWithCharset, normalizeText } from './extract/plain-text.js';
import { fetchPage, type FetchLimits } from './safe-fetch.js';
import type { ImportSource } from '@reeprise/contract';

/** An uploaded file as the route read it. */
export interface UploadedFile {
  name: string;
  data: Buffer;
}

/** A text ready to store: normalised, titled, split into chapters, with the language it declares. */
export interface PreparedText {
  source: ImportSource;
  url: string | null;
  title: string;
  declaredLanguage: string | null;
  text: string;
  words: number;
  chapters: { content: string; words: number }[];
}

/** Which one of the three sources the form gives; none or several is the learner's mistake. */
export function sourceOf(fields: DetectImportFields, file: UploadedFile | undefined): ImportSource {
  const given: ImportSource[] = [];
  if (fields.text?.trim()) given.push('paste');
  if (file) given.push('file');
  if (fields.url) given.push('url');
  if (given.length !== 1) {
    throw codedError(400, 'import_source_missing', 'Paste a text, choose a file or enter a web address (one of them).');
  }
  return given[0];
}

/** Reads the text from its source (the page is fetched here), then normalises, checks and splits it. */
export async function prepareText(
  fields: DetectImportFields,
  file: UploadedFile | undefined,
  limits: FetchLimits,
): Promise<PreparedText> {
  const source = sourceOf(fields, file);
  let extracted: ExtractedText;
  let url: string | null = null;
  if (source === 'file') {
    extracted = extractFile(file!.name, file!.data);
  } else if (source === 'url') {
    const page = await fetchPage(fields.url!, limits);
    url = page.url;
    extracted = readPage(page.body, page.contentType, page.charset, new URL(page.url));
  } else {
    extracted = { title: '', text: fields.text ?? '', language: null };
  }
  const text = normalizeText(extracted.text);
  const words = countWords(text);
  if (words === 0) throw codedError(422, 'import_empty', 'No text was found to import.');
  if (words > IMPORT_WORDS_MAX) {
    throw codedError(413, 'import_too_many_words', `A text may have at most ${IMPORT_WORDS_MAX} words.`, {
      count: IMPORT_WORDS_MAX,
    });
  }
  const chapters = splitIntoChapters(text).map((content) => ({ content, words: countWords(content) }));
  return {
    source,
    url,
    title: titleOf(extracted.title, text),
    declaredLanguage: extracted.language,
    text,
    words,
    chapters,
  };
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
