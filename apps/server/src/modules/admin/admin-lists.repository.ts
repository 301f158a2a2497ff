import type { Database } from '../../db/database.js';
import { toBark, type BarkRecord } from '../barks/barks.repository.js';
import { toShoppingListRecord, type ShoppingListRecord } from '../shopping-list/shopping-list.repository.js';
import { contains } from './admin-search.js';

export interface AdminBarkAccountRecord {
  id: number;
  name: string;
  credits: number;
  topUpPaymentUrl: string | null;
  members: string[];
  barkCount: number;
  createdAt: string;
}

export interface AdminBarkRecord extends BarkRecord {
  accountName: string;
  creator: string | null;
}

export interface AdminWishSpaceRecord {
  id: number;
  name: string;
  owner: string;
  ownerId: number;
  wishCount: number;
  createdAt: string;
}

export interface AdminShoppingListRecord extends ShoppingListRecord {
  members: string[];
}

export interface EarlyAccessRecord {
  id: number;
  email: string;
  createdAt: string;
}

/** Read-only tables of the extras for the admin area; every list is newest first with an id cursor. */
export class AdminListsRepository {
  constructor(private readonly db: Database) {}

  /** Bark accounts whose name contains `search`. */
  async barkAccounts(
    search: string | null,
    beforeId: number | null,
    limit: number,
  ): Promise<AdminBarkAccountRecord[]> {
    let query = this.selectAccounts();
    if (search) query = query.where(contains('a.name', search));
    if (beforeId !== null) query = query.where('a.id', '<', beforeId);
    return this.withAccountMembers(await query.orderBy('a.id', 'desc').limit(limit).execute());
  }

  async barkAccount(id: number): Promise<AdminBarkAccountRecord | undefined> {
    const [account] = await this.withAccountMembers(
      await this.selectAccounts().where('a.id', '=', id).execute(),
    );
    return account;
  }

  /** Barks whose title or account name contains `search`. */
  async barks(search: string | null, beforeId: number | null, limit: number): Promise<AdminBarkRecord[]> {
    let query = this.db
      .selectFrom('barks as b')
      .innerJoin('bark_accounts as a', 'a.id', 'b.account_id')
      .leftJoin('users as u', 'u.id', 'b.creator_id')
      .select([
        'b.id',
        'b.account_id',
        'b.title',
        'b.note',
        'b.latitude',
        'b.longitude',
        'b.created_at',
        'a.name as account_name',
        'u.username as creator',
      ]);
    if (search) query = query.where((eb) => eb.or([contains('b.title', search), contains('a.name', search)]));
    if (beforeId !== null) query = query.where('b.id', '<', beforeId);
    const rows = await query.orderBy('b.id', 'desc').limit(limit).execute();
    return rows.map((row) => ({ ...toBark(row), accountName: row.account_name, creator: row.creator }));
  }

