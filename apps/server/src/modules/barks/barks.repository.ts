import type { Database } from '../../db/database.js';

export interface BarkAccountRecord {
  id: number;
  name: string;
  credits: number;
  topUpPaymentUrl: string | null;
}

export interface BarkRecord {
  id: number;
  accountId: number;
  title: string;
  note: string;
  latitude: number;
  longitude: number;
  createdAt: string;
}

export interface BarkAccountChanges {
  name?: string;
  credits?: number;
  topUpPaymentUrl?: string | null;
}

export class BarksRepository {
  constructor(private readonly db: Database) {}

  /** The accounts the user is a member of, by name. */
  async accountsForMember(userId: number): Promise<BarkAccountRecord[]> {
    const rows = await this.db
      .selectFrom('bark_accounts as a')
      .innerJoin('bark_account_members as m', 'm.account_id', 'a.id')
      .select(['a.id', 'a.name', 'a.credits', 'a.top_up_payment_url'])
      .where('m.user_id', '=', userId)
      .orderBy('a.name')
      .orderBy('a.id')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      credits: row.credits,
      topUpPaymentUrl: row.top_up_payment_url,
    }));
  }

  async isMember(accountId: number, userId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('bark_account_members')
      .select('account_id')
      .where('account_id', '=', accountId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The newest barks of the accounts the user is a member of. */
  async barksForMember(userId: number, limit: number): Promise<BarkRecord[]> {
    const rows = await this.db
      .selectFrom('barks as b')
      .innerJoin('bark_account_members as m', 'm.account_id', 'b.account_id')
      .select(['b.id', 'b.account_id', 'b.title', 'b.note', 'b.latitude', 'b.longitude', 'b.created_at'])
      .where('m.user_id', '=', userId)
      .orderBy('b.id', 'desc')
      .limit(limit)
      .execute();
    return rows.map(toBark);
  }

  async createBark(bark: Omit<BarkRecord, 'id'> & { creatorId: number }): Promise<BarkRecord> {
    const row = await this.db
      .insertInto('barks')
      .values({
        account_id: bark.accountId,
        creator_id: bark.creatorId,
        title: bark.title,
        note: bark.note,
        latitude: bark.latitude,
        longitude: bark.longitude,
        created_at: bark.createdAt,
      })
      .returning(['id', 'account_id', 'title', 'note', 'latitude', 'longitude', 'created_at'])
      .executeTakeFirstOrThrow();
    return toBark(row);
  }

  async deleteBark(id: number): Promise<boolean> {
    const result = await this.db.deleteFrom('barks').where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  async accountExists(id: number): Promise<boolean> {
    return (
      (await this.db.selectFrom('bark_accounts').select('id').where('id', '=', id).executeTakeFirst()) !==
      undefined
    );
  }

  /** A new account with its first members, in one transaction. */
  async createAccount(
    account: Required<BarkAccountChanges> & { memberIds: number[]; now: string },
  ): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('bark_accounts')
        .values({
          name: account.name,
          credits: account.credits,
          top_up_payment_url: account.topUpPaymentUrl,
          created_at: account.now,
          updated_at: account.now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (account.memberIds.length > 0) {
        await trx
          .insertInto('bark_account_members')
          .values(
            account.memberIds.map((userId) => ({ account_id: id, user_id: userId, created_at: account.now })),
          )
          .execute();
      }
      return id;
    });
  }

  async updateAccount(id: number, changes: BarkAccountChanges, now: string): Promise<void> {
    await this.db
      .updateTable('bark_accounts')
      .set({
        ...(changes.name !== undefined ? { name: changes.name } : {}),
        ...(changes.credits !== undefined ? { credits: changes.credits } : {}),
        ...(changes.topUpPaymentUrl !== undefined ? { top_up_payment_url: changes.topUpPaymentUrl } : {}),
        updated_at: now,
      })
      .where('id', '=', id)
      .execute();
  }

  /** Removes the account; its members and barks go with it (FK cascades). */
  async deleteAccount(id: number): Promise<boolean> {
    const result = await this.db.deleteFrom('bark_accounts').where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  async addMember(accountId: number, userId: number, now: string): Promise<void> {
    await this.db
      .insertInto('bark_account_members')
      .values({ account_id: accountId, user_id: userId, created_at: now })
      .onConflict((oc) => oc.columns(['account_id', 'user_id']).doNothing())
      .execute();
  }

  async removeMember(accountId: number, userId: number): Promise<void> {
    await this.db
      .deleteFrom('bark_account_members')
      .where('account_id', '=', accountId)
      .where('user_id', '=', userId)
      .execute();
  }
}

type BarkRow = {
  id: number;
  account_id: number;
  title: string;
  note: string;
  latitude: number;
  longitude: number;
  created_at: string;
};

export const toBark = (row: BarkRow): BarkRecord => ({
  id: row.id,
  accountId: row.account_id,
  title: row.title,
  note: row.note,
  // PostgreSQL float8 arrives as a number already; Number() also covers a driver returning a string
  latitude: Number(row.latitude),
  longitude: Number(row.longitude),
  createdAt: row.created_at,
});
