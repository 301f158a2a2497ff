import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { normalizeWord } from '@reeprise/contract';

/** Limits on what one import reads, so a wrong or hostile file cannot exhaust memory. */
export const DICTD_LIMITS = {
  /** The .index file and the (uncompressed) .dict text; FreeDict's largest are a few tens of MiB. */
  maxFileBytes: 256 * 1024 * 1024,
  maxEntries: 2_000_000,
  /** Longer headwords are phrases no click produces; they are skipped. */
  maxHeadwordLength: 200,
  /** Longer definitions are cut here (a dictionary's entry is shown in a side panel). */
  maxDefinitionLength: 4_000,
};

export interface DictdEntry {
  headword: string;
  headwordKey: string;
  definition: string;
}

export interface DictdDictionary {
  /** The files' base name, e.g. `spa-eng`. */
  name: string;
  /** `00-database-short`, else the name. */
  title: string;
  entries: DictdEntry[];
}

export class DictdFormatError extends Error {}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** dictd writes offsets and lengths as base-64 numbers in this alphabet (most significant digit first). */
export function decodeDictdNumber(text: string): number {
  if (text.length === 0 || text.length > 8) throw new DictdFormatError(`Bad number '${text}' in the index.`);
  let value = 0;
  for (const char of text) {
    const digit = BASE64.indexOf(char);
    if (digit < 0) throw new DictdFormatError(`Bad number '${text}' in the index.`);
    value = value * 64 + digit;
  }
  return value;
}

/** `dir/spa-eng`, `dir/spa-eng.index`, `.dict` or `.dict.dz` all name the same dictionary. */
export function dictdBase(file: string): string {
  return file.replace(/\.(index|dict\.dz|dict)$/, '');
}

/** Reads `BASE.index` and `BASE.dict` (or the dictzip `BASE.dict.dz`) whole; throws DictdFormatError on any fault. */
export function readDictd(file: string): DictdDictionary {
  const base = dictdBase(file);
  const indexText = readLimited(`${base}.index`).toString('utf8');
  const dict = readDictText(base);
  const name = path.basename(base);
  let title = name;
  const entries: DictdEntry[] = [];
  for (const [number, line] of indexText.split('\n').entries()) {
    if (line.trim() === '') continue;
    const fields = line.replace(/\r$/, '').split('\t');
    if (fields.length < 3)
      throw new DictdFormatError(`Line ${number + 1} of the index has no offset and length.`);
    const [headword = '', offsetText = '', lengthText = ''] = fields;
    const offset = decodeDictdNumber(offsetText);
    const length = decodeDictdNumber(lengthText);
    if (offset + length > dict.length) {
      throw new DictdFormatError(`Line ${number + 1} of the index points past the end of the .dict file.`);
    }
    const text = dict.subarray(offset, offset + length).toString('utf8');
    // dictd's own metadata entries: the short name is the title, the rest is not a word
    if (headword.startsWith('00-database-') || headword.startsWith('00database')) {
      if (/^00-?database-?short$/.test(headword)) title = shortTitle(text, headword) || title;
      continue;
    }
    const headwordKey = normalizeWord(headword.trim());
    if (headwordKey === '' || headwordKey.length > DICTD_LIMITS.maxHeadwordLength) continue;
    if (entries.length >= DICTD_LIMITS.maxEntries) {
      throw new DictdFormatError(`More than ${DICTD_LIMITS.maxEntries} entries: not imported.`);
    }
    entries.push({ headword: headword.trim(), headwordKey, definition: cut(text.trim()) });
  }
  if (entries.length === 0) throw new DictdFormatError('The index lists no entries.');
  return { name, title, entries };
}

/**
 * The translation part of an entry for a vocabulary card: FreeDict repeats the headword (and its
 * pronunciation) on the first line, the senses follow; they are joined into one line.
 */
export function definitionGist(headword: string, definition: string, maxLength: number): string {
  const lines = definition
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  if (lines.length > 1 && normalizeWord(lines[0] ?? '').startsWith(normalizeWord(headword))) lines.shift();
  const gist = lines.join('; ').replace(/\s+/g, ' ').trim();
  return gist.length > maxLength ? `${gist.slice(0, maxLength - 1).trimEnd()}…` : gist;
}

function readDictText(base: string): Buffer {
  if (existsSync(`${base}.dict`)) return readLimited(`${base}.dict`);
  if (!existsSync(`${base}.dict.dz`))
    throw new DictdFormatError(`Neither ${base}.dict nor ${base}.dict.dz exists.`);
  // dictzip is gzip with a random-access table in an extra field: plain gunzip reads it whole
  try {
    return gunzipSync(readLimited(`${base}.dict.dz`), { maxOutputLength: DICTD_LIMITS.maxFileBytes });
  } catch (error) {
    throw new DictdFormatError(
      `${base}.dict.dz is not a readable dictzip/gzip file (${(error as Error).message}).`,
    );
  }
}

function readLimited(file: string): Buffer {
  if (!existsSync(file)) throw new DictdFormatError(`${file} does not exist.`);
  if (statSync(file).size > DICTD_LIMITS.maxFileBytes) {
    throw new DictdFormatError(`${file} is larger than ${DICTD_LIMITS.maxFileBytes / 1024 / 1024} MiB.`);
  }
  return readFileSync(file);
}

/** The short-name entry's text repeats its headword on the first line in some dictionaries. */
function shortTitle(text: string, headword: string): string {
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && line !== headword);
  return (lines[0] ?? '').slice(0, 500);
}

function cut(text: string): string {
  const max = DICTD_LIMITS.maxDefinitionLength;
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
