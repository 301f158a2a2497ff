import type { TrainingVocabulary } from '@reeprise/contract';
import { retrievability } from './scheduling.js';
import { presentVocabulary } from '../vocabulary/vocabulary.presenter.js';
import type { VocabularyRecord } from '../vocabulary/vocabulary.repository.js';

/** A training card: the entry (with the sentence it was last met in, word marked) and its FSRS schedule. */
export const presentTrainingVocabulary = (v: VocabularyRecord, now: Date): TrainingVocabulary => ({
  ...presentVocabulary(v),
  retrievability: retrievability(
    { stability: v.fsrsStability, state: v.fsrsState, lastReview: v.lastReviewedAt },
    now,
  ),
});
