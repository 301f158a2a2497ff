import type { Language, Level } from '@reeprise/contract';
import type { Database } from '../../db/database.js';
import { serializeImported, type ImportedRecord } from './imported-record.js';

export interface NewImportedText {
  creatorId: number;
  title: string;
  language: Language;
  level: Level;
  publiclyVisible: boolean;
  imported: ImportedRecord;
  /** The chapters in order, each with its word count; the first is the text itself (chapter 0). */
  chapters: { content: string; words: number }[];
  now: string;
}

/** Chapters are written this many rows per INSERT (well under either engine's bound-parameter limit). */
const CHAPTER_ROWS_PER_INSERT = 200;

export class ImportedTextsRepository {
  constructor(private readonly db: Database) {}

  /**
   * Stores a learner's own text, COMPLETE at once, with its chapters 1…n, in one transaction: an import
   * that fails half-way leaves nothing behind. `word_number` holds the whole text's words; `word_count`
   * only chapter 0's, as chapters count their own (the statistics add both).
   */
  async create(text: NewImportedText): Promise<number> {
    const [first, ...rest] = text.chapters;
    if (!first) throw new Error('an imported text has at least one chapter');
    const total = text.chapters.reduce((sum, chapter) => sum + chapter.words, 0);
    return this.db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('generated_texts')
        .values({
          creator_id: text.creatorId,
          topic: text.title,
          status: 'COMPLETE',
          output: first.content,
          language: text.language,
          level: text.level,
          text_type: 'STORY',
          word_number: total,
          main_character: '',
          image_file_id: null,
          publicly_visible: text.publiclyVisible ? 1 : 0,
          word_count: first.words,
          error: null,
          is_demo: 0,
          imported: serializeImported(text.imported),
          created_at: text.now,
          updated_at: text.now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (let start = 0; start < rest.length; start += CHAPTER_ROWS_PER_INSERT) {
        await trx
          .insertInto('chapters')
          .values(
            rest.slice(start, start + CHAPTER_ROWS_PER_INSERT).map((chapter, i) => ({
              generated_text_id: id,
              chapter_number: start + i + 1,
              status: 'COMPLETE',
              content: chapter.content,
              words: '[]',
              used_words: '[]',
              used_forms: '[]',
              word_count: chapter.words,
              error: null,
              created_at: text.now,
              updated_at: text.now,
            })),
          )
          .execute();
      }
      return id;
    });
  }
}
