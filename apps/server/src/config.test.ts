import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENV_VARIABLES } from './config.js';

const README = readFileSync(path.resolve(import.meta.dirname, '../../../README.md'), 'utf8');

/** The first column of the README's configuration table: every `NAME` it documents. */
function documentedVariables(): string[] {
  const section = README.split('## Configuration')[1]?.split('\n## ')[0] ?? '';
  return [...section.matchAll(/^\| `([A-Z0-9_]+)` \|/gm)].map((match) => match[1]);
}

describe('the README documents the configuration', () => {
  it('lists every variable the server reads', () => {
    const documented = new Set(documentedVariables());
    expect(ENV_VARIABLES.filter((name) => !documented.has(name))).toEqual([]);
  });

  it('lists no variable the server does not read', () => {
    const read = new Set<string>(ENV_VARIABLES);
    expect(documentedVariables().filter((name) => !read.has(name))).toEqual([]);
  });
});
