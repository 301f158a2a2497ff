import {
  VOCABULARY_PAGE_SIZE,
  isWholeWord,
  normalizeWord,
  type AddVocabulary,
  type Language,
  type TopPriorityQuery,
  type UpdateVocabulary,
  type VocabularyQuery,
} from '@reeprise/contract';
import { nowIso } from '../../db/database.js';
import { loadIdPage } from '../../platform/cursor.js';
import type { JobQueue } from '../../platform/jobs/job-queue.js';
import { HttpError, badRequest, notFound } from '../../plugins/http-error.js';
import type { AuthUser } from '../auth/session.service.js';
import type { ChaptersService } from '../chapters/chapters.service.js';
import { sentenceAround } from './sentence.js';
import type { TrainingRepository } from './training.repository.js';
import { TRANSLATE_JOB, type TranslatePayload } from './translation.job.js';
import type { VocabularyRecord, VocabularyRepository } from './vocabulary.repository.js';

const DAY_MS = 24 * 3600_000;

export class VocabularyService {
  constructor(
    private readonly vocabulary: VocabularyRepository,
    private readonly training: TrainingRepository,
    private readonly chapters: ChaptersService,
    private readonly queue: JobQueue,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /**
   * Adds the word at [start, end) of a text or chapter the user may read to their vocabulary: a usage
   * of an entry they already have for that word, or a new PENDING entry that the LLM completes.
   */
  async add(
    user: AuthUser,
    textId: number,
    body: AddVocabulary,
  ): Promise<{ entry: VocabularyRecord; created: boolean }> {
    const chapterNumber = body.chapter_number ?? 0;
    const { text, chapter } = await this.chapters.readable(user, textId, chapterNumber);
    if (chapter.status !== 'COMPLETE')
      throw new HttpError(409, 'Words can be added once the text is complete.');
    const { word_start_index: start, word_end_index: end } = body;
    if (end > chapter.content.length) throw badRequest('The word indices are outside the text.');
    if (!isWholeWord(chapter.content, start, end)) {
      throw badRequest('The word indices must cover exactly one whole word of the text.');
    }
    const surface = normalizeWord(chapter.content.slice(start, end));
    const usage = {
      textId,
      chapterId: chapterNumber === 0 ? null : chapter.id,
      chapterNumber,
      startIdx: start,
      endIdx: end,
      surface,
      sentence: sentenceAround(chapter.content, start, end),
      textCreatedAt: text.createdAt,
    };
    const now = nowIso(this.clock());
    const clickedBefore = await this.vocabulary.findByPlace(user.id, textId, chapterNumber, start);
    if (clickedBefore !== undefined)
      return { entry: (await this.vocabulary.findById(clickedBefore))!, created: false };
    const known = await this.vocabulary.findByForm(user.id, text.language, surface);
    if (known !== undefined) {
      await this.vocabulary.addUsage(known, user.id, usage, now);
      return { entry: (await this.vocabulary.findById(known))!, created: false };
    }
    const id = await this.vocabulary.create(
      { userId: user.id, language: text.language, word: surface, normalized: surface, now },
      usage,
    );
    const entry = (await this.vocabulary.findById(id))!;
    await this.queue.enqueue<TranslatePayload>(
      TRANSLATE_JOB,
      { vocabularyId: id },
      { jobId: `vocabulary:${id}` },
    );
    return { entry, created: true };
  }

  /** A page of the learner's own vocabulary, newest first, with the spec's filters. */
  async list(user: AuthUser, query: VocabularyQuery, beforeId: number | null) {
    const languages = [...(query.language ?? []), ...(query.word_languages ?? [])];
    const since =
      query.generated_text_created_at_last_days === undefined
        ? undefined
        : nowIso(new Date(this.clock().getTime() - query.generated_text_created_at_last_days * DAY_MS));
    const filters = {
      languages: languages.length ? languages : undefined,
      textId: query.generated_text_id,
      textsCreatedSince: since,
    };
    return loadIdPage(VOCABULARY_PAGE_SIZE, (limit) =>
      this.vocabulary.list(user.id, filters, beforeId, limit),
    );
  }

  /** An entry of the learner; anybody else's is a 404. */
  async getOwn(user: AuthUser, id: number): Promise<VocabularyRecord> {
    const entry = await this.vocabulary.findById(id);
    if (!entry || entry.userId !== user.id) throw notFound();
    return entry;
  }

  async update(user: AuthUser, id: number, patch: UpdateVocabulary): Promise<VocabularyRecord> {
    if (patch.id !== undefined && patch.id !== id)
      throw badRequest('The id in the body does not match the URL.');
    await this.getOwn(user, id);
    await this.vocabulary.update(
      id,
      { mnemonic: patch.mnemonic, translation: patch.translation },
      nowIso(this.clock()),
    );
    return (await this.vocabulary.findById(id))!;
  }

  async retry(user: AuthUser, id: number): Promise<VocabularyRecord> {
    await this.getOwn(user, id);
    if (!(await this.vocabulary.resetForRetry(id, nowIso(this.clock())))) {
      throw new HttpError(409, 'Only a failed entry can be retried.');
    }
    const pending = (await this.vocabulary.findById(id))!;
    await this.queue.enqueue<TranslatePayload>(
      TRANSLATE_JOB,
      { vocabularyId: id },
      { jobId: `vocabulary:${id}` },
    );
    return pending;
  }

  knownForms(user: AuthUser, language: Language): Promise<string[]> {
    return this.vocabulary.knownForms(user.id, language);
  }

  /** 'I know it' (streak + 1) or 'I don't know it' (streak 0), recorded as a review. */
  async review(user: AuthUser, id: number, result: 'learned' | 'forgotten'): Promise<VocabularyRecord> {
    const outcome = await this.training.review(id, user.id, result, nowIso(this.clock()));
    if (!outcome) throw notFound();
    return (await this.vocabulary.findById(id))!;
  }

  /**
   * The training selection (DESIGN.md): up to `known_vocabularies` words above the streak threshold and
   * the rest of `total_vocabularies` at or below it, from texts of the last `text_age_in_days` days.
   */
  async topPriority(user: AuthUser, query: TopPriorityQuery): Promise<VocabularyRecord[]> {
    const since = nowIso(new Date(this.clock().getTime() - query.text_age_in_days * DAY_MS));
    const known = await this.training.candidates(user.id, {
      since,
      maximumStreak: query.maximum_streak,
      known: true,
      limit: Math.min(query.known_vocabularies, query.total_vocabularies),
    });
    const weak = await this.training.candidates(user.id, {
      since,
      maximumStreak: query.maximum_streak,
      known: false,
      limit: query.total_vocabularies - known.length,
    });
    const entries = await Promise.all([...weak, ...known].map((id) => this.vocabulary.findById(id)));
    return entries.filter((entry): entry is VocabularyRecord => entry !== undefined);
  }

  stats(user: AuthUser) {
    const now = this.clock().getTime();
    return this.training.stats(
      user.id,
      nowIso(new Date(now - 7 * DAY_MS)),
      nowIso(new Date(now - 28 * DAY_MS)),
    );
  }

  async resumePending(): Promise<number> {
    const ids = await this.vocabulary.pendingIds();
    for (const id of ids) {
      await this.queue.enqueue<TranslatePayload>(
        TRANSLATE_JOB,
        { vocabularyId: id },
        { jobId: `vocabulary:${id}` },
      );
    }
    return ids.length;
  }
}
