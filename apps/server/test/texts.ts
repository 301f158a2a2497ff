import type { FastifyInstance } from 'fastify';
import { nowIso } from '../src/db/database.js';

/** Stores a COMPLETE text directly, so vocabulary and chapter tests control its exact content. */
export async function insertCompleteText(
  app: FastifyInstance,
  creatorId: number,
  output: string,
  overrides: { language?: string; publiclyVisible?: boolean; createdAt?: string } = {},
): Promise<number> {
  const now = overrides.createdAt ?? nowIso();
  const { id } = await app.ctx.db
    .insertInto('generated_texts')
    .values({
      creator_id: creatorId,
      topic: 'prepared',
      status: 'COMPLETE',
      output,
      language: overrides.language ?? 'SPANISH',
      level: 'A2',
      text_type: 'STORY',
      word_number: 100,
      image_file_id: null,
      publicly_visible: overrides.publiclyVisible ? 1 : 0,
      error: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
