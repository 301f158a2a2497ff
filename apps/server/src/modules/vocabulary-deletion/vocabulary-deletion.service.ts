import { VOCABULARY_RESTORE_WINDOW_MS } from '@reeprise/contract';
import { nowIso } from '../../db/database.js';
import type { JobQueue } from '../../platform/jobs/job-queue.js';
import { codedError, notFound } from '../../plugins/http-error.js';
import type { AuthUser } from '../auth/session.service.js';
import { TRANSLATE_JOB, type TranslatePayload } from '../vocabulary/translation.job.js';
import type { VocabularyDeletionRepository } from './vocabulary-deletion.repository.js';
import type { VocabularyRecord, VocabularyRepository } from '../vocabulary/vocabulary.repository.js';

/** Deleting a learner's word, and "Undo" within VOCABULARY_RESTORE_WINDOW_MS (decision 015). */
export class VocabularyDeletionService {
  constructor(
    private readonly deletions: VocabularyDeletionRepository,
    private readonly vocabulary: VocabularyRepository,
    private readonly queue: JobQueue,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** Deletes one of the learner's entries; anybody else's (or one already gone) is a 404. */
  async delete(user: AuthUser, id: number): Promise<void> {
    const now = this.clock();
    const purgeBefore = nowIso(new Date(now.getTime() - VOCABULARY_RESTORE_WINDOW_MS));
    if (!(await this.deletions.delete(user.id, id, nowIso(now), purgeBefore))) throw notFound();
  }

  /**
   * Restores an entry the learner deleted within the window, with its learning state, reviews and usages;
   * a 404 with its own code once the window has passed (or for an entry they never deleted).
   */
  async restore(user: AuthUser, id: number): Promise<VocabularyRecord> {
    const since = nowIso(new Date(this.clock().getTime() - VOCABULARY_RESTORE_WINDOW_MS));
    const restored = await this.deletions.restore(user.id, id, since);
    if (!restored) {
      throw codedError(404, 'vocabulary_not_restorable', 'This word can no longer be restored.');
    }
    // its translation job found no entry while it was deleted and ended: queue it again
    if (restored.pending) {
      await this.queue.enqueue<TranslatePayload>(TRANSLATE_JOB, { vocabularyId: id }, { jobId: `vocabulary:${id}` });
    }
    return (await this.vocabulary.findById(id))!;
  }
}
