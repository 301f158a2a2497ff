import { failureCodeOf, normalizeWord, splitWords, type Language, type Vocabulary } from '@reeprise/contract';
import type { UsageRecord, VocabularyRecord } from './vocabulary.repository.js';

export const presentVocabulary = (v: VocabularyRecord): Vocabulary => ({
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
  sentence: sentenceOf(v.usages.at(-1), v.language),
  error: v.error,
  failure_code: failureCodeOf(v.error),
  created_at: v.createdAt,
});

/**
 * The stored sentence of a usage with the clicked form marked: the first word of the sentence with that
 * form (the sentence is trimmed when stored, so the click's own offsets do not apply to it), else the
 * first place the form occurs in it in any case (a phrase is several words). Unmarked (0, 0) if neither.
 */
function sentenceOf(usage: UsageRecord | undefined, language: Language): Vocabulary['sentence'] {
  if (!usage || !usage.sentence) return null;
  const text = usage.sentence;
  const span = splitWords(text, language).find((word) => normalizeWord(text.slice(word.start, word.end)) === usage.surface);
  if (span) return { text, start: span.start, end: span.end };
  const at = text.toLocaleLowerCase().indexOf(usage.surface);
  // lower-casing may change the length of a few letters: only a same-length text keeps the offsets
  if (at >= 0 && text.toLocaleLowerCase().length === text.length)
    return { text, start: at, end: at + usage.surface.length };
  return { text, start: 0, end: 0 };
}
