import type { Database } from '../../db/database.js';
import type { StoredFile } from '../files/files.repository.js';

/** Audio paid once (speech_audio → files), and the one vocabulary fact the speech route needs. */
export class SpeechRepository {
  constructor(private readonly db: Database) {}

  async find(key: string): Promise<StoredFile | undefined> {
    const row = await this.db
      .selectFrom('speech_audio as s')
      .innerJoin('files as f', 'f.id', 's.file_id')
      .select(['f.id', 'f.owner_id', 'f.kind', 'f.content_type', 'f.size', 'f.data'])
      .where('s.key', '=', key)
      .executeTakeFirst();
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

  /**
   * Keeps the audio under its key. Another process may have stored the same key meanwhile (both paid):
   * the first one stays and this one's file is dropped with the transaction.
   */
  async store(audio: { key: string; language: string; characters: number; contentType: string; data: Buffer; now: string }) {
    await this.db.transaction().execute(async (tx) => {
      const taken = await tx.selectFrom('speech_audio').select('key').where('key', '=', audio.key).executeTakeFirst();
      if (taken) return;
      const { id } = await tx
        .insertInto('files')
        .values({
          owner_id: null,
          kind: 'speech',
          content_type: audio.contentType,
          size: audio.data.length,
          data: audio.data,
          created_at: audio.now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const kept = await tx
        .insertInto('speech_audio')
        .values({ key: audio.key, file_id: id, language: audio.language, characters: audio.characters, created_at: audio.now })
        .onConflict((oc) => oc.column('key').doNothing())
        .returning('key')
        .executeTakeFirst();
      if (!kept) await tx.deleteFrom('files').where('id', '=', id).execute();
    });
  }

  /** The word of one of the user's own vocabulary entries. */
  async ownWord(userId: number, vocabularyId: number): Promise<{ word: string; language: string } | undefined> {
    return this.db
      .selectFrom('vocabularies')
      .select(['word', 'language'])
      .where('id', '=', vocabularyId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }
}
