import fc from 'fast-check';
import { z } from 'zod';

/**
 * Samples of a zod schema for differential tests (lib/answer-checks.test.ts): values it accepts, read off
 * its JSON Schema (zod's `toJSONSchema`, a description independent of the compiled checks under test), and
 * the same values with one part broken, dropped or added anywhere in them, which it may or may not accept.
 */
type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
};

function accepted(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return fc.oneof(...options.map(accepted));
  const types = Array.isArray(schema.type) ? schema.type : [schema.type ?? 'object'];
  return fc.oneof(...types.map((type) => ofType(schema, type)));
}

function ofType(schema: JsonSchema, type: string): fc.Arbitrary<unknown> {
  // the bounds as given, with zod's integer limits and a few values on and beside them
  const min = schema.minimum ?? (schema.exclusiveMinimum ?? -1e9) + Number.EPSILON;
  const max = schema.maximum ?? (schema.exclusiveMaximum ?? 1e9) - Number.EPSILON;
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'string':
      return fc.string({ maxLength: 12 });
    case 'integer': {
      const [low, high] = [Math.max(Math.ceil(min), -1e9), Math.min(Math.floor(max), 1e9)];
      return fc.oneof(fc.integer({ min: low, max: high }), fc.constantFrom(low, high));
    }
    case 'number':
      return fc.oneof(fc.double({ min, max, noNaN: true }), fc.constantFrom(min, max));
    case 'array':
      return fc.array(schema.items ? accepted(schema.items) : fc.jsonValue(), { maxLength: 3 });
    default: {
      const properties = schema.properties ?? {};
      const fields = Object.fromEntries(
        Object.entries(properties).map(([key, field]) => [key, accepted(field)]),
      );
      return fc.record(fields, { requiredKeys: schema.required ?? [] });
    }
  }
}

/** What a broken answer holds instead: every kind of JSON value, and numbers at zod's edges. */
const WRONG = fc.oneof(
  fc.constantFrom(null, true, false, '', 'PENDING', 0, -1, 1.5, 2 ** 53, -(2 ** 53), 0.5, 2, [], {}),
  fc.jsonValue({ maxDepth: 2 }),
);

type Change = { path: number; how: 'replace' | 'drop' | 'add'; value: unknown };

/** Every place in a JSON value (the value itself first), as a list of keys. */
function places(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  const children =
    typeof value === 'object' && value !== null
      ? Object.entries(value).flatMap(([key, child]) =>
          places(child, [...at, Array.isArray(value) ? Number(key) : key]),
        )
      : [];
  return [at, ...children];
}

function changed(value: unknown, { path, how, value: wrong }: Change): unknown {
  const copy = structuredClone(value);
  const all = places(copy);
  const target = all[path % all.length];
  if (target.length === 0) return how === 'replace' ? wrong : copy;
  const parent = target
    .slice(0, -1)
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], copy);
  const key = target[target.length - 1];
  const holder = parent as Record<string | number, unknown>;
  if (how === 'replace') holder[key] = wrong;
  else if (how === 'drop' && !Array.isArray(parent)) delete holder[key];
  else if (Array.isArray(parent)) parent.push(wrong);
  else holder[`${String(key)}_extra`] = wrong;
  return copy;
}

/** Values `schema` accepts, and the same values each changed in one place (accepted or not). */
export function schemaSamples(schema: z.ZodType) {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const valid = accepted(json);
  const change = fc.record({
    path: fc.nat(),
    how: fc.constantFrom<Change['how']>('replace', 'replace', 'drop', 'add'),
    value: WRONG,
  });
  const broken = fc.tuple(valid, change).map(([value, how]) => changed(value, how));
  return { valid, broken, any: fc.oneof(valid, broken) };
}
