import type { Migration } from 'kysely';
import type { Engine } from '../database.js';
import type { AnyDb } from './helpers.js';

/**
 * Issue 38, decision 046: the operator's daily token budget. One row per UTC day: the tokens the model
 * calls in flight have reserved (their most) and the tokens finished calls spent (what the model
 * reported). A call reserves with one conditional upsert before it is made, so concurrent calls on
 * every process never pass the budget; it settles after. 64-bit counters: a large day passes 2³¹ tokens.
 */
export function llmDailyBudget(engine: Engine): Migration {
  const counter = engine === 'postgres' ? 'bigint' : 'integer';
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('llm_token_budget')
        .addColumn('day', 'varchar(10)', (col) => col.primaryKey())
        .addColumn('reserved', counter, (col) => col.notNull())
        .addColumn('spent', counter, (col) => col.notNull())
        .execute();
    },
  };
}
