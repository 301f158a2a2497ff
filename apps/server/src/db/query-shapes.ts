import type { Compilable, CompiledQuery } from 'kysely';
import type { Database } from './database.js';
import { nameStatement } from './prepared-statements.js';

/** Stands in for a value while a query shape is built; replaced by the value on each run. */
class Slot {
  constructor(readonly name: string) {}
}

/** Marks where a value goes; typed as the value so the builder's types still check. */
export type Bind = <T>(name: string) => T;

interface Shape {
  compiled: CompiledQuery<unknown>;
  slots: Array<string | undefined>;
}

const MAX_SHAPES = 500;

/**
 * Kysely builds and compiles a query tree on every call; on the list calls that cost about as much as
 * running the SQL. A hot query is built once per shape (the key: whatever changes its SQL, such as which
 * filters are set and how long an `in` list is), with `bind(name)` where each value goes, and every run
 * only puts the values in. `build` must take every value through `bind`: one it captured would be
 * frozen into the shape. With `verify` (tests) every run also builds the query afresh and fails when the
 * SQL or a value differs, so a forgotten `bind` or key part fails the tests instead of answering wrongly.
 * On PostgreSQL each shape's SQL is also a named prepared statement (db/prepared-statements.ts).
 */
export class QueryShapes {
  private readonly shapes = new Map<string, Shape>();

  constructor(
    private readonly db: Database,
    private readonly verify = process.env.VITEST !== undefined,
  ) {}

  async execute<O>(key: string, values: Record<string, unknown>, build: (bind: Bind) => Compilable<O>): Promise<O[]> {
    let shape = this.shapes.get(key);
    if (!shape) {
      const compiled = build(<T>(name: string) => new Slot(name) as T).compile();
      shape = { compiled, slots: compiled.parameters.map((p) => (p instanceof Slot ? p.name : undefined)) };
      if (this.shapes.size >= MAX_SHAPES) this.shapes.delete(this.shapes.keys().next().value!);
      this.shapes.set(key, shape);
      nameStatement(compiled.sql);
    }
    const { compiled, slots } = shape;
    const parameters = compiled.parameters.map((p, i) => (slots[i] === undefined ? p : values[slots[i]]));
    if (this.verify) {
      const fresh = build(<T>(name: string) => values[name] as T).compile();
      if (fresh.sql !== compiled.sql || JSON.stringify(fresh.parameters) !== JSON.stringify(parameters)) {
        throw new Error(`Query shape '${key}' does not match its values: a value is not bound or the key misses a part.`);
      }
    }
    const result = await this.db.executeQuery<O>({ ...compiled, parameters });
    return result.rows;
  }
}
