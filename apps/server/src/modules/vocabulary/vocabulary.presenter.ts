import { failureCodeOf, type Vocabulary } from '@reeprise/contract';
import type { VocabularyRecord } from './vocabulary.repository.js';

export const presentVocabulary = (v: VocabularyRecord): Vocabulary => {
  // the sentence the word was last met in, marked where it was clicked (stored with the usage)
  const last = v.usages.at(-1);
  return {
    id: v.id,
    word: v.word,
    translation: v.translation,
    mnemonic: v.mnemonic,
    winning_streak: v.winningStreak,
    status: v.status,
    language: v.language,
    part_of_speech: v.partOfSpeech,
    forms: [...new Set([v.normalized, ...v.usages.map((u) => u.surface)])],
    usages: v.usages.map((u) => ({
      generated_text_id: u.textId,
      chapter_id: u.chapterId,
      chapter_number: u.chapterNumber,
      start_idx: u.startIdx,
      end_idx: u.endIdx,
    })),
    sentence: last?.sentence ? { text: last.sentence, start: last.sentenceStart, end: last.sentenceEnd } : null,
    error: v.error,
    failure_code: failureCodeOf(v.error),
    created_at: v.createdAt,
    due_at: v.fsrsDue,
  };
};
