import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** dictd's base-64 number, as dictfmt writes it (test side, written independently of the parser). */
export function encodeDictdNumber(value: number): string {
  let text = '';
  let rest = value;
  do {
    text = BASE64[rest % 64] + text;
    rest = Math.floor(rest / 64);
  } while (rest > 0);
  return text;
}

/**
 * Writes `dir/name.index` and `name.dict` (or `name.dict.dz`, gzip as dictzip is) the way dictfmt does:
 * the 00-database entries first, each entry's text starting with its headword line. Returns the base path.
 */
export function writeDictd(
  dir: string,
  name: string,
  entries: Array<[headword: string, senses: string]>,
  options: { short?: string; compress?: boolean } = {},
): string {
  const all: Array<[string, string]> = [
    ['00-database-info', 'This file was converted from the original database by dictfmt.\n'],
    ['00-database-short', `00-database-short\n     ${options.short ?? `Test ${name}`}\n`],
    ['00-database-url', 'https://freedict.org/\n'],
    ...entries.map(([headword, senses]): [string, string] => [headword, `${headword} /pron/\n${senses}\n`]),
  ];
  const chunks: Buffer[] = [];
  const lines: string[] = [];
  let offset = 0;
  for (const [headword, text] of all) {
    const bytes = Buffer.from(text, 'utf8');
    lines.push(`${headword}\t${encodeDictdNumber(offset)}\t${encodeDictdNumber(bytes.length)}`);
    chunks.push(bytes);
    offset += bytes.length;
  }
  const base = path.join(dir, name);
  writeFileSync(`${base}.index`, `${lines.join('\n')}\n`);
  const dict = Buffer.concat(chunks);
  if (options.compress) writeFileSync(`${base}.dict.dz`, gzipSync(dict));
  else writeFileSync(`${base}.dict`, dict);
  return base;
}