  /** Wish spaces whose name or owner contains `search`. */
  async wishSpaces(
    search: string | null,
    beforeId: number | null,
    limit: number,
  ): Promise<AdminWishSpaceRecord[]> {
    let query = this.db
      .selectFrom('wish_spaces as s')
      .innerJoin('users as u', 'u.id', 's.owner_id')
      .select((eb) => [
        's.id',
        's.name',
        'u.username as owner',
        's.owner_id',
        's.created_at',
        eb
          .selectFrom('wishes as w')
          .select((e) => e.fn.countAll<number>().as('n'))
          .whereRef('w.space_id', '=', 's.id')
          .as('wish_count'),
      ]);
    if (search)
      query = query.where((eb) => eb.or([contains('s.name', search), contains('u.username', search)]));
    if (beforeId !== null) query = query.where('s.id', '<', beforeId);
    const rows = await query.orderBy('s.id', 'desc').limit(limit).execute();
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      owner: row.owner,
      ownerId: row.owner_id,
      wishCount: Number(row.wish_count ?? 0),
      createdAt: row.created_at,
    }));
  }

  /** Shopping lists that have a member whose username contains `search`. */
  async shoppingLists(
    search: string | null,
    beforeId: number | null,
    limit: number,
  ): Promise<AdminShoppingListRecord[]> {
    let query = this.db
      .selectFrom('shopping_lists as l')
      .select(['l.id', 'l.created_by', 'l.entries', 'l.version', 'l.updated_at']);
    if (search) {
      query = query.where((eb) =>
        eb.exists(
          eb
            .selectFrom('shopping_list_members as m')
            .innerJoin('users as u', 'u.id', 'm.user_id')
            .select('m.user_id')
            .whereRef('m.list_id', '=', 'l.id')
            .where(contains('u.username', search)),
        ),
      );
    }
    if (beforeId !== null) query = query.where('l.id', '<', beforeId);
    const rows = await query.orderBy('l.id', 'desc').limit(limit).execute();
    const members = await this.listMembers(rows.map((row) => row.id));
    return rows.map((row) => ({ ...toShoppingListRecord(row), members: members.get(row.id) ?? [] }));
  }

  async shoppingList(id: number): Promise<AdminShoppingListRecord | undefined> {
    const row = await this.db
      .selectFrom('shopping_lists')
      .select(['id', 'created_by', 'entries', 'version', 'updated_at'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) return undefined;
    const members = await this.listMembers([id]);
    return { ...toShoppingListRecord(row), members: members.get(id) ?? [] };
  }

  /** Early-access addresses containing `search`. */
  async earlyAccess(
    search: string | null,
    beforeId: number | null,
    limit: number,
  ): Promise<EarlyAccessRecord[]> {
    let query = this.db.selectFrom('early_access_signups').select(['id', 'email', 'created_at']);
    if (search) query = query.where(contains('email', search));
    if (beforeId !== null) query = query.where('id', '<', beforeId);
    const rows = await query.orderBy('id', 'desc').limit(limit).execute();
    return rows.map((row) => ({ id: row.id, email: row.email, createdAt: row.created_at }));
  }

  private selectAccounts() {
    return this.db.selectFrom('bark_accounts as a').select((eb) => [
      'a.id',
      'a.name',
      'a.credits',
      'a.top_up_payment_url',
      'a.created_at',
      eb
        .selectFrom('barks as b')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('b.account_id', '=', 'a.id')
        .as('bark_count'),
    ]);
  }

  private async withAccountMembers(
    rows: Array<{
      id: number;
      name: string;
      credits: number;
      top_up_payment_url: string | null;
      created_at: string;
      bark_count: number | null;
    }>,
  ): Promise<AdminBarkAccountRecord[]> {
    const members = await this.accountMembers(rows.map((row) => row.id));
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      credits: row.credits,
      topUpPaymentUrl: row.top_up_payment_url,
      members: members.get(row.id) ?? [],
      barkCount: Number(row.bark_count ?? 0),
      createdAt: row.created_at,
    }));
  }

  /** Usernames of the members of each bark account, alphabetically. */
  private async accountMembers(accountIds: number[]): Promise<Map<number, string[]>> {
    if (accountIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('bark_account_members as m')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .select(['m.account_id as group_id', 'u.username'])
      .where('m.account_id', 'in', accountIds)
      .orderBy('u.username')
      .execute();
    return groupUsernames(rows);
  }

  /** Usernames of the members of each shopping list, alphabetically. */
  private async listMembers(listIds: number[]): Promise<Map<number, string[]>> {
    if (listIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('shopping_list_members as m')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .select(['m.list_id as group_id', 'u.username'])
      .where('m.list_id', 'in', listIds)
      .orderBy('u.username')
      .execute();
    return groupUsernames(rows);
  }
}

function groupUsernames(rows: Array<{ group_id: number; username: string }>): Map<number, string[]> {
  const groups = new Map<number, string[]>();
  for (const row of rows) groups.set(row.group_id, [...(groups.get(row.group_id) ?? []), row.username]);
  return groups;
}
