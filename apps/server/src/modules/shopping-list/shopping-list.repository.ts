import type { ShoppingListEntry } from '@reeprise/contract';
import type { Database } from '../../db/database.js';

export interface ShoppingListRecord {
  id: number;
  createdBy: number;
  entries: ShoppingListEntry[];
  version: number;
  updatedAt: string;
}

export type ShoppingListRow = {
  id: number;
  created_by: number;
  entries: string;
  version: number;
  updated_at: string;
};

export class ShoppingListRepository {
  constructor(private readonly db: Database) {}

  /** The lists the user is a member of, oldest first (the client uses the first). */
  async listForMember(userId: number): Promise<ShoppingListRecord[]> {
    const rows = await this.db
      .selectFrom('shopping_lists as l')
      .innerJoin('shopping_list_members as m', 'm.list_id', 'l.id')
      .select(['l.id', 'l.created_by', 'l.entries', 'l.version', 'l.updated_at'])
      .where('m.user_id', '=', userId)
      .orderBy('l.id')
      .execute();
    return rows.map(toShoppingListRecord);
  }

  async findForMember(listId: number, userId: number): Promise<ShoppingListRecord | undefined> {
    const row = await this.db
      .selectFrom('shopping_lists as l')
      .innerJoin('shopping_list_members as m', 'm.list_id', 'l.id')
      .select(['l.id', 'l.created_by', 'l.entries', 'l.version', 'l.updated_at'])
      .where('l.id', '=', listId)
      .where('m.user_id', '=', userId)
      .executeTakeFirst();
    return row && toShoppingListRecord(row);
  }

  async findById(listId: number): Promise<ShoppingListRecord | undefined> {
    const row = await this.db
      .selectFrom('shopping_lists')
      .select(['id', 'created_by', 'entries', 'version', 'updated_at'])
      .where('id', '=', listId)
      .executeTakeFirst();
    return row && toShoppingListRecord(row);
  }

  /** The user's own list and their membership of it; concurrent first visits still make only one (unique created_by). */
  async ensureOwnList(userId: number, now: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('shopping_lists')
        .values({ created_by: userId, created_at: now, updated_at: now })
        .onConflict((oc) => oc.column('created_by').doNothing())
        .execute();
      const { id } = await trx
        .selectFrom('shopping_lists')
        .select('id')
        .where('created_by', '=', userId)
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('shopping_list_members')
        .values({ list_id: id, user_id: userId, created_at: now })
        .onConflict((oc) => oc.columns(['list_id', 'user_id']).doNothing())
        .execute();
    });
  }

  /**
   * Replaces the entries and bumps the version. With `expectedVersion` the write happens only if
   * nobody wrote in between; false means it did not happen.
   */
  async replaceEntries(
    listId: number,
    entries: ShoppingListEntry[],
    expectedVersion: number | null,
    now: string,
  ): Promise<boolean> {
    let query = this.db
      .updateTable('shopping_lists')
      .set((eb) => ({ entries: JSON.stringify(entries), version: eb('version', '+', 1), updated_at: now }))
      .where('id', '=', listId);
    if (expectedVersion !== null) query = query.where('version', '=', expectedVersion);
    const result = await query.executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async addMember(listId: number, userId: number, now: string): Promise<void> {
    await this.db
      .insertInto('shopping_list_members')
      .values({ list_id: listId, user_id: userId, created_at: now })
      .onConflict((oc) => oc.columns(['list_id', 'user_id']).doNothing())
      .execute();
  }

  async removeMember(listId: number, userId: number): Promise<void> {
    await this.db
      .deleteFrom('shopping_list_members')
      .where('list_id', '=', listId)
      .where('user_id', '=', userId)
      .execute();
  }
}

export function toShoppingListRecord(row: ShoppingListRow): ShoppingListRecord {
  return {
    id: row.id,
    createdBy: row.created_by,
    entries: parseEntries(row.entries),
    version: row.version,
    updatedAt: row.updated_at,
  };
}

function parseEntries(json: string): ShoppingListEntry[] {
  const value: unknown = JSON.parse(json);
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: { item_name?: unknown; in_cart?: unknown }) =>
    typeof entry?.item_name === 'string'
      ? [{ item_name: entry.item_name, in_cart: entry.in_cart === true }]
      : [],
  );
}
