import type { Migration } from 'kysely';
import type { Engine } from '../database.js';
import type { AnyDb } from './helpers.js';

/**
 * Early-access sign-ups are limited by the usage budget (`usage_counters`, one atomic conditional upsert
 * per client address) since issue 13: its attempt log counted after inserting, which let a concurrent
 * burst refuse more than it should, and nothing reads it any more.
 */
export function dropEarlyAccessAttempts(_engine: Engine): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema.dropTable('early_access_attempts').ifExists().execute();
    },
  };
}
