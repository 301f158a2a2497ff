import { ChapterSchema, GeneratedTextSchema, LevelFitSchema, VocabularyPageSchema } from '@reeprise/contract';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { schemaSamples } from '../src/testing/schema-samples';
import { answerChecks, answerChecksModule } from './answer-checks';

type Checks = Record<string, (value: unknown) => boolean>;

/** The generated module, loaded as the browser would load it. */
async function load(schemas: Record<string, unknown>): Promise<Checks> {
  const { code } = answerChecksModule(schemas);
  return (await import(/* @vite-ignore */ `data:text/javascript,${encodeURIComponent(code)}`)) as Checks;
}

// a text GeneratedTextSchema accepts, as the browser's first answer would be
const [text] = fc.sample(schemaSamples(GeneratedTextSchema).valid, { numRuns: 1, seed: 48 }) as object[];

describe('answer checks compiled from zod schemas', () => {
  test('a changed schema changes its check, with no other edit', async () => {
    const { isText: before } = await load({ TextSchema: GeneratedTextSchema });
    const { isText: after } = await load({
      TextSchema: GeneratedTextSchema.extend({ topic: z.number().int().min(1), mood: z.enum(['calm']) }),
    });
    expect(before?.(text)).toBe(true);
    expect(after?.(text)).toBe(false);
    expect(after?.({ ...text, topic: 3, mood: 'calm' })).toBe(true);
    expect(after?.({ ...text, topic: 0, mood: 'calm' })).toBe(false);
    expect(after?.({ ...text, topic: 3, mood: 'stormy' })).toBe(false);
  });

  test('the plugin compiles the contract’s own schemas', async () => {
    const plugin = answerChecks();
    const resolve = plugin.resolveId as (id: string) => string | null;
    const loadHook = plugin.load as (id: string) => string | null;
    const id = resolve('virtual:answer-checks');
    expect(id).toBeTruthy();
    const code = loadHook(id ?? '');
    const checks = (await import(
      /* @vite-ignore */ `data:text/javascript,${encodeURIComponent(code ?? '')}`
    )) as Checks;
    expect(checks.isGeneratedText?.(text)).toBe(true);
    expect(checks.isGeneratedText?.({ ...text, level_fit: { known_share: 2 } })).toBe(false);
  });

  test('a part two schemas share is one function of the module', () => {
    const { code } = answerChecksModule({ GeneratedTextSchema, ChapterSchema, LevelFitSchema });
    expect(code.split('\n').filter((line) => line.includes('"known_share"'))).toHaveLength(1);
    expect(code.match(/new Set\(\["PENDING", "COMPLETE", "FAILED"\]\)/g)).toHaveLength(1);
  });

  test('a schema only zod can check gets no check, and says why; the others still do', async () => {
    const Node: z.ZodType = z.object({
      get children() {
        return z.array(Node);
      },
    });
    const schemas = {
      RefinedSchema: z.object({ a: z.string() }).refine((value) => value.a !== 'b'),
      TransformedSchema: z.object({ a: z.string().transform((value) => value.length) }),
      DefaultedSchema: z.object({ a: z.array(z.string()).default([]) }),
      CoercedSchema: z.object({ id: z.coerce.number() }),
      MeasuredSchema: z.object({ a: z.string().max(5) }),
      StrictSchema: z.object({ a: z.string() }).strict(),
      TreeSchema: Node,
      ProtoSchema: z.object({ constructor: z.string() }),
      VocabularyPageSchema,
    };
    const { left } = answerChecksModule(schemas);
    expect(left.map((reason) => reason.split(':')[0])).toEqual(
      Object.keys(schemas).filter((name) => name !== 'VocabularyPageSchema'),
    );
    const checks = await load(schemas);
    expect(Object.keys(checks)).toEqual(['isVocabularyPage']);
  });

  test('only exports named …Schema that are zod schemas are compiled', () => {
    const { code } = answerChecksModule({
      LEVELS: ['A1'],
      LevelFit: LevelFitSchema,
      pageSchema: () => z.string(),
    });
    expect(code).not.toMatch(/^export /m);
  });
});
