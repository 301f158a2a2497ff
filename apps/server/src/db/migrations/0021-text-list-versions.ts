import { sql, type Migration } from 'kysely';
import type { Engine } from '../database.js';
import type { AnyDb } from './helpers.js';

/** The scope of everybody's public texts; every other scope is the id of the user whose own texts it covers. */
export const PUBLIC_TEXTS_SCOPE = 0;

/**
 * Issue 15 (decision 026): numbers that change whenever anything the text list shows changes, so a served
 * list answer can be kept and served again while they stand. A learner's list is their own texts (scope: their
 * user id) merged with everybody's public texts (scope 0). Triggers bump them, not the services, so no
 * write path can forget them (decision 025's reasoning).
 *
 * Every change to a learner's own texts bumps their scope. A change to a public text bumps scope 0 unless it
 * only moves its view count or the partial output of a text still being written: those two change with
 * every reader and every quarter second of every generation, and other learners may see them a few
 * seconds late (the service keeps an answer at most SHARED_TEXTS_LAG_MS). A column not named in
 * EXACT_COLUMNS lags the same way, which is the safe way to forget one.
 *
 * PostgreSQL bumps at commit, once per transaction and scope, and always the learner's own scope before
 * scope 0 (triggers on one row fire in the order of their names, and every write to these tables is about
 * one user): every transaction takes the two rows in the same order, so none deadlock over them.
 */
export function textListVersions(engine: Engine): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('text_list_versions')
        .addColumn('scope', 'integer', (col) => col.primaryKey())
        .addColumn('version', engine === 'postgres' ? 'bigint' : 'integer', (col) => col.notNull())
        .execute();
      const triggers = engine === 'postgres' ? postgresTriggers : sqliteTriggers;
      await triggers(db, engine);
    },
  };
}

/** What other learners see of a public text at once; its view count and partial output may lag. */
const EXACT_COLUMNS = [
  'creator_id',
  'topic',
  'status',
  'language',
  'level',
  'text_type',
  'word_number',
  'main_character',
  'image_file_id',
  'publicly_visible',
  'word_count',
  'error',
  'is_demo',
  'practice_words',
  'imported',
  'created_at',
];

interface Watch {
  table: string;
  event: 'insert' | 'update' | 'delete';
  /** The column holding the user whose own texts the row belongs to. */
  owner: string;
  /** When the row's change shows in the learner's own list (null: always). */
  own: string | null;
  /** When it shows in everybody's list of public texts. */
  shared: string;
}

function watched(engine: Engine): Watch[] {
  const differs = (column: string) =>
    engine === 'postgres'
      ? `old.${column} is distinct from new.${column}`
      : `old.${column} is not new.${column}`;
  const sharedChange = [
    ...EXACT_COLUMNS.map(differs),
    `(new.status <> 'PENDING' and ${differs('output')})`,
  ].join(' or ');
  const hasPicture = (row: 'old' | 'new') => `${row}.pic_file_id is not null`;
  const profile = {
    insert: hasPicture('new'),
    update: `${hasPicture('old')} or ${hasPicture('new')}`,
    delete: hasPicture('old'),
  };
  const renamed = differs('username');
  return [
    {
      table: 'generated_texts',
      event: 'insert',
      owner: 'creator_id',
      own: null,
      shared: 'new.publicly_visible = 1',
    },
    {
      table: 'generated_texts',
      event: 'update',
      owner: 'creator_id',
      own: null,
      shared: `(old.publicly_visible = 1 or new.publicly_visible = 1) and (${sharedChange})`,
    },
    {
      table: 'generated_texts',
      event: 'delete',
      owner: 'creator_id',
      own: null,
      shared: 'old.publicly_visible = 1',
    },
    // the creator's picture and name show on every card of theirs
    ...(['insert', 'update', 'delete'] as const).map((event): Watch => ({
      table: 'profiles',
      event,
      owner: 'user_id',
      own: profile[event],
      shared: profile[event],
    })),
    { table: 'users', event: 'update', owner: 'id', own: renamed, shared: renamed },
  ];
}

async function sqliteTriggers(db: AnyDb, engine: Engine) {
  const bump = (scope: string) =>
    sql.raw(`insert into text_list_versions (scope, version) values (${scope}, 1)
      on conflict (scope) do update set version = version + 1;`);
  for (const watch of watched(engine)) {
    const row = watch.event === 'delete' ? 'old' : 'new';
    const name = `${watch.table}_${watch.event}_bumps`;
    const on = sql.raw(`after ${watch.event} on ${watch.table} for each row`);
    await sql`create trigger ${sql.raw(`${name}_own_text_list_version`)} ${on}
      ${sql.raw(watch.own ? `when ${watch.own}` : '')}
      begin ${bump(`${row}.${watch.owner}`)} end`.execute(db);
    await sql`create trigger ${sql.raw(`${name}_public_text_list_version`)} ${on} when ${sql.raw(watch.shared)}
      begin ${bump(String(PUBLIC_TEXTS_SCOPE))} end`.execute(db);
  }
}

async function postgresTriggers(db: AnyDb, engine: Engine) {
  // tg_argv[0]: the owner's column, or 'public'; the transaction-local setting remembers what it bumped
  await sql`create function bump_text_list_version() returns trigger language plpgsql as $$
    declare
      target integer := case when tg_argv[0] = 'public' then ${sql.lit(PUBLIC_TEXTS_SCOPE)}
                            when tg_op = 'DELETE' then (to_jsonb(old) ->> tg_argv[0])::integer
                            else (to_jsonb(new) ->> tg_argv[0])::integer end;
      marker text := 'reeprise.text_list_bumped_' || target;
    begin
      if current_setting(marker, true) = 'yes' then return null; end if;
      perform set_config(marker, 'yes', true);
      insert into text_list_versions (scope, version) values (target, 1)
        on conflict (scope) do update set version = text_list_versions.version + 1;
      return null;
    end $$`.execute(db);
  for (const watch of watched(engine)) {
    // "1_own" sorts before "2_public": one row's triggers fire in name order, own scope first
    const name = `${watch.table}_${watch.event}_bumps`;
    const on = sql.raw(`after ${watch.event} on ${watch.table} deferrable initially deferred for each row`);
    await sql`create constraint trigger ${sql.raw(`${name}_1_own_text_list_version`)} ${on}
      ${sql.raw(watch.own ? `when (${watch.own})` : '')}
      execute function bump_text_list_version(${sql.lit(watch.owner)})`.execute(db);
    await sql`create constraint trigger ${sql.raw(`${name}_2_public_text_list_version`)} ${on}
      when (${sql.raw(watch.shared)}) execute function bump_text_list_version('public')`.execute(db);
  }
}
