import { sql, type Migration } from 'kysely';
import type { Engine } from '../database.js';
import type { AnyDb } from './helpers.js';

/**
 * Issue 15 (decision 025): a number per learner that changes whenever anything the vocabulary list shows
 * changes, so a served list answer can be kept and served again while the number stands. Triggers bump
 * it, not the services, so that no write path can forget it: cascades (a deleted text takes the usages of
 * every learner who clicked in it), undo, imports and the admin tools are covered alike.
 *
 * No foreign key to users: deleting a user cascades to the entries, whose triggers bump this row; a key
 * would make that bump fail. The row stays, so a user id used again (SQLite may) never meets an answer
 * kept for the old user's number; a deleted user bumps it once more for the case of no entries at all.
 *
 * PostgreSQL bumps at commit (deferred constraint triggers): the row is then locked after every other row
 * the transaction writes, so two transactions of one learner can only meet on it at the very end and
 * never deadlock over it (an immediate bump, taken mid-transaction, could). Each transaction bumps each
 * learner once, however many rows it writes (an import of thousands of words).
 */
export function vocabularyVersions(engine: Engine): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('vocabulary_versions')
        .addColumn('user_id', 'integer', (col) => col.primaryKey())
        .addColumn('version', engine === 'postgres' ? 'bigint' : 'integer', (col) => col.notNull())
        .execute();
      if (engine === 'postgres') await postgresTriggers(db);
      else await sqliteTriggers(db);
    },
  };
}

const WATCHED = [
  ['vocabularies', 'user_id'],
  ['vocabulary_usages', 'user_id'],
  ['users', 'id'],
] as const;

async function sqliteTriggers(db: AnyDb) {
  const bump = (row: 'new' | 'old', column: string) =>
    sql.raw(`insert into vocabulary_versions (user_id, version) values (${row}.${column}, 1)
      on conflict (user_id) do update set version = version + 1;`);
  for (const [table, column] of WATCHED) {
    const events = table === 'users' ? (['delete'] as const) : (['insert', 'update', 'delete'] as const);
    for (const event of events) {
      await sql`create trigger ${sql.raw(`${table}_${event}_bumps_vocabulary_version`)}
        after ${sql.raw(event)} on ${sql.table(table)} for each row
        begin ${bump(event === 'delete' ? 'old' : 'new', column)} end`.execute(db);
    }
  }
}

async function postgresTriggers(db: AnyDb) {
  // the transaction-local setting remembers which learners this transaction has bumped already
  await sql`create function bump_vocabulary_version() returns trigger language plpgsql as $$
    declare
      learner integer := case when tg_op = 'DELETE' then (to_jsonb(old) ->> tg_argv[0])::integer
                              else (to_jsonb(new) ->> tg_argv[0])::integer end;
      marker text := 'reeprise.vocabulary_bumped_' || learner;
    begin
      if current_setting(marker, true) = 'yes' then return null; end if;
      perform set_config(marker, 'yes', true);
      insert into vocabulary_versions (user_id, version) values (learner, 1)
        on conflict (user_id) do update set version = vocabulary_versions.version + 1;
      return null;
    end $$`.execute(db);
  for (const [table, column] of WATCHED) {
    const events = table === 'users' ? 'delete' : 'insert or update or delete';
    await sql`create constraint trigger ${sql.raw(`${table}_bumps_vocabulary_version`)}
      after ${sql.raw(events)} on ${sql.table(table)} deferrable initially deferred
      for each row execute function bump_vocabulary_version(${sql.lit(column)})`.execute(db);
  }
}
