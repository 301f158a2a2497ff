import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { de } from './de';
import { en } from './en';

// vitest runs in apps/web (the jsdom environment gives this file an http: URL, not a path)
const SERVER_SOURCES = path.resolve(process.cwd(), '../server/src');

// `codedError(409, 'code', ...)`: the server's stable error codes (ErrorBody.code), written once there
const CODED_ERROR = /codedError\(\s*\d{3},\s*'([a-z][a-z0-9_]*)'/g;

function serverCodes(): string[] {
  const codes = new Set<string>();
  for (const entry of readdirSync(SERVER_SOURCES, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts')) continue;
    const source = readFileSync(path.join(entry.parentPath, entry.name), 'utf8');
    for (const [, code] of source.matchAll(CODED_ERROR)) codes.add(code);
  }
  return [...codes].sort();
}

const hasMessage = (errors: Record<string, string>, code: string) =>
  code in errors || (`${code}_one` in errors && `${code}_other` in errors);

describe('the server’s error codes', () => {
  const codes = serverCodes();

  test('are found in the server’s sources', () => {
    // the scan itself works: codes from several modules, the untrusted-input pool's among them
    expect(codes.length).toBeGreaterThan(30);
    expect(codes).toContain('untrusted_input_timeout');
  });

  // a code without a message shows the server's English detail, also to a German learner
  test.each([
    ['English', en.errors as Record<string, string>],
    ['German', de.errors as Record<string, string>],
  ])('each has a message in %s', (_language, errors) => {
    expect(codes.filter((code) => !hasMessage(errors, code))).toEqual([]);
  });
});
