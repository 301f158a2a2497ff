import type { Plugin } from 'vite';
import { z } from 'zod';
// the contract's source, bundled with the Vite config like its paths (vite.config.ts)
import * as contract from '../../../packages/contract/src/index';

/**
 * The learner pages' first answers are checked by the contract's zod schemas, compiled here into plain
 * predicates (decision 045): the pages load no zod, and no hand-written copy of a schema is kept in step.
 * `import { isGeneratedText } from 'virtual:answer-checks'` is `GeneratedTextSchema`'s check, typed from the
 * schema by `src/lib/answer-checks.d.ts`; a change to the schema changes the check at the next build.
 *
 * The predicates are read off the schemas' definitions (`_zod.def`, zod's documented way for libraries to
 * walk a schema) and accept exactly what `safeParse` accepts (answer-checks.test.ts feeds both the same
 * samples). Only what an answer needs is compiled: objects (unknown keys allowed, as zod strips them),
 * strings, numbers with zod's integer and bound checks, booleans, null, enums, literals, arrays, nullable,
 * optional and unions. Anything else (a refinement, a transform, a default, a length check counted in code
 * points, …) would need zod's own code: that schema gets no check, and importing one is a build error.
 */

/** What the app imports; the module is generated on every build, dev server start and test run. */
export const ANSWER_CHECKS_ID = 'virtual:answer-checks';
/** Its id in the module graph (build/route-chunks.ts places it with the modules that import it). */
export const GENERATED_MODULE_PREFIX = '\0reeprise:';
const RESOLVED_ID = `${GENERATED_MODULE_PREFIX}answer-checks`;

// what every check is built of: zod's own tests for a value (z.object, z.number, z.int, …)
const HELPERS = [
  'const isObject = (v) => typeof v === "object" && v !== null && !Array.isArray(v);',
  'const isString = (v) => typeof v === "string";',
  'const isNumber = (v) => typeof v === "number" && Number.isFinite(v);',
  'const isInt = (v) => Number.isSafeInteger(v);',
  'const isBoolean = (v) => typeof v === "boolean";',
  'const isArrayOf = (v, item) => Array.isArray(v) && v.every((element) => item(element));',
];

// what the compiler reads of a definition: its kind, rules and parts; `error` only words the issue
const READ = new Set([
  ...['type', 'checks', 'error', 'check', 'abort', 'format'],
  ...['shape', 'catchall', 'element', 'innerType', 'options', 'entries', 'values'],
]);

type Def = { type: string; checks?: { _zod: { def: CheckDef } }[]; [key: string]: unknown };
type CheckDef = { check: string; format?: string; value?: unknown; inclusive?: boolean };

class Unsupported extends Error {}

const defOf = (schema: z.core.$ZodType) => schema._zod.def as unknown as Def;
const literal = (value: unknown) => JSON.stringify(value);

/** The predicates of one module: each object schema becomes one function, shared by every check using it. */
class Compiler {
  readonly constants = new Map<string, string>();
  readonly functions: string[] = [];
  private readonly named = new Map<z.core.$ZodType, string>();
  private readonly compiling = new Set<z.core.$ZodType>();

  /** A set of allowed values, written once however many checks use it. */
  private set(values: unknown[]): string {
    const source = `/* @__PURE__ */ new Set([${values.map(literal).join(', ')}])`;
    if (!this.constants.has(source)) this.constants.set(source, `allowed${this.constants.size}`);
    return this.constants.get(source)!;
  }

  /** The name of a predicate for `schema`: a helper where one fits, else a function of the module. */
  predicate(schema: z.core.$ZodType): string {
    const def = defOf(schema);
    const plain = { string: 'isString', boolean: 'isBoolean' }[def.type];
    if (plain) return this.test(schema, 'v') && plain;
    const known = this.named.get(schema);
    if (known) return known;
    // zod's recursive objects (a getter in the shape) would never end here
    if (this.compiling.has(schema)) throw new Unsupported('a recursive schema');
    this.compiling.add(schema);
    try {
      const body = def.type === 'object' ? this.object(def) : this.test(schema, 'v');
      const name = `check${this.functions.length}`;
      this.functions.push(`const ${name} = (v) => ${body};`);
      this.named.set(schema, name);
      return name;
    } finally {
      this.compiling.delete(schema);
    }
  }

  private object(def: Def): string {
    if (def.checks?.length) throw new Unsupported('a refinement of an object');
    if (def.catchall !== undefined) throw new Unsupported('a strict object or one with a catchall');
    const shape = def.shape as Record<string, z.core.$ZodType>;
    const fields = Object.entries(shape).map(([key, field]) => {
      // a key Object.prototype has would be read from the prototype when absent
      if (key in Object.prototype) throw new Unsupported(`a field named ${key}`);
      return this.test(field, `v[${literal(key)}]`);
    });
    return ['isObject(v)', ...fields].join(' && ');
  }

