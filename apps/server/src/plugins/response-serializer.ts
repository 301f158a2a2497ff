import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Write = (value: unknown) => string;
type Serialize = (data: unknown) => string;
type ZodCheckDef = { check: string; format?: string; value?: unknown; inclusive?: boolean };
type ZodDef = { type: string; checks?: Array<{ _zod: { def: ZodCheckDef } }> } & Record<string, unknown>;

/** Thrown when a value does not fit; the caller then lets zod answer (and report) instead. */
class Mismatch extends Error {}
const mismatch = (): never => {
  throw new Mismatch();
};

/**
 * Response serialisation without zod encoding (docs/decisions/007). zod encoded every answer into a new
 * object before `JSON.stringify`: a tenth of the text list's time. Each response schema built only from
 * objects, arrays, strings, numbers, booleans, enums, literals, nullable and optional is compiled once
 * into a writer that checks each value as it writes it, in the schema's key order, dropping other keys:
 * the same bytes as `JSON.stringify(z.encode(schema, data))`. A value that does not fit, and every schema
 * with anything else (transforms, unions, records, refinements), goes through zod as before, so invalid
 * answers still fail the same way.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  const slow: Serialize = zodSerializerCompiler(route);
  const schema = route.schema instanceof z.ZodType ? route.schema : undefined;
  const write = schema && compileJsonWriter(schema);
  if (!write) return slow;
  return (data: unknown) => {
    try {
      return write(data);
    } catch (error) {
      if (error instanceof Mismatch) return slow(data);
      throw error;
    }
  };
};

/** Writes an answer of `schema` to the same text the response serialiser would send for it. */
export function responseWriter(schema: z.ZodType): Serialize {
  return responseSerializerCompiler({ schema, method: 'GET', url: '', httpStatus: '200' });
}

/** A writer producing exactly what zod encoding plus `JSON.stringify` would, or undefined when unsupported. */
export function compileJsonWriter(schema: z.ZodType): Write | undefined {
  try {
    return compile(schema);
  } catch (error) {
    if (error instanceof Unsupported) return undefined;
    throw error;
  }
}

class Unsupported extends Error {}

function defOf(schema: unknown): ZodDef {
  return (schema as { _zod: { def: ZodDef } })._zod.def;
}

function compile(schema: unknown): Write {
  const def = defOf(schema);
  const checks = (def.checks ?? []).map((check) => check._zod.def);
  const intFormats = checks.filter((check) => check.check === 'number_format');
  // a number's bounds (a share between 0 and 1, a count from 0) are checked here as zod would
  const bounds = checks.filter((check) => check.check === 'greater_than' || check.check === 'less_than');
  if (
    checks.length !== intFormats.length + bounds.length ||
    intFormats.some((check) => check.format !== 'safeint') ||
    (bounds.length > 0 && def.type !== 'number') ||
    bounds.some((check) => typeof check.value !== 'number')
  ) {
    throw new Unsupported();
  }
  const inBounds = (value: number) =>
    bounds.every((check) => {
      const limit = check.value as number;
      if (check.check === 'greater_than') return check.inclusive ? value >= limit : value > limit;
      return check.inclusive ? value <= limit : value < limit;
    });
  switch (def.type) {
    case 'string':
      return (value) => (typeof value === 'string' ? JSON.stringify(value) : mismatch());
    case 'boolean':
      return (value) => (value === true ? 'true' : value === false ? 'false' : mismatch());
    case 'number':
      return intFormats.length > 0
        ? (value) => (Number.isSafeInteger(value) && inBounds(value as number) ? String(value) : mismatch())
        : (value) =>
            typeof value === 'number' && Number.isFinite(value) && inBounds(value) ? String(value) : mismatch();
    case 'enum': {
      const values = Object.values(def.entries as Record<string, unknown>);
      if (!values.every((value) => typeof value === 'string')) throw new Unsupported();
      const allowed = new Set<unknown>(values);
      return (value) => (allowed.has(value) ? JSON.stringify(value) : mismatch());
    }
    case 'literal': {
      const values = def.values as unknown[];
      if (!values.every((value) => typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value === null)) {
        throw new Unsupported();
      }
      const allowed = new Set<unknown>(values);
      return (value) => (allowed.has(value) ? JSON.stringify(value) : mismatch());
    }
    case 'nullable': {
      const inner = compile(def.innerType);
      return (value) => (value === null ? 'null' : inner(value));
    }
    case 'array': {
      const item = compile(def.element);
      return (value) => {
        if (!Array.isArray(value)) return mismatch();
        let out = '[';
        for (let i = 0; i < value.length; i++) out += (i === 0 ? '' : ',') + item(value[i]);
        return `${out}]`;
      };
    }
    case 'object':
      return compileObject(def);
    default:
      throw new Unsupported();
  }
}

function compileObject(def: ZodDef): Write {
  if (def.catchall !== undefined) throw new Unsupported();
  const fields = Object.entries(def.shape as Record<string, unknown>).map(([key, field]) => {
    const optional = defOf(field).type === 'optional';
    return { key, name: `${JSON.stringify(key)}:`, optional, write: compile(optional ? defOf(field).innerType : field) };
  });
  return (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return mismatch();
    const record = value as Record<string, unknown>;
    let out = '{';
    for (const field of fields) {
      const item = record[field.key];
      if (item === undefined && field.optional) continue;
      out += (out.length === 1 ? '' : ',') + field.name + field.write(item);
    }
    return `${out}}`;
  };
}
