import type { FastifyInstance } from 'fastify';
import { insertEntry } from '../vocabulary/vocabulary.fixtures.js';

/** A finished entry with the fields an export writes (streak 2, a noun), met in a text of its own. */
export async function insertExchangeEntry(
  app: FastifyInstance,
  userId: number,
  word: string,
  fields: { translation?: string; mnemonic?: string; language?: string } = {},
): Promise<number> {
  const id = await insertEntry(app, userId, word, { language: fields.language, streak: 2 });
  await app.ctx.db
    .updateTable('vocabularies')
    .set({ translation: fields.translation ?? '', mnemonic: fields.mnemonic ?? '', part_of_speech: 'noun' })
    .where('id', '=', id)
    .execute();
  return id;
}

/** The learner's words as an import leaves them, alphabetically: what a round trip must give back. */
export async function wordsOf(app: FastifyInstance, userId: number) {
  const rows = await app.ctx.db
    .selectFrom('vocabularies')
    .select(['word', 'translation', 'mnemonic', 'part_of_speech', 'language'])
    .where('user_id', '=', userId)
    .orderBy('word')
    .execute();
  return rows.map((row) => ({ ...row }));
}
