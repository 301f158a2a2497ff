import { sql, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely } from 'kysely';
import type { Engine } from '../database.js';

// Migrations see an untyped database: they describe the schema, they do not rely on it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyDb = Kysely<any>;

/** An auto-increment integer primary key in each engine's native form. */
export function withId<T extends string>(table: CreateTableBuilder<T>, engine: Engine) {
  return engine === 'postgres'
    ? table.addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
}

export const flag = (col: ColumnDefinitionBuilder, value: 0 | 1) => col.notNull().defaultTo(value);

export const blobType = (engine: Engine) => (engine === 'postgres' ? sql`bytea` : sql`blob`);
