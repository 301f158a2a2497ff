import type { GeneratedText, TextStats } from '@reeprise/contract';
import type { TextRecord } from './generated-texts.repository.js';

export const presentText = (t: TextRecord): GeneratedText => ({
  id: t.id,
  topic: t.topic,
  status: t.status,
  chatgpt_output: t.output,
  language: t.language,
  level: t.level,
  text_type: t.textType,
  word_number: t.wordNumber,
  main_character: t.mainCharacter,
  image: t.imageFileId === null ? null : `/api/reeprise/generated_texts/${t.id}/image/`,
  publicly_visible: t.publiclyVisible,
  view_count: t.viewCount,
  created_at: t.createdAt,
  creator: t.creator,
  creator_id: t.creatorId,
  error: t.error,
  is_demo: t.isDemo,
});

export const presentTextStats = (s: { total: number; lastWeek: number; words: number }): TextStats => ({
  total_created_texts: s.total,
  last_week_created_texts: s.lastWeek,
  total_created_texts_length: s.words,
});
