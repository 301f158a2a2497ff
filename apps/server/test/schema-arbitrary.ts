import fc from 'fast-check';

/** The part of JSON Schema (as @fastify/swagger emits it from the zod contract) we generate from. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  format?: string;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

const huge = fc.string({ minLength: 5000, maxLength: 20000 });
const unicode = fc.string({ unit: 'binary', maxLength: 40 });
/** Values of the wrong kind: what a careless or hostile client sends. */
export const hostile = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.constantFrom(-1, 0, 2 ** 31, 2 ** 53, Number.MAX_SAFE_INTEGER),
  fc.constantFrom('', ' ', '0', '-1', 'null', 'true', '../../etc/passwd', '<script>alert(1)</script>', "' OR 1=1 --", '\u0000', '💥'),
  unicode,
  huge,
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
);

/** Values that satisfy the schema, including its boundaries. */
export function valid(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) return fc.oneof(...options.map(valid));
  if (schema.allOf?.length) return valid(schema.allOf[0]);
  const types = Array.isArray(schema.type) ? schema.type : [schema.type ?? 'object'];
  return fc.oneof(...types.map((type) => validOfType(schema, type)));
}

function validOfType(schema: JsonSchema, type: string): fc.Arbitrary<unknown> {
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer': {
      const min = Math.max(schema.minimum ?? (schema.exclusiveMinimum ?? -1e6 - 1) + 1, -1e9);
      const max = Math.min(schema.maximum ?? 1e6, 1e9);
      return fc.oneof(fc.integer({ min, max }), fc.constantFrom(min, max));
    }
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true });
    case 'string': {
      if (schema.format === 'email') return fc.emailAddress();
      const minLength = schema.minLength ?? 0;
      const maxLength = Math.min(schema.maxLength ?? 60, 300);
      return fc.oneof(fc.string({ minLength, maxLength }), fc.string({ minLength: maxLength, maxLength }));
    }
    case 'array':
      return fc.array(schema.items ? valid(schema.items) : fc.jsonValue(), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, 25),
      });
    default: {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const entries = Object.entries(properties).map(([key, prop]) => [key, valid(prop)] as const);
      return fc.record(Object.fromEntries(entries), {
        requiredKeys: Object.keys(properties).filter((key) => required.has(key)),
      });
    }
  }
}

/** Mostly-valid objects with one field broken, a field missing or one extra: the interesting invalid inputs. */
export function mutated(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (!schema.properties || Object.keys(schema.properties).length === 0) return hostile;
  const keys = Object.keys(schema.properties);
  return fc
    .tuple(valid(schema), fc.constantFrom(...keys), hostile, fc.constantFrom('break', 'drop', 'extra'))
    .map(([value, key, bad, how]) => {
      const copy = { ...(value as Record<string, unknown>) };
      if (how === 'break') copy[key] = bad;
      else if (how === 'drop') delete copy[key];
      else copy[`${key}_extra`] = bad;
      return copy;
    });
}

/** A request body or parameter: valid, boundary, mutated or plain hostile. */
export function anyInput(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  if (!schema) return fc.oneof(fc.constant(undefined), hostile);
  return fc.oneof({ arbitrary: valid(schema), weight: 2 }, { arbitrary: mutated(schema), weight: 2 }, { arbitrary: hostile, weight: 1 });
}
