import type { Database } from '../../db/database.js';

export interface StoredFile {
  id: number;
  ownerId: number | null;
  kind: string;
  contentType: string;
  size: number;
  data: Buffer;
}

/** Files live in the database so every app process can serve them. */
export class FilesRepository {
  constructor(private readonly db: Database) {}

  async insert(file: { ownerId: number; kind: string; contentType: string; data: Buffer; now: string }) {
    const { id } = await this.db
      .insertInto('files')
      .values({
        owner_id: file.ownerId,
        kind: file.kind,
        content_type: file.contentType,
        size: file.data.length,
        data: file.data,
        created_at: file.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  async get(id: number): Promise<StoredFile | undefined> {
    const row = await this.db.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirst();
    return (
      row && {
        id: row.id,
        ownerId: row.owner_id,
        kind: row.kind,
        contentType: row.content_type,
        size: row.size,
        data: Buffer.from(row.data),
      }
    );
  }

  async delete(id: number): Promise<void> {
    await this.db.deleteFrom('files').where('id', '=', id).execute();
  }
}
