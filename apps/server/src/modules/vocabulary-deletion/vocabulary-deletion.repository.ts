import type { Language } from '@reeprise/contract';
import type { Selectable } from 'kysely';
import type { Database } from '../../db/database.js';
import type { VocabulariesTable, VocabularyReviewsTable, VocabularyUsagesTable } from '../../db/schema.js';
import { countReviews, REVIEW_COUNT_FIELDS } from '../vocabulary/review-counts.repository.js';
import { markSurface } from '../vocabulary/sentence.js';

/** Everything a deleted entry was: its row, its usages and its reviews, exactly as stored. */
interface Snapshot {
  entry: Selectable<VocabulariesTable>;
  usages: Selectable<VocabularyUsagesTable>[];
  reviews: Selectable<VocabularyReviewsTable>[];
}

/** The outcome of a restore: the entry's id, and whether it had been waiting for its translation. */
export interface Restored {
  id: number;
  pending: boolean;
}

/**
 * Deleting and restoring vocabulary entries (decision 015). A deleted entry leaves `vocabularies` for real
 * (its usages and reviews go by cascade) and its snapshot waits in `deleted_vocabularies` until it is
 * restored or purged, so no other query needs to know about deleted entries.
 */
export class VocabularyDeletionRepository {
  constructor(private readonly db: Database) {}

  /**
   * Moves the learner's entry into a snapshot; false if there is no such entry of theirs (anymore).
   * Snapshots deleted before `purgeBefore`, of anybody, are dropped on the way: their window has passed.
   */
  async delete(userId: number, id: number, now: string, purgeBefore: string): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const usages = await trx.selectFrom('vocabulary_usages').selectAll().where('vocabulary_id', '=', id).orderBy('id').execute();
      const reviews = await trx.selectFrom('vocabulary_reviews').selectAll().where('vocabulary_id', '=', id).orderBy('id').execute();
      // the delete decides: of two concurrent deletes, only one gets the row back and stores a snapshot
      const entry = await trx
        .deleteFrom('vocabularies')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .returningAll()
        .executeTakeFirst();
      if (!entry) return false;
      await countReviews(trx, reviews, -1);
      const snapshot: Snapshot = { entry, usages, reviews };
      await trx
        .insertInto('deleted_vocabularies')
        .values({ user_id: userId, vocabulary_id: id, snapshot: JSON.stringify(snapshot), deleted_at: now })
        .execute();
      await trx.deleteFrom('deleted_vocabularies').where('deleted_at', '<', purgeBefore).execute();
      return true;
    });
  }

  /**
   * Puts a deleted entry back with its own id, its learning state, its reviews and the usages whose text
   * (and chapter) still exists; undefined if it was not deleted at or after `deletedSince`. If the learner
   * added the same word again meanwhile, that newer entry's usages move onto the restored one and it goes.
   */
  async restore(userId: number, id: number, deletedSince: string): Promise<Restored | undefined> {
    return this.db.transaction().execute(async (trx) => {
      // the delete decides: of two concurrent restores, only one gets the snapshot
      const row = await trx
        .deleteFrom('deleted_vocabularies')
        .where('user_id', '=', userId)
        .where('vocabulary_id', '=', id)
        .where('deleted_at', '>=', deletedSince)
        .returning(['snapshot', 'deleted_at'])
        .executeTakeFirst();
      if (!row) return undefined;
      // a second delete of the same entry cannot happen (it was gone), but older snapshots may linger
      await trx.deleteFrom('deleted_vocabularies').where('user_id', '=', userId).where('vocabulary_id', '=', id).execute();
      const { entry, usages, reviews } = JSON.parse(row.snapshot) as Snapshot;
      await trx.insertInto('vocabularies').values(entry).execute();

      const newer = await trx
        .selectFrom('vocabularies')
        .select('id')
        .where('user_id', '=', userId)
        .where('language', '=', entry.language)
        .where('normalized', '=', entry.normalized)
        .where('id', '!=', id)
        .where('created_at', '>=', row.deleted_at)
        .execute();
      for (const { id: newerId } of newer) {
        await trx.updateTable('vocabulary_usages').set({ vocabulary_id: id }).where('vocabulary_id', '=', newerId).execute();
        // the newer entry's own reviews go with it (by cascade), and out of the counts
        const newerReviews = await trx.selectFrom('vocabulary_reviews').select(REVIEW_COUNT_FIELDS).where('vocabulary_id', '=', newerId).execute();
        await countReviews(trx, newerReviews, -1);
        await trx.deleteFrom('vocabularies').where('id', '=', newerId).execute();
      }

      const textIds = [...new Set(usages.map((usage) => usage.generated_text_id))];
      const chapterIds = [...new Set(usages.flatMap((usage) => (usage.chapter_id === null ? [] : [usage.chapter_id])))];
      const texts = new Set(
        textIds.length === 0
          ? []
          : (await trx.selectFrom('generated_texts').select('id').where('id', 'in', textIds).execute()).map((t) => t.id),
      );
      const chapters = new Set(
        chapterIds.length === 0
          ? []
          : (await trx.selectFrom('chapters').select('id').where('id', 'in', chapterIds).execute()).map((c) => c.id),
      );
      for (const usage of usages) {
        if (!texts.has(usage.generated_text_id)) continue;
        if (usage.chapter_id !== null && !chapters.has(usage.chapter_id)) continue;
        // a place clicked again meanwhile already belongs to the restored entry (moved above)
        // a snapshot taken before migration 0019 has no mark of the word in its sentence
        const marked =
          usage.sentence_start === undefined
            ? { ...usage, ...markOf(markSurface(usage.sentence, usage.surface, entry.language as Language)) }
            : usage;
        await trx
          .insertInto('vocabulary_usages')
          .values(marked)
          .onConflict((oc) => oc.doNothing())
          .execute();
      }
      if (reviews.length > 0) {
        await trx.insertInto('vocabulary_reviews').values(reviews).execute();
        await countReviews(trx, reviews, 1);
      }
      return { id, pending: entry.status === 'PENDING' };
    });
  }
}

const markOf = ({ start, end }: { start: number; end: number }) => ({ sentence_start: start, sentence_end: end });
