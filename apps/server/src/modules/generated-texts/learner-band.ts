import type { Language } from '@reeprise/contract';
import type { LearnerBand } from '../../platform/llm/writing-levels.js';
import type { UserSettingsRepository } from '../user-settings/user-settings.repository.js';
import { KNOWN_THRESHOLD } from '../vocabulary/vocabulary.repository.js';
import type { WordStatusesRepository } from '../word-statuses/word-statuses.repository.js';

/**
 * What a prompt may say about the learner a text is written for (issue 36): their placement level and known
 * words in the language (the word model of issue 34) and their target share of known words.
 */
export class LearnerBands {
  constructor(
    private readonly statuses: Pick<WordStatusesRepository, 'statusCounts' | 'unmarkedVocabularyCounts' | 'placements'>,
    private readonly settings: Pick<UserSettingsRepository, 'get'>,
  ) {}

  async of(userId: number, language: Language): Promise<LearnerBand> {
    const [counts, vocabulary, placements, settings] = await Promise.all([
      this.statuses.statusCounts(userId, language),
      this.statuses.unmarkedVocabularyCounts(userId, language, KNOWN_THRESHOLD),
      this.statuses.placements(userId),
      this.settings.get(userId),
    ]);
    const marked = counts.find((count) => count.status === 'known')?.count ?? 0;
    return {
      placement: placements.get(language) ?? null,
      knownWords: marked + vocabulary.known,
      targetKnownShare: settings.targetKnownShare,
    };
  }
}
