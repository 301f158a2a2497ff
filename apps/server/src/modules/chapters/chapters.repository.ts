import type { GenerationStatus, Language, LevelFit, RewrittenFrom } from '@reeprise/contract';
import type { Database } from '../../db/database.js';
import { GenerationStatusRepository } from '../../db/generation-status.repository.js';
import type { AskedWord } from '../practice-words/practice-words.js';
import { formsOfWords } from '../practice-words/practice-words.queries.js';

export interface ChapterRecord {
  id: number;
  textId: number;
  chapterNumber: number;
  status: GenerationStatus;
  content: string;
  words: string[];
  usedWords: string[];
  /** The forms in the content that showed the words were used (migration 0010). */
  usedForms: string[];
  wordCount: number;
  error: string | null;
  /** The chapter this one retells at another level (issue 36), or null for a continuation. */
  rewrittenFrom: RewrittenFrom | null;
  createdAt: string;
}

type Row = {
  id: number;
  generated_text_id: number;
  chapter_number: number;
  status: string;
  content: string;
  words: string;
  used_words: string;
  used_forms: string;
  word_count: number;
  error: string | null;
  rewritten_from: string | null;
  created_at: string;
};

const toRecord = (row: Row): ChapterRecord => ({
  id: row.id,
  textId: row.generated_text_id,
  chapterNumber: row.chapter_number,
  status: row.status as GenerationStatus,
  content: row.content,
  words: JSON.parse(row.words) as string[],
  usedWords: JSON.parse(row.used_words) as string[],
  usedForms: JSON.parse(row.used_forms) as string[],
  wordCount: row.word_count,
  error: row.error,
  rewrittenFrom: row.rewritten_from === null ? null : (JSON.parse(row.rewritten_from) as RewrittenFrom),
  createdAt: row.created_at,
});

export class ChaptersRepository extends GenerationStatusRepository {
  constructor(db: Database) {
    super(db, 'chapters', { content: '' });
  }

  async find(textId: number, chapterNumber: number): Promise<ChapterRecord | undefined> {
    const row = await this.db
      .selectFrom('chapters')
      .selectAll()
      .where('generated_text_id', '=', textId)
      .where('chapter_number', '=', chapterNumber)
      .executeTakeFirst();
    return row && toRecord(row);
  }

  async findById(id: number): Promise<ChapterRecord | undefined> {
    const row = await this.db.selectFrom('chapters').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toRecord(row);
  }

  /** The chapters before `chapterNumber`, in order: the story so far for the next prompt. */
  async listBefore(textId: number, chapterNumber: number): Promise<ChapterRecord[]> {
    const rows = await this.db
      .selectFrom('chapters')
      .selectAll()
      .where('generated_text_id', '=', textId)
      .where('chapter_number', '<', chapterNumber)
      .orderBy('chapter_number')
      .execute();
    return rows.map(toRecord);
  }

  /**
   * Adds the next chapter number atomically: the unique (text, number) constraint turns a race between
   * two clicks into a retry with the following number instead of two chapters with one number.
   */
  async createNext(
    textId: number,
    words: string[],
    now: string,
    rewrittenFrom: RewrittenFrom | null = null,
  ): Promise<ChapterRecord> {
    for (let attempt = 0; ; attempt += 1) {
      const last = await this.db
        .selectFrom('chapters')
        .select((eb) => eb.fn.max('chapter_number').as('n'))
        .where('generated_text_id', '=', textId)
        .executeTakeFirst();
      const chapterNumber = Number(last?.n ?? 0) + 1;
      try {
        const { id } = await this.db
          .insertInto('chapters')
          .values({
            generated_text_id: textId,
            chapter_number: chapterNumber,
            status: 'PENDING',
            words: JSON.stringify(words),
            rewritten_from: rewrittenFrom && JSON.stringify(rewrittenFrom),
            error: null,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return (await this.findById(id))!;
      } catch (error) {
        if (attempt >= 5) throw error;
      }
    }
  }

  async saveProgress(id: number, content: string, now: string): Promise<void> {
    await this.db
      .updateTable('chapters')
      .set({ content, updated_at: now })
      .where('id', '=', id)
      .where('status', '=', 'PENDING')
      .execute();
  }

  /** The creator's forms of the chapter's words, so their use is matched by forms (issue 16). */
  wordForms(userId: number, language: Language, words: string[]): Promise<AskedWord[]> {
    return formsOfWords(this.db, userId, language, words);
  }

  async complete(
    id: number,
    content: string,
    used: { words: string[]; forms: string[] },
    wordCount: number,
    now: string,
    levelFit: LevelFit | null = null,
  ): Promise<void> {
    await this.db
      .updateTable('chapters')
      .set({
        content,
        level_fit: levelFit && JSON.stringify(levelFit),
        used_words: JSON.stringify(used.words),
        used_forms: JSON.stringify(used.forms),
        word_count: wordCount,
        status: 'COMPLETE',
        error: null,
        updated_at: now,
      })
      .where('id', '=', id)
      .where('status', '=', 'PENDING')
      .execute();
  }
}
