import { failureCodeOf, paths, type GeneratedText, type LevelFit, type TextStats } from '@reeprise/contract';
import { presentImported } from '../imported-texts/imported-record.js';
import { presentPractice } from '../practice-words/practice-words.js';
import type { TextRecord } from './generated-texts.repository.js';

/** A text as the API answers it; `levelFit` is the learner asking's (issue 36), null while it is written. */
export const presentText = (t: TextRecord, levelFit: LevelFit | null = null): GeneratedText => ({
  id: t.id,
  topic: t.topic,
  status: t.status,
  chatgpt_output: t.output,
  language: t.language,
  level: t.level,
  text_type: t.textType,
  word_number: t.wordNumber,
  main_character: t.mainCharacter,
  image: t.imageFileId === null ? null : paths.generatedTexts.image(t.id),
  publicly_visible: t.publiclyVisible,
  view_count: t.viewCount,
  created_at: t.createdAt,
  creator: t.creator,
  creator_id: t.creatorId,
  error: t.error,
  failure_code: failureCodeOf(t.error),
  is_demo: t.isDemo,
  practice_words: presentPractice(t.practiceWords),
  imported: presentImported(t.imported),
  creator_pic:
    t.creatorPicUpdatedAt === null
      ? null
      : paths.profiles.userPicture(t.creatorId, { v: Date.parse(t.creatorPicUpdatedAt) || 0 }),
  level_fit: levelFit,
});

export const presentTextStats = (s: {
  total: number;
  lastWeek: number;
  words: number;
  levelHits: { atLevel: number; measured: number; target: number };
}): TextStats => ({
  total_created_texts: s.total,
  last_week_created_texts: s.lastWeek,
  total_created_texts_length: s.words,
  level_hits: {
    at_level: s.levelHits.atLevel,
    measured: s.levelHits.measured,
    target_known_share: s.levelHits.target,
  },
});
