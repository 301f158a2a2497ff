import {
  VOCABULARY_PAGE_SIZE,
  PHRASE_MAX_LENGTH,
  PHRASE_MAX_WORDS,
  normalizePhrase,
  normalizeWord,
  settledLength,
  streamKey,
  wordsInSpan,
  type AddVocabulary,
  type Language,
  type UpdateVocabulary,
  type VocabularyFilterQuery,
  type VocabularyQuery,
} from '@reeprise/contract';
import { nowIso } from '../../db/database.js';
import { AnswerCache, type KeptJson } from '../../platform/answer-cache.js';
import type { IdPage } from '../../platform/cursor.js';
import type { JobQueue } from '../../platform/jobs/job-queue.js';
import { HttpError, badRequest, codedError, notFound } from '../../plugins/http-error.js';
import type { LiveStreams } from '../../realtime/live-streams.js';
import type { AuthUser } from '../auth/session.service.js';
import type { ChapterView, ChaptersService } from '../chapters/chapters.service.js';
import type { UsageBudget } from '../usage/usage-budget.js';
import { sentenceAround } from './sentence.js';
import { TRANSLATE_JOB, type TranslatePayload } from './translation.job.js';
import { cursorAfter, decodePosition } from './list-order.js';
import {
  KNOWN_THRESHOLD,
  type VocabularyFilters,
  type VocabularyRecord,
  type VocabularyRepository,
} from './vocabulary.repository.js';

const DAY_MS = 24 * 3600_000;
/** What the kept list answers may hold in all, per process: some 800 pages of a full list. */
const LIST_ANSWERS_MAX_CHARS = 8 * 1024 * 1024;

/** What the kept known-forms answers may hold in all, per process: some 40 learners with 35,000 forms. */
const KNOWN_FORMS_ANSWERS_MAX_CHARS = 16 * 1024 * 1024;

/** A page of the list, and from when it may differ although nothing was written (Infinity: never). */
export type VocabularyListPage = IdPage<VocabularyRecord> & { changesAt: number };

export class VocabularyService {
  private readonly listAnswers = new AnswerCache(LIST_ANSWERS_MAX_CHARS);
  private readonly knownFormsAnswers = new AnswerCache(KNOWN_FORMS_ANSWERS_MAX_CHARS);

