import type { GenerateChapter, LevelFit, RewriteText, RewrittenFrom } from '@reeprise/contract';
import { nowIso } from '../../db/database.js';
import type { JobQueue } from '../../platform/jobs/job-queue.js';
import { HttpError, codedError, notFound } from '../../plugins/http-error.js';
import type { AuthUser } from '../auth/session.service.js';
import type { GeneratedTextsService } from '../generated-texts/generated-texts.service.js';
import type { TextRecord } from '../generated-texts/generated-texts.repository.js';
import type { UsageBudget } from '../usage/usage-budget.js';
import type { ChapterRecord, ChaptersRepository } from './chapters.repository.js';
import { GENERATE_CHAPTER_JOB, type GenerateChapterPayload } from './chapter-generation.job.js';

/** A chapter as readers see it; chapter 0 is the text itself. */
export interface ChapterView {
  id: number;
  textId: number;
  chapterNumber: number;
  status: ChapterRecord['status'];
  content: string;
  words: string[];
  usedWords: string[];
  usedForms: string[];
  error: string | null;
  /** The chapter this one retells at another level (issue 36), or null. */
  rewrittenFrom: RewrittenFrom | null;
}

/** A chapter with the level fit of the learner asking (issue 36): null while it is being written. */
export interface MeasuredChapter extends ChapterView {
  levelFit: LevelFit | null;
}

export class ChaptersService {
  constructor(
    private readonly chapters: ChaptersRepository,
    private readonly texts: GeneratedTextsService,
    private readonly queue: JobQueue,
    private readonly budget: UsageBudget,
  ) {}

  /** Chapter n of a text the user may read, with its level fit for them; 404 when it does not exist (yet). */
  async get(user: AuthUser, textId: number, chapterNumber: number): Promise<MeasuredChapter> {
    const text = await this.texts.getReadable(user, textId);
    return this.measured(user, text, await this.view(text, chapterNumber));
  }

  private async measured(user: AuthUser, text: TextRecord, chapter: ChapterView): Promise<MeasuredChapter> {
    const [levelFit] = await this.texts.levelFits.measure(user.id, [
      {
        key: chapter.chapterNumber === 0 ? `text:${text.id}` : `chapter:${chapter.id}`,
        status: chapter.status,
        content: chapter.content,
        language: text.language,
      },
    ]);
    return { ...chapter, levelFit };
  }

  /** The text and the content of one of its chapters, for add_vocabulary and the websocket. */
  async readable(
    user: AuthUser,
    textId: number,
    chapterNumber: number,
  ): Promise<{ text: TextRecord; chapter: ChapterView }> {
    const text = await this.texts.getReadable(user, textId);
    return { text, chapter: await this.view(text, chapterNumber) };
  }

  /** Queues the next chapter of the creator's finished text, written around the chosen words (generation budget). */
  async generate(
    user: AuthUser,
    textId: number,
    body: GenerateChapter,
  ): Promise<{ textId: number; counter: number }> {
    const text = await this.texts.getOwn(user, textId);
    // a learner's own text keeps its author's chapters: the model does not add to it (decision 013)
    if (text.imported) {
      throw codedError(409, 'chapter_imported_text', 'New chapters are written only for generated texts, not for imported ones.');
    }
    if (text.status !== 'COMPLETE') throw new HttpError(409, 'The text is still being written.');
    return this.budget.spend('generation', user.id, async () => {
      const words = [...new Set(body.words)];
      const chapter = await this.chapters.createNext(textId, words, nowIso());
      await this.queue.enqueue<GenerateChapterPayload>(
        GENERATE_CHAPTER_JOB,
        { chapterId: chapter.id },
        { jobId: `chapter:${chapter.id}` },
      );
      return { textId, counter: chapter.chapterNumber };
    });
  }

  /**
   * Queues a new chapter retelling chapter `chapter_number` (0: the text) of the creator's text easier or
   * harder (issue 36): the same generation budget, reserved before anything is written, as generate.
   */
  async rewrite(user: AuthUser, textId: number, body: RewriteText): Promise<{ textId: number; counter: number }> {
    const text = await this.texts.getOwn(user, textId);
    if (text.imported) {
      throw codedError(409, 'chapter_imported_text', 'New chapters are written only for generated texts, not for imported ones.');
    }
    const from = body.chapter_number ?? 0;
    const source = await this.view(text, from);
    if (source.status !== 'COMPLETE') throw new HttpError(409, 'The text is still being written.');
    return this.budget.spend('generation', user.id, async () => {
      const chapter = await this.chapters.createNext(textId, [], nowIso(), { chapter_number: from, direction: body.direction });
      await this.queue.enqueue<GenerateChapterPayload>(
        GENERATE_CHAPTER_JOB,
        { chapterId: chapter.id },
        { jobId: `chapter:${chapter.id}` },
      );
      return { textId, counter: chapter.chapterNumber };
    });
  }

  /** FAILED → PENDING and queued again; a retry is a new generation for the budget. */
  async retry(user: AuthUser, textId: number, chapterNumber: number): Promise<ChapterView> {
    await this.texts.getOwn(user, textId);
    const chapter = await this.chapters.find(textId, chapterNumber);
    if (!chapter) throw notFound();
    return this.budget.spend('generation', user.id, async () => {
      if (!(await this.chapters.resetForRetry(chapter.id, nowIso()))) {
        throw new HttpError(409, 'Only a failed chapter can be retried.');
      }
      const pending = await this.get(user, textId, chapterNumber);
      await this.queue.enqueue<GenerateChapterPayload>(
        GENERATE_CHAPTER_JOB,
        { chapterId: chapter.id },
        { jobId: `chapter:${chapter.id}` },
      );
      return pending;
    });
  }

  async resumePending(): Promise<number> {
    const ids = await this.chapters.pendingIds();
    for (const id of ids) {
      await this.queue.enqueue<GenerateChapterPayload>(
        GENERATE_CHAPTER_JOB,
        { chapterId: id },
        { jobId: `chapter:${id}` },
      );
    }
    return ids.length;
  }

  private async view(text: TextRecord, chapterNumber: number): Promise<ChapterView> {
    if (chapterNumber === 0) {
      return {
        id: text.id,
        textId: text.id,
        chapterNumber: 0,
        status: text.status,
        content: text.output,
        words: [],
        usedWords: [],
        usedForms: [],
        error: text.error,
        rewrittenFrom: null,
      };
    }
    const chapter = await this.chapters.find(text.id, chapterNumber);
    if (!chapter) throw notFound('This chapter does not exist.');
    return {
      id: chapter.id,
      textId: text.id,
      chapterNumber: chapter.chapterNumber,
      status: chapter.status,
      content: chapter.content,
      words: chapter.words,
      usedWords: chapter.usedWords,
      usedForms: chapter.usedForms,
      error: chapter.error,
      rewrittenFrom: chapter.rewrittenFrom,
    };
  }
}
