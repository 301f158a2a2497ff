import type { Database } from '../../db/database.js';

export interface WishSpaceRecord {
  id: number;
  ownerId: number;
  name: string;
  uploadToken: string;
  createdAt: string;
  wishCount: number;
}

export interface WishRecord {
  id: number;
  spaceId: number;
  fileId: number;
  title: string;
  contentType: string;
  size: number;
  createdAt: string;
}

export class WishesRepository {
  constructor(private readonly db: Database) {}

  private selectSpaces() {
    return this.db.selectFrom('wish_spaces as s').select((eb) => [
      's.id',
      's.owner_id',
      's.name',
      's.upload_token',
      's.created_at',
      eb
        .selectFrom('wishes as w')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('w.space_id', '=', 's.id')
        .as('wish_count'),
    ]);
  }

  async create(space: { ownerId: number; name: string; uploadToken: string; now: string }): Promise<number> {
    const { id } = await this.db
      .insertInto('wish_spaces')
      .values({
        owner_id: space.ownerId,
        name: space.name,
        upload_token: space.uploadToken,
        created_at: space.now,
        updated_at: space.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  async findById(id: number): Promise<WishSpaceRecord | undefined> {
    const row = await this.selectSpaces().where('s.id', '=', id).executeTakeFirst();
    return row && toSpace(row);
  }

  /** The owner's spaces, newest first, after the cursor id. */
  async listForOwner(ownerId: number, beforeId: number | null, limit: number): Promise<WishSpaceRecord[]> {
    let query = this.selectSpaces().where('s.owner_id', '=', ownerId);
    if (beforeId !== null) query = query.where('s.id', '<', beforeId);
    const rows = await query.orderBy('s.id', 'desc').limit(limit).execute();
    return rows.map(toSpace);
  }

  async setToken(id: number, uploadToken: string, now: string): Promise<void> {
    await this.db
      .updateTable('wish_spaces')
      .set({ upload_token: uploadToken, updated_at: now })
      .where('id', '=', id)
      .execute();
  }

  /** The wishes of a space, newest first, with their recording's type and size (not its bytes). */
  async wishesOf(spaceId: number): Promise<WishRecord[]> {
    const rows = await this.selectWishes()
      .where('w.space_id', '=', spaceId)
      .orderBy('w.id', 'desc')
      .execute();
    return rows.map(toWish);
  }

  /** A wish together with the owner of its space, for the audio route. */
  async findWish(id: number): Promise<(WishRecord & { ownerId: number }) | undefined> {
    const row = await this.selectWishes()
      .innerJoin('wish_spaces as s', 's.id', 'w.space_id')
      .select('s.owner_id')
      .where('w.id', '=', id)
      .executeTakeFirst();
    return row && { ...toWish(row), ownerId: row.owner_id };
  }

  /**
   * Reserves room for one more wish of up to `bytes` in the space, before the upload is read: one
   * conditional UPDATE of the space's row, so concurrent uploads never pass the budget (PostgreSQL
   * re-checks the WHERE on the row it locked; SQLite has one writer). 'full' when the space holds
   * `maxWishes`, 'no_room' when the bytes do not fit.
   */
  async reserveStorage(
    spaceId: number,
    bytes: number,
    limits: { maxBytes: number; maxWishes: number },
  ): Promise<'reserved' | 'full' | 'no_room'> {
    const reserved = await this.db
      .updateTable('wish_spaces')
      .set((eb) => ({
        stored_bytes: eb('stored_bytes', '+', bytes),
        stored_wishes: eb('stored_wishes', '+', 1),
      }))
      .where('id', '=', spaceId)
      .where('stored_bytes', '<=', limits.maxBytes - bytes)
      .where('stored_wishes', '<', limits.maxWishes)
      .returning('id')
      .executeTakeFirst();
    if (reserved) return 'reserved';
    const space = await this.db
      .selectFrom('wish_spaces')
      .select('stored_wishes')
      .where('id', '=', spaceId)
      .executeTakeFirst();
    return space && space.stored_wishes >= limits.maxWishes ? 'full' : 'no_room';
  }

  /** Gives back a reservation whose upload was refused or failed. */
  async releaseStorage(spaceId: number, bytes: number): Promise<void> {
    await this.db
      .updateTable('wish_spaces')
      .set((eb) => ({
        stored_bytes: eb('stored_bytes', '-', bytes),
        stored_wishes: eb('stored_wishes', '-', 1),
      }))
      .where('id', '=', spaceId)
      .execute();
  }

  /**
   * Stores the recording in the files table and the wish that points at it, in one transaction, within
   * a reservation of `reservedBytes` (reserveStorage); the part of it the recording does not use is
   * given back in the same transaction.
   */
  async insertWish(
    wish: { spaceId: number; ownerId: number; title: string; contentType: string; data: Buffer; now: string },
    reservedBytes: number,
  ): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const file = await trx
        .insertInto('files')
        .values({
          owner_id: wish.ownerId,
          kind: 'wish-audio',
          content_type: wish.contentType,
          size: wish.data.length,
          data: wish.data,
          created_at: wish.now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const { id } = await trx
        .insertInto('wishes')
        .values({ space_id: wish.spaceId, file_id: file.id, title: wish.title, created_at: wish.now })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('wish_spaces')
        .set((eb) => ({ stored_bytes: eb('stored_bytes', '-', reservedBytes - wish.data.length) }))
        .where('id', '=', wish.spaceId)
        .execute();
      return id;
    });
  }

  /** Removes a space with its wishes and their recordings. */
  async deleteSpace(id: number): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      // deleting the files deletes the wishes (FK cascade); the space goes last
      await trx
        .deleteFrom('files')
        .where('id', 'in', (eb) => eb.selectFrom('wishes').select('file_id').where('space_id', '=', id))
        .execute();
      const result = await trx.deleteFrom('wish_spaces').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    });
  }

  private selectWishes() {
    return this.db
      .selectFrom('wishes as w')
      .innerJoin('files as f', 'f.id', 'w.file_id')
      .select(['w.id', 'w.space_id', 'w.file_id', 'w.title', 'w.created_at', 'f.content_type', 'f.size']);
  }
}

type SpaceRow = {
  id: number;
  owner_id: number;
  name: string;
  upload_token: string;
  created_at: string;
  wish_count: number | null;
};
type WishRow = {
  id: number;
  space_id: number;
  file_id: number;
  title: string;
  created_at: string;
  content_type: string;
  size: number;
};

const toSpace = (row: SpaceRow): WishSpaceRecord => ({
  id: row.id,
  ownerId: row.owner_id,
  name: row.name,
  uploadToken: row.upload_token,
  createdAt: row.created_at,
  wishCount: Number(row.wish_count ?? 0),
});

const toWish = (row: WishRow): WishRecord => ({
  id: row.id,
  spaceId: row.space_id,
  fileId: row.file_id,
  title: row.title,
  contentType: row.content_type,
  size: row.size,
  createdAt: row.created_at,
});
