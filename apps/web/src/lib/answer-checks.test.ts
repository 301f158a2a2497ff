import * as contract from '@reeprise/contract';
import fc from 'fast-check';
import * as checks from 'virtual:answer-checks';
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { schemaSamples } from '@/testing/schema-samples';

// Every check the build compiled (build/answer-checks.ts), beside the contract schema it was compiled from:
// the two must give the same verdict on every answer, so the check is the schema, not a copy of it.
const compiled = Object.entries(checks as Record<string, (value: unknown) => boolean>).map(
  ([name, check]) => {
    const schema: unknown = contract[`${name.slice(2)}Schema` as keyof typeof contract];
    return { name, check, schema: schema as z.ZodType };
  },
);

// what the learner pages check first (their api/ files import these): each must have been compiled
const FIRST_ANSWERS = [
  'GeneratedTextSchema',
  'GeneratedTextPageSchema',
  'TopViewedTextsSchema',
  'ChapterSchema',
  'VocabularyPageSchema',
  'DueSchema',
  'VocabularyStatsSchema',
  'TextStatsSchema',
  'ProgressSchema',
  'KnownHistorySchema',
];

describe('the compiled answer checks', () => {
  test('every check stands beside the schema it was compiled from, the first answers’ among them', () => {
    for (const { name, schema } of compiled) expect(schema, name).toBeInstanceOf(z.ZodType);
    const names = compiled.map(({ name }) => name);
    expect(names).toEqual(expect.arrayContaining(FIRST_ANSWERS.map((schema) => `is${schema.slice(0, -6)}`)));
  });

  test.each(compiled)('$name accepts exactly what its schema’s safeParse accepts', ({ check, schema }) => {
    fc.assert(
      fc.property(schemaSamples(schema).any, (value) => check(value) === schema.safeParse(value).success),
      { numRuns: 150 },
    );
  });

  // the samples above must reach both verdicts, or agreement would prove nothing
  test.each(FIRST_ANSWERS)('%s’s samples hold answers it accepts and answers it refuses', (name) => {
    const schema = contract[name as keyof typeof contract] as z.ZodType;
    const verdicts = fc
      .sample(schemaSamples(schema).any, { numRuns: 300, seed: 48 })
      .map((value) => schema.safeParse(value).success);
    expect(verdicts.filter(Boolean).length).toBeGreaterThan(60);
    expect(verdicts.filter((verdict) => !verdict).length).toBeGreaterThan(60);
  });

  test('an unknown field is harmless, a known one of the wrong kind is not', () => {
    const stats = { at_level: 3, measured: 10, target_known_share: 0.9 };
    const answer = { total_created_texts: 4, last_week_created_texts: 1, total_created_texts_length: 900 };
    expect(checks.isTextStats({ ...answer, level_hits: stats, shiny: true })).toBe(true);
    expect(checks.isTextStats({ ...answer, level_hits: { ...stats, at_level: -1 } })).toBe(false);
    expect(checks.isTextStats({ ...answer, total_created_texts: 4.5 })).toBe(false);
  });
});
