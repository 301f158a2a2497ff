import type { Migration } from 'kysely';
import type { Engine } from '../database.js';
import type { AnyDb } from './helpers.js';

/**
 * The settings page's "application name" (spec §2, §9: up to 9 characters, changeable anytime) becomes a
 * real per-user setting: the name the top bar shows that learner. NULL means the product's own name, so
 * every existing user keeps seeing "Reeprise" until they choose another.
 */
export function appName(_engine: Engine): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('user_settings').addColumn('app_name', 'varchar(9)').execute();
    },
  };
}
