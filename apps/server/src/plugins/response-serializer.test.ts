import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contract from '@reeprise/contract';
import { mutated, valid, type JsonSchema } from '../../test/schema-arbitrary.js';
import { compileJsonWriter, responseSerializerCompiler } from './response-serializer.js';

const schemas: Array<[string, z.ZodType]> = [];
for (const [name, value] of Object.entries(contract) as Array<[string, unknown]>) {
  if (value instanceof z.ZodType) schemas.push([name, value]);
}
const serializerFor = (schema: z.ZodType) => responseSerializerCompiler({ schema, method: 'GET', url: '/test' });
const viaZod = (schema: z.ZodType, value: unknown) => JSON.stringify(z.encode(schema, value));

function jsonSchemaOf(schema: z.ZodType): JsonSchema | undefined {
  try {
    return z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return undefined;
  }
}

describe('response serializer', () => {
  it('compiles the hot answers (whoami, text list, vocabulary list) without zod', () => {
    for (const schema of [contract.WhoamiSchema, contract.GeneratedTextPageSchema, contract.VocabularyPageSchema]) {
      expect(compileJsonWriter(schema)).toBeDefined();
    }
  });

  it.each(schemas)('writes %s byte for byte as zod encoding + JSON.stringify does', (_name, schema) => {
    const json = jsonSchemaOf(schema);
    if (!json) return;
    const fast = compileJsonWriter(schema);
    const serialize = serializerFor(schema);
    fc.assert(
      fc.property(fc.oneof(valid(json), mutated(json)), (value) => {
        let expected: string | undefined;
        try {
          expected = viaZod(schema, value);
        } catch {
          expected = undefined;
        }
        if (expected === undefined) {
          // an answer that breaks the contract still fails, as it did with zod alone
          expect(() => serialize(value)).toThrow();
          return;
        }
        expect(serialize(value)).toBe(expected);
        // and a supported schema answers valid data without falling back to zod
        if (fast) expect(fast(value)).toBe(expected);
      }),
      { numRuns: 60 },
    );
  });

  it('drops keys the schema does not have and keeps the schema key order', () => {
    const write = compileJsonWriter(contract.WhoamiSchema)!;
    const value = { permissions: ['a'], secret: 'x', is_staff: true, username: 'ann', userId: 1 };
    expect(write(value)).toBe('{"userId":1,"username":"ann","is_staff":true,"permissions":["a"]}');
    expect(write(value)).toBe(viaZod(contract.WhoamiSchema, value));
  });

  it('refuses values zod refuses', () => {
    const serialize = serializerFor(contract.WhoamiSchema);
    for (const bad of [
      { userId: 1.5, username: 'ann', is_staff: false, permissions: [] },
      { userId: Number.NaN, username: 'ann', is_staff: false, permissions: [] },
      { userId: 1, username: 'ann', is_staff: 'yes', permissions: [] },
      { userId: 1, username: 'ann', is_staff: false },
      null,
    ]) {
      expect(() => serialize(bad)).toThrow();
    }
  });
});
