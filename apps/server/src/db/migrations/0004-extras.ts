import type { Migration } from 'kysely';
import type { Engine } from '../database.js';
import { withId, type AnyDb } from './helpers.js';

export function extras(engine: Engine): Migration {
  return {
    async up(db: AnyDb) {
      await withId(db.schema.createTable('shopping_lists'), engine)
        .addColumn('created_by', 'integer', (col) =>
          col.notNull().unique().references('users.id').onDelete('cascade'),
        )
        .addColumn('entries', 'text', (col) => col.notNull().defaultTo('[]'))
        .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createTable('shopping_list_members')
        .addColumn('list_id', 'integer', (col) =>
          col.notNull().references('shopping_lists.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addPrimaryKeyConstraint('shopping_list_members_pk', ['list_id', 'user_id'])
        .execute();
      await db.schema
        .createIndex('shopping_members_user_idx')
        .on('shopping_list_members')
        .columns(['user_id', 'list_id'])
        .execute();

      await withId(db.schema.createTable('bark_accounts'), engine)
        .addColumn('name', 'varchar(100)', (col) => col.notNull())
        .addColumn('credits', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('top_up_payment_url', 'varchar(2000)')
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createTable('bark_account_members')
        .addColumn('account_id', 'integer', (col) =>
          col.notNull().references('bark_accounts.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addPrimaryKeyConstraint('bark_account_members_pk', ['account_id', 'user_id'])
        .execute();
      await db.schema
        .createIndex('bark_members_user_idx')
        .on('bark_account_members')
        .columns(['user_id', 'account_id'])
        .execute();

      await withId(db.schema.createTable('barks'), engine)
        .addColumn('account_id', 'integer', (col) =>
          col.notNull().references('bark_accounts.id').onDelete('cascade'),
        )
        .addColumn('creator_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
        .addColumn('title', 'varchar(100)', (col) => col.notNull())
        .addColumn('note', 'varchar(500)', (col) => col.notNull().defaultTo(''))
        // 'double precision' is float8 on PostgreSQL and REAL (8 bytes) on SQLite
        .addColumn('latitude', 'double precision', (col) => col.notNull())
        .addColumn('longitude', 'double precision', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('barks_account_idx').on('barks').columns(['account_id', 'id']).execute();
      await db.schema.createIndex('barks_creator_idx').on('barks').column('creator_id').execute();

      await withId(db.schema.createTable('wish_spaces'), engine)
        .addColumn('owner_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('name', 'varchar(100)', (col) => col.notNull())
        .addColumn('upload_token', 'varchar(100)', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('wish_spaces_owner_idx')
        .on('wish_spaces')
        .columns(['owner_id', 'id'])
        .execute();

      await withId(db.schema.createTable('wishes'), engine)
        .addColumn('space_id', 'integer', (col) =>
          col.notNull().references('wish_spaces.id').onDelete('cascade'),
        )
        // deleting the recording deletes the wish; the service deletes recordings with their space
        .addColumn('file_id', 'integer', (col) => col.notNull().references('files.id').onDelete('cascade'))
        .addColumn('title', 'varchar(100)', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('wishes_space_idx').on('wishes').columns(['space_id', 'id']).execute();
      await db.schema.createIndex('wishes_file_idx').on('wishes').column('file_id').execute();

      await withId(db.schema.createTable('chat_conversations'), engine)
        .addColumn('owner_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('title', 'varchar(100)')
        .addColumn('language', 'varchar(40)', (col) => col.notNull())
        .addColumn('level', 'varchar(4)', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('chat_conversations_owner_idx')
        .on('chat_conversations')
        .columns(['owner_id', 'id'])
        .execute();

      await withId(db.schema.createTable('chat_messages'), engine)
        .addColumn('conversation_id', 'integer', (col) =>
          col.notNull().references('chat_conversations.id').onDelete('cascade'),
        )
        .addColumn('role', 'varchar(20)', (col) => col.notNull())
        .addColumn('content', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('status', 'varchar(20)', (col) => col.notNull())
        .addColumn('error', 'text')
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('chat_messages_conversation_idx')
        .on('chat_messages')
        .columns(['conversation_id', 'id'])
        .execute();
      await db.schema.createIndex('chat_messages_status_idx').on('chat_messages').column('status').execute();
      // the hourly message quota counts a user's recent messages conversation by conversation
      await db.schema
        .createIndex('chat_messages_recent_idx')
        .on('chat_messages')
        .columns(['conversation_id', 'created_at'])
        .execute();

      await withId(db.schema.createTable('early_access_signups'), engine)
        .addColumn('email', 'varchar(254)', (col) => col.notNull().unique())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();

      await withId(db.schema.createTable('early_access_attempts'), engine)
        .addColumn('client_key', 'varchar(64)', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('early_access_attempts_key_idx')
        .on('early_access_attempts')
        .columns(['client_key', 'created_at'])
        .execute();
    },
  };
}
