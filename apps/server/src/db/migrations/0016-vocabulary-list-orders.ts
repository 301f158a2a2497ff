import { sql, type Migration } from 'kysely';
import type { Engine } from '../database.js';
import type { AnyDb } from './helpers.js';

/**
 * Issue 19 §4: the vocabulary list in four more orders, each keyset-paged on (key, id) within a learner.
 * Newest and oldest walk the existing (user_id, id, language). The due order's key is an expression
 * (never-reviewed words last on both engines, whose NULL orders differ); its index holds the same
 * expression, written exactly as the list query writes it (modules/vocabulary/list-order.ts).
 */
export function vocabularyListOrders(_engine: Engine): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema.createIndex('vocab_user_streak_idx').on('vocabularies').columns(['user_id', 'winning_streak', 'id']).execute();
      await db.schema.createIndex('vocab_user_normalized_idx').on('vocabularies').columns(['user_id', 'normalized', 'id']).execute();
      await sql`create index vocab_user_due_order_idx on vocabularies (user_id, (coalesce(fsrs_due, '9999-12-31T23:59:59.999Z')), id)`.execute(db);
    },
  };
}