  constructor(
    private readonly vocabulary: VocabularyRepository,
    private readonly chapters: ChaptersService,
    private readonly queue: JobQueue,
    private readonly budget: UsageBudget,
    /** The texts being written right now: their words are clickable as they arrive. */
    private readonly live: Pick<LiveStreams, 'snapshot'>,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /**
   * Adds the word, or the phrase of 2-6 words (decision 014), at [start, end) of a text or chapter the
   * user may read to their vocabulary: a usage of an entry they already have for that form, or a new
   * PENDING entry that the LLM completes (a new entry draws on the hourly translation budget; a usage of
   * a known form costs no LLM call). A text still being written takes words it has finished.
   */
  async add(
    user: AuthUser,
    textId: number,
    body: AddVocabulary,
  ): Promise<{ entry: VocabularyRecord; created: boolean }> {
    const chapterNumber = body.chapter_number ?? 0;
    const { text, chapter } = await this.chapters.readable(user, textId, chapterNumber);
    const { word_start_index: start, word_end_index: end } = body;
    const { content, streaming } = await this.clickableContent(textId, chapterNumber, chapter);
    const clickedBefore = await this.vocabulary.findByPlace(user.id, textId, chapterNumber, start, end);
    // an old usage keeps its place even where today's splitter sees no word (decision 014)
    if (clickedBefore !== undefined)
      return { entry: (await this.vocabulary.findById(clickedBefore))!, created: false };
    if (end > content.length) {
      throw streaming
        ? codedError(409, 'word_not_written_yet', 'This word is still being written; try again in a moment.')
        : badRequest('The word indices are outside the text.');
    }
    const surface = checkedSurface(content, start, end, text.language);
    const sentence = sentenceAround(content, start, end);
    const usage = {
      textId,
      chapterId: chapterNumber === 0 ? null : chapter.id,
      chapterNumber,
      startIdx: start,
      endIdx: end,
      surface,
      sentence: sentence.text,
      sentenceStart: sentence.start,
      sentenceEnd: sentence.end,
      textCreatedAt: text.createdAt,
    };
    const now = nowIso(this.clock());
    const known = await this.vocabulary.findByForm(user.id, text.language, surface);
    if (known !== undefined) {
      await this.vocabulary.addUsage(known, user.id, usage, now);
      return { entry: (await this.vocabulary.findById(known))!, created: false };
    }
    return this.budget.spend('translation', user.id, async () => {
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
    });
  }

  /**
   * The part of a text or chapter whose words can be clicked: all of a COMPLETE one; of one still being
   * written, what has streamed so far (the live stream is ahead of the stored progress) up to its last
   * white space, so the word being written is not clickable yet.
   */
  private async clickableContent(
    textId: number,
    chapterNumber: number,
    chapter: ChapterView,
  ): Promise<{ content: string; streaming: boolean }> {
    if (chapter.status === 'COMPLETE') return { content: chapter.content, streaming: false };
    if (chapter.status !== 'PENDING')
      throw new HttpError(409, 'Words can be added once the text is complete.');
    const live = await this.live.snapshot(streamKey(textId, chapterNumber));
    const streamed = live !== undefined && live.length > chapter.content.length ? live : chapter.content;
    return { content: streamed.slice(0, settledLength(streamed)), streaming: true };
  }

  /** The list's filters as the repository takes them (shared by the list and the exports). */
  filtersOf(query: VocabularyFilterQuery): VocabularyFilters {
    const languages = [...(query.language ?? []), ...(query.word_languages ?? [])];
    const since =
      query.generated_text_created_at_last_days === undefined
        ? undefined
        : nowIso(new Date(this.clock().getTime() - query.generated_text_created_at_last_days * DAY_MS));
    return {
      languages: languages.length ? languages : undefined,
      textId: query.generated_text_id,
      textsCreatedSince: since,
      search: query.search || undefined,
    };
  }

  /**
   * A page of the learner's own vocabulary with the spec's filters, newest first unless another order
   * is asked for (keyset-paged in every order: the cursor holds the last row's key and id).
   */
  async list(user: AuthUser, query: VocabularyQuery): Promise<VocabularyListPage> {
    const sort = query.sort ?? 'newest';
    const position = decodePosition(sort, query.cursor);
    const filters = this.filtersOf(query);
    const rows = await this.vocabulary.list(user.id, filters, position, VOCABULARY_PAGE_SIZE + 1);
    const results = rows.slice(0, VOCABULARY_PAGE_SIZE);
    const more = rows.length > VOCABULARY_PAGE_SIZE;
    const days = query.generated_text_created_at_last_days;
    return {
      results,
      nextCursor: more ? cursorAfter(sort, results.at(-1)!) : null,
      changesAt: days === undefined ? Infinity : firstToAgeOut(rows, filters.textId, days),
    };
  }

  /**
   * The list's answer as `render` writes it, kept per learner and `key` (what else the answer depends
   * on: the query, the origin of its links) and served again until the learner's vocabulary version
   * changes (decision 025) or, with the days filter, until a word on the page gets too old for it.
   */
  async listAnswer(
    user: AuthUser,
    query: VocabularyQuery,
    key: string,
    render: (page: VocabularyListPage) => string,
  ): Promise<KeptJson> {
    const answerKey = `${user.id} ${key}`;
    // the version first: a write landing between the two reads leaves the answer labelled older, not newer
    const version = await this.vocabulary.versionOf(user.id);
    const kept = this.listAnswers.get(answerKey, version, this.clock().getTime());
    if (kept !== undefined) return kept;
    const page = await this.list(user, query);
    return this.listAnswers.set(answerKey, version, page.changesAt, render(page));
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

  /** FAILED → PENDING and translated again; a retry draws on the translation budget like a new word. */
  async retry(user: AuthUser, id: number): Promise<VocabularyRecord> {
    await this.getOwn(user, id);
    return this.budget.spend('translation', user.id, async () => {
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
    });
  }

  /** The learner's forms in a language, which are still being learned and which ignored (level fit). */
  knownForms(user: AuthUser, language: Language) {
    return this.vocabulary.knownForms(user.id, language, KNOWN_THRESHOLD);
  }

  /**
   * The known forms' answer as `render` writes it, kept per learner and language until the learner's
   * vocabulary version changes: entries, usages, reviews and word statuses all bump it (migrations 0020,
   * 0022), and nothing else changes the answer (decision 035). Tens of thousands of forms are read and
   * written once, not on every reader and text list visit.
   */
  async knownFormsAnswer(
    user: AuthUser,
    language: Language,
    render: (forms: Awaited<ReturnType<VocabularyService['knownForms']>>) => string,
  ): Promise<KeptJson> {
    const key = `${user.id} ${language}`;
    // the version first: a write landing between the two reads leaves the answer labelled older, not newer
    const version = await this.vocabulary.versionOf(user.id);
    const kept = this.knownFormsAnswers.get(key, version, this.clock().getTime());
    if (kept !== undefined) return kept;
    return this.knownFormsAnswers.set(key, version, Infinity, render(await this.knownForms(user, language)));
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

/**
 * The form to save for [start, end) of `content`: one whole word, or a phrase of 2-PHRASE_MAX_WORDS
 * whole words, split as the reader splits them. Anything else is a 400 the learner can read.
 */
function checkedSurface(content: string, start: number, end: number, language: Language): string {
  const words = wordsInSpan(content, start, end, language);
  if (words === 0) {
    throw codedError(
      400,
      'not_whole_words',
      'The indices must cover one whole word, or a phrase of whole words, of the text.',
    );
  }
  if (words === 1) return normalizeWord(content.slice(start, end));
  const phrase = normalizePhrase(content.slice(start, end));
  if (words > PHRASE_MAX_WORDS || phrase.length > PHRASE_MAX_LENGTH) {
    throw codedError(400, 'phrase_too_long', `A phrase has at most ${PHRASE_MAX_WORDS} words.`, {
      count: PHRASE_MAX_WORDS,
    });
  }
  return phrase;
}

/**
 * When the first of these entries stops matching "used in texts of the last `days` days": an entry
 * matches while one of its usages (in the text asked for, if one is) is that young.
 */
function firstToAgeOut(entries: VocabularyRecord[], textId: number | undefined, days: number): number {
  let first = Infinity;
  for (const entry of entries) {
    let youngest = -Infinity;
    for (const usage of entry.usages) {
      if (textId !== undefined && usage.textId !== textId) continue;
      youngest = Math.max(youngest, Date.parse(usage.textCreatedAt));
    }
    first = Math.min(first, youngest + days * DAY_MS);
  }
  return first;
}
