import type { GenerationStatus, Language, Level, TextType } from '@reeprise/contract';
import type { Database } from '../../db/database.js';
import { contains } from './admin-search.js';

export interface AdminUserRecord {
  id: number;
  username: string;
  isStaff: boolean;
  isActive: boolean;
  permissions: string[];
  createdAt: string;
}

export interface AdminTextRecord {
  id: number;
  topic: string;
  status: GenerationStatus;
  language: Language;
  level: Level;
  textType: TextType;
  publiclyVisible: boolean;
  viewCount: number;
  creator: string;
  creatorId: number;
  createdAt: string;
}

/** The admin area's queries on users and texts. */
export class AdminRepository {
  constructor(private readonly db: Database) {}

  /** Users newest first, optionally whose username contains `search`. */
  async listUsers(search: string | null, beforeId: number | null, limit: number): Promise<AdminUserRecord[]> {
    let query = this.db.selectFrom('users').select(['id', 'username', 'is_staff', 'is_active', 'created_at']);
    if (search) query = query.where(contains('username', search));
    if (beforeId !== null) query = query.where('id', '<', beforeId);
    const rows = await query.orderBy('id', 'desc').limit(limit).execute();
    const permissions = await this.permissionsOf(rows.map((row) => row.id));
    return rows.map((row) => ({
      id: row.id,
      username: row.username,
      isStaff: Boolean(row.is_staff),
      isActive: Boolean(row.is_active),
      permissions: permissions.get(row.id) ?? [],
      createdAt: row.created_at,
    }));
  }

  async findUser(id: number): Promise<AdminUserRecord | undefined> {
    const row = await this.db
      .selectFrom('users')
      .select(['id', 'username', 'is_staff', 'is_active', 'created_at'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) return undefined;
    const permissions = await this.permissionsOf([id]);
    return {
      id: row.id,
      username: row.username,
      isStaff: Boolean(row.is_staff),
      isActive: Boolean(row.is_active),
      permissions: permissions.get(id) ?? [],
      createdAt: row.created_at,
    };
  }

  async userIdByUsername(username: string): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', username)
      .executeTakeFirst();
    return row?.id;
  }

  /** Changes the flags and, when given, replaces the whole permission set, in one transaction. */
  async updateUser(
    id: number,
    changes: { isStaff?: boolean; isActive?: boolean; permissions?: string[] },
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const set: { is_staff?: number; is_active?: number } = {};
      if (changes.isStaff !== undefined) set.is_staff = changes.isStaff ? 1 : 0;
      if (changes.isActive !== undefined) set.is_active = changes.isActive ? 1 : 0;
      if (Object.keys(set).length > 0) await trx.updateTable('users').set(set).where('id', '=', id).execute();
      if (changes.permissions === undefined) return;
      await trx.deleteFrom('user_permissions').where('user_id', '=', id).execute();
      if (changes.permissions.length > 0) {
        await trx
          .insertInto('user_permissions')
          .values(changes.permissions.map((codename) => ({ user_id: id, codename })))
          .execute();
      }
    });
  }

  /**
   * Public texts newest first, optionally whose topic or creator contains `search`. A learner's private
   * text is not listed, nor found by a search of its topic: it is theirs, not the staff's to read.
   */
  async listTexts(search: string | null, beforeId: number | null, limit: number): Promise<AdminTextRecord[]> {
    let query = this.selectTexts().where('t.publicly_visible', '=', 1);
    if (search)
      query = query.where((eb) => eb.or([contains('t.topic', search), contains('u.username', search)]));
    if (beforeId !== null) query = query.where('t.id', '<', beforeId);
    const rows = await query.orderBy('t.id', 'desc').limit(limit).execute();
    return rows.map(toText);
  }

  async findText(id: number): Promise<AdminTextRecord | undefined> {
    const row = await this.selectTexts().where('t.id', '=', id).executeTakeFirst();
    return row && toText(row);
  }

  async unpublishText(id: number, now: string): Promise<void> {
    await this.db
      .updateTable('generated_texts')
      .set({ publicly_visible: 0, updated_at: now })
      .where('id', '=', id)
      .execute();
  }

  /**
   * Deletes a text with its picture; its chapters and every vocabulary usage in it go by FK cascade.
   * Vocabulary entries stay, even without usages: they belong to the learners.
   */
  async deleteText(id: number): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const text = await trx
        .selectFrom('generated_texts')
        .select('image_file_id')
        .where('id', '=', id)
        .executeTakeFirst();
      if (!text) return false;
      await trx.deleteFrom('generated_texts').where('id', '=', id).execute();
      if (text.image_file_id !== null)
        await trx.deleteFrom('files').where('id', '=', text.image_file_id).execute();
      return true;
    });
  }

  private selectTexts() {
    return this.db
      .selectFrom('generated_texts as t')
      .innerJoin('users as u', 'u.id', 't.creator_id')
      .select([
        't.id',
        't.topic',
        't.status',
        't.language',
        't.level',
        't.text_type',
        't.publicly_visible',
        't.view_count',
        'u.username as creator',
        't.creator_id',
        't.created_at',
      ]);
  }

  private async permissionsOf(userIds: number[]): Promise<Map<number, string[]>> {
    const result = new Map<number, string[]>();
    if (userIds.length === 0) return result;
    const rows = await this.db
      .selectFrom('user_permissions')
      .select(['user_id', 'codename'])
      .where('user_id', 'in', userIds)
      .orderBy('codename')
      .execute();
    for (const row of rows) result.set(row.user_id, [...(result.get(row.user_id) ?? []), row.codename]);
    return result;
  }
}

type TextRow = {
  id: number;
  topic: string;
  status: string;
  language: string;
  level: string;
  text_type: string;
  publicly_visible: number;
  view_count: number;
  creator: string;
  creator_id: number;
  created_at: string;
};

const toText = (row: TextRow): AdminTextRecord => ({
  id: row.id,
  topic: row.topic,
  status: row.status as GenerationStatus,
  language: row.language as Language,
  level: row.level as Level,
  textType: row.text_type as TextType,
  publiclyVisible: Boolean(row.publicly_visible),
  viewCount: row.view_count,
  creator: row.creator,
  creatorId: row.creator_id,
  createdAt: row.created_at,
});
