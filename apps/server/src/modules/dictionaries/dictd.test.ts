import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { candidateForms } from './base-forms.js';
import { DictdFormatError, decodeDictdNumber, definitionGist, readDictd } from './dictd.js';
import { encodeDictdNumber, writeDictd } from './dictd.fixtures.js';
import { resolveLanguagePair } from './language-pair.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'reeprise-dictd-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('dictd numbers', () => {
  it('reads base-64 digits in dictd’s alphabet, most significant first', () => {
    expect(decodeDictdNumber('A')).toBe(0);
    expect(decodeDictdNumber('B')).toBe(1);
    expect(decodeDictdNumber('/')).toBe(63);
    expect(decodeDictdNumber('BA')).toBe(64);
    expect(decodeDictdNumber('Ck+')).toBe(2 * 4096 + 36 * 64 + 62);
    for (const value of [0, 63, 64, 4095, 123_456_789])
      expect(decodeDictdNumber(encodeDictdNumber(value))).toBe(value);
    expect(() => decodeDictdNumber('a-b')).toThrow(DictdFormatError);
  });
});

describe('readDictd', () => {
  const entries: Array<[string, string]> = [
    ['casa', 'house; home'],
    ['Ñandú', 'rhea'],
    ['perro', 'dog'],
  ];

  it.each([false, true])(
    'reads .index with .dict (compressed: %s), skipping the 00-database entries',
    (compress) => {
      const base = writeDictd(dir, 'spa-eng', entries, {
        compress,
        short: 'Spanish-English FreeDict Dictionary',
      });
      for (const named of [base, `${base}.index`, compress ? `${base}.dict.dz` : `${base}.dict`]) {
        const dictionary = readDictd(named);
        expect(dictionary.name).toBe('spa-eng');
        expect(dictionary.title).toBe('Spanish-English FreeDict Dictionary');
        expect(dictionary.entries.map((entry) => [entry.headword, entry.headwordKey])).toEqual([
          ['casa', 'casa'],
          ['Ñandú', 'ñandú'],
          ['perro', 'perro'],
        ]);
        expect(dictionary.entries[1]?.definition).toBe('Ñandú /pron/\nrhea');
      }
    },
  );

  it('refuses an index that points past the end of the .dict, and a missing .dict', () => {
    const base = writeDictd(dir, 'spa-eng', entries);
    writeFileSync(`${base}.index`, `casa\tA\tBA\nperro\tZZZ\tB\n`);
    expect(() => readDictd(base)).toThrow(/points past the end/);
    rmSync(`${base}.dict`);
    expect(() => readDictd(base)).toThrow(/Neither .*\.dict nor/);
  });

  it('refuses a .dict.dz that is not gzip', () => {
    const base = writeDictd(dir, 'spa-eng', entries, { compress: true });
    writeFileSync(`${base}.dict.dz`, 'not gzip at all');
    expect(() => readDictd(base)).toThrow(/not a readable dictzip/);
  });
});

describe('definitionGist', () => {
  it('drops the repeated headword line and joins the senses', () => {
    expect(definitionGist('casa', 'casa /ˈkasa/\nhouse\n  home\n', 200)).toBe('house; home');
    expect(definitionGist('gato', 'cat', 200)).toBe('cat');
    expect(definitionGist('x', 'x\n' + 'long '.repeat(100), 20)).toHaveLength(20);
  });
});

describe('candidateForms', () => {
  it('lists the clicked form lower-cased, the known base forms, then the stems, without repeats', () => {
    expect(candidateForms('Casas')).toEqual(['casas']);
    expect(candidateForms('Hablaban', [], ['hablar'])).toEqual(['hablaban', 'hablar']);
    expect(candidateForms('fueron', ['ir'], ['fueron', 'Ser'])).toEqual(['fueron', 'ir', 'ser']);
    expect(candidateForms('Дома')).toEqual(['дома']);
  });
});

describe('resolveLanguagePair', () => {
  it('maps FreeDict names and lets --from/--to override them', () => {
    expect(resolveLanguagePair('spa-eng', undefined, undefined)).toEqual({ from: 'SPANISH', to: 'ENGLISH' });
    expect(resolveLanguagePair('fra-deu', undefined, undefined)).toEqual({ from: 'FRENCH', to: 'GERMAN' });
    // Debian's dict-freedict-* packages name their files freedict-spa-eng.index
    expect(resolveLanguagePair('freedict-spa-eng', undefined, undefined)).toEqual({
      from: 'SPANISH',
      to: 'ENGLISH',
    });
    expect(resolveLanguagePair('por-eng', 'portuguese_from_brazil', undefined)).toEqual({
      from: 'PORTUGUESE_FROM_BRAZIL',
      to: 'ENGLISH',
    });
    expect(resolveLanguagePair('por-eng', undefined, undefined)).toMatchObject({
      error: expect.stringMatching(/--from/),
    });
    expect(resolveLanguagePair('eng-spa', undefined, undefined)).toMatchObject({
      error: expect.stringMatching(/--to/),
    });
  });
});