  /** A JavaScript expression that is true when the value `value` (an expression) passes `schema`. */
  test(schema: z.core.$ZodType, value: string): string {
    const def = defOf(schema);
    // a setting this compiler does not read (z.coerce's `coerce`, …) might change what zod accepts
    const unread = Object.keys(def).find((key) => !READ.has(key));
    if (unread) throw new Unsupported(`a ${def.type} with ${unread}`);
    switch (def.type) {
      case 'string':
      case 'boolean':
        // zod measures a string's length in code points: a rule is zod's to check
        if (def.checks?.length) throw new Unsupported(`a ${def.type} with a rule`);
        return `is${def.type === 'string' ? 'String' : 'Boolean'}(${value})`;
      case 'object':
        return `${this.predicate(schema)}(${value})`;
      case 'number':
        return this.number(def, value);
      case 'null':
        return `${value} === null`;
      case 'enum':
        return `${this.set(Object.values(def.entries as Record<string, unknown>))}.has(${value})`;
      case 'literal':
        return `${this.set(def.values as unknown[])}.has(${value})`;
      case 'array':
        if (def.checks?.length) throw new Unsupported('an array with a length rule');
        return `isArrayOf(${value}, ${this.predicate(def.element as z.core.$ZodType)})`;
      case 'nullable':
        return `(${value} === null || ${this.test(def.innerType as z.core.$ZodType, value)})`;
      case 'optional':
        return `(${value} === undefined || ${this.test(def.innerType as z.core.$ZodType, value)})`;
      case 'union':
        return `(${(def.options as z.core.$ZodType[]).map((option) => this.test(option, value)).join(' || ')})`;
      default:
        throw new Unsupported(`a ${def.type}`);
    }
  }

  private number(def: Def, value: string): string {
    // z.int() is a number whose own definition is its format check; z.number().int() lists it in `checks`
    const checks: CheckDef[] = [
      ...(def.format ? [def as unknown as CheckDef] : []),
      ...(def.checks ?? []).map((check) => check._zod.def),
    ];
    const tests = [
      checks.some((check) => check.format === 'safeint') ? `isInt(${value})` : `isNumber(${value})`,
    ];
    for (const check of checks) {
      if (check.check === 'number_format' && check.format === 'safeint') continue;
      if (typeof check.value !== 'number') throw new Unsupported(`a number rule ${check.check}`);
      const bound = { greater_than: '>', less_than: '<' }[check.check];
      if (!bound) throw new Unsupported(`a number rule ${check.check}`);
      tests.push(`${value} ${bound}${check.inclusive ? '=' : ''} ${literal(check.value)}`);
    }
    return tests.join(' && ');
  }
}

/** `GeneratedTextSchema` → `isGeneratedText`. */
export const checkName = (schemaName: string) => `is${schemaName.replace(/Schema$/, '')}`;

/**
 * The module of checks for `schemas` (name → zod schema): one export per schema it can check, each
 * tree-shaken away unless imported. `left` names the schemas that got no check, with the reason.
 */
export function answerChecksModule(schemas: Record<string, unknown>): { code: string; left: string[] } {
  const compiler = new Compiler();
  const exports: string[] = [];
  const left: string[] = [];
  for (const [name, schema] of Object.entries(schemas)) {
    if (!name.endsWith('Schema') || !(schema instanceof z.core.$ZodType)) continue;
    try {
      exports.push(`export const ${checkName(name)} = ${compiler.predicate(schema)};`);
    } catch (error) {
      if (!(error instanceof Unsupported)) throw error;
      // the parts it compiled before stay: complete checks, shared or dropped by tree-shaking
      left.push(`${name}: ${error.message}`);
    }
  }
  const code = [
    '// generated by apps/web/build/answer-checks.ts from the contract’s zod schemas; not a source file',
    ...left.map((reason) => `// no check (zod would be needed): ${reason}`),
    ...HELPERS,
    ...[...compiler.constants].map(([source, name]) => `const ${name} = ${source};`),
    ...compiler.functions,
    ...exports,
  ].join('\n');
  return { code, left };
}

/** The Vite plugin serving `virtual:answer-checks` from the contract's schemas. */
export function answerChecks(): Plugin {
  return {
    name: 'reeprise-answer-checks',
    resolveId: (id) => (id === ANSWER_CHECKS_ID ? RESOLVED_ID : null),
    load: (id) => (id === RESOLVED_ID ? answerChecksModule(contract).code : null),
  };
}
