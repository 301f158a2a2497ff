import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, ENV_DEFAULTS, ENV_VARIABLES, loadConfig } from './config.js';

const README = readFileSync(path.resolve(import.meta.dirname, '../../../README.md'), 'utf8');

/** The README's configuration table: every `NAME` it documents, with its default column. */
function documentedRows(): Array<{ name: string; documentedDefault: string }> {
  const section = README.split('## Configuration')[1]?.split('\n## ')[0] ?? '';
  return [...section.matchAll(/^\| `([A-Z0-9_]+)` \| ([^|]*) \|/gm)].map((match) => ({
    name: match[1],
    documentedDefault: match[2].trim(),
  }));
}
const documentedVariables = () => documentedRows().map((row) => row.name);

describe('the README documents the configuration', () => {
  it('lists every variable the server reads', () => {
    const documented = new Set(documentedVariables());
    expect(ENV_VARIABLES.filter((name) => !documented.has(name))).toEqual([]);
  });

  it('lists no variable the server does not read', () => {
    const read = new Set<string>(ENV_VARIABLES);
    expect(documentedVariables().filter((name) => !read.has(name))).toEqual([]);
  });

  it('shows the default the schema gives each variable that has one', () => {
    const wrong = documentedRows().flatMap(({ name, documentedDefault }) => {
      const value = ENV_DEFAULTS[name as keyof typeof ENV_DEFAULTS];
      const expected = value === undefined ? undefined : `\`${String(value)}\``;
      return expected === undefined || documentedDefault === expected
        ? []
        : [{ name, documentedDefault, expected }];
    });
    expect(wrong).toEqual([]);
  });
});

describe('loadConfig', () => {
  const base = { DATABASE_URL: 'sqlite::memory:' };

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ JOB_LOCK_MS: '10' }, 'JOB_LOCK_MS'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET: must be at least 32 characters'],
    [{ ROLE: 'web' }, 'ROLE'],
    [{ LLM_PROVIDER: 'openai' }, 'LLM_PROVIDER: openai needs LLM_API_KEY or LLM_BASE_URL'],
  ])('stops at %o with a message naming the variable', (env, named) => {
    expect(() => loadConfig({ ...base, ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, ...env })).toThrow(named);
  });

  it('maps the variables into the nested settings with their defaults and derived values', () => {
    const config = loadConfig({
      ...base,
      WISH_SPACE_MAX_MB: '2',
      HTTP_HEADERS_TIMEOUT_MS: '90000',
      LLM_MODEL: 'm',
    });
    expect(config.usageLimits.wishSpaceMaxBytes).toBe(2 * 1024 * 1024);
    expect(config.http.headersTimeoutMs).toBe(config.http.requestTimeoutMs);
    expect(config.llm).toMatchObject({
      provider: 'demo',
      model: 'm',
      visionModel: 'm',
      jsonMode: 'auto',
      speech: undefined,
    });
    expect(config.jobs.generationConcurrency).toBe(ENV_DEFAULTS.GENERATION_CONCURRENCY);
  });
});
