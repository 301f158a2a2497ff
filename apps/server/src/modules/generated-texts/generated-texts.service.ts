import {
  IMAGE_MAX_BYTES,
  LEVEL_HITS_WINDOW,
  NO_TOPIC_MESSAGE,
  PRACTICE_WORDS_MAX,
  TEXTS_PAGE_SIZE,
  type CreateTextFields,
  type LevelFit,
  type UpdateText,
} from '@reeprise/contract';
import { nowIso } from '../../db/database.js';
import { normalizeImage } from '../../platform/files/image.js';
import type { JobQueue } from '../../platform/jobs/job-queue.js';
import type { LlmProvider } from '../../platform/llm/index.js';
import { AnswerCache, type KeptJson } from '../../platform/answer-cache.js';
import { loadIdPage, type IdPage } from '../../platform/cursor.js';
import { HttpError, badRequest, forbidden, notFound } from '../../plugins/http-error.js';
import type { AuthUser } from '../auth/session.service.js';
import type { FilesRepository } from '../files/files.repository.js';
import type { GeneratedTextsRepository, TextRecord } from './generated-texts.repository.js';
import type { UsageBudget } from '../usage/usage-budget.js';
import { GENERATE_TEXT_JOB, type GenerateTextPayload } from './text-generation.job.js';
import { textContent, type LevelFits } from './level-fits.js';
import { isAtLevel } from './level-fit.js';
import type { UserSettingsRepository } from '../user-settings/user-settings.repository.js';

const DAY_MS = 24 * 3600_000;
/** One user's views of one text count once in this window (issue 13: views could be inflated). */
export const VIEW_WINDOW_MS = DAY_MS;

/**
 * How late another learner's public text may show its view count or the partial output of its
 * generation in a kept list answer (decision 026); everything else shows on the next list.
 */
export const SHARED_TEXTS_LAG_MS = 3_000;
/** What the kept list answers may hold in all, per process: some 700 pages of ten whole texts. */
const LIST_ANSWERS_MAX_CHARS = 8 * 1024 * 1024;

/** The create form, read by the route once the hourly budget is reserved. */
export interface TextInput {
  fields: CreateTextFields;
  image: Buffer | undefined;
}

export class GeneratedTextsService {
  private readonly listAnswers = new AnswerCache(LIST_ANSWERS_MAX_CHARS);

  constructor(
    private readonly texts: GeneratedTextsRepository,
    private readonly files: FilesRepository,
    private readonly queue: JobQueue,
    private readonly llm: LlmProvider,
    private readonly budget: UsageBudget,
    readonly levelFits: LevelFits,
    private readonly settings: Pick<UserSettingsRepository, 'get'>,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /**
   * Stores a PENDING text (and its re-encoded image) and queues its generation. The hourly generation
   * budget is reserved before the upload is read or processed; a refused or failed request gives it back.
   */
  async create(user: AuthUser, readInput: () => Promise<TextInput>): Promise<TextRecord> {
    return this.budget.spend('generation', user.id, async () => {
      const { fields, image } = await readInput();
      if (!fields.topic && !image) throw badRequest(NO_TOPIC_MESSAGE, { topic: [NO_TOPIC_MESSAGE] });
      if (image && image.length > IMAGE_MAX_BYTES) throw new HttpError(413, 'The upload is too large.');
      return this.store(user, fields, image);
    });
  }

  private async store(
    user: AuthUser,
    fields: CreateTextFields,
    image: Buffer | undefined,
  ): Promise<TextRecord> {
    const now = this.clock();
    const imageFileId = image
      ? await this.files.insert({
          ownerId: user.id,
          kind: 'text-image',
          ...(await normalizeImage(image, 1600)),
          now: nowIso(now),
        })
      : null;
    const id = await this.texts.create({
      creatorId: user.id,
      topic: fields.topic,
      language: fields.language,
      level: fields.level,
      textType: fields.text_type,
      wordNumber: fields.word_number,
      mainCharacter: fields.main_character,
      imageFileId,
      publiclyVisible: fields.publicly_visible,
      isDemo: this.llm.name === 'demo',
      // "Practise my words": the words are chosen now, so the text records what it was asked for
      practiceWords: fields.practise_words
        ? {
            asked: await this.texts.practiceCandidates(user.id, fields.language, nowIso(now), PRACTICE_WORDS_MAX),
            used: null,
            usedForms: [],
          }
        : null,
      now: nowIso(now),
    });
    // Read before queueing: the answer shows the text as created, even if a fast writer finishes at once.
    const created = (await this.texts.findById(id))!;
    await this.queue.enqueue<GenerateTextPayload>(GENERATE_TEXT_JOB, { textId: id }, { jobId: `text:${id}` });
    return created;
  }

  /** One page of the texts this user may read: their own and public ones, newest first. */
  async list(user: AuthUser, beforeId: number | null) {
    return loadIdPage(TEXTS_PAGE_SIZE, (limit) => this.texts.listReadable(user.id, beforeId, limit));
  }

  /**
   * The list's answer as sent, kept per learner and key (the URL with its origin) and served again while the
   * learner's text list version and vocabulary version stand, for at most SHARED_TEXTS_LAG_MS (decisions
   * 026, 038): each card carries the learner's level fit, which a word status or a review changes. Both
   * versions only grow, so their sum grows with any change of either, and a kept answer never matches a
   * later state.
   */
  async listAnswer(
    user: AuthUser,
    beforeId: number | null,
    key: string,
    render: (page: IdPage<TextRecord>, fits: ReadonlyMap<number, LevelFit | null>) => string,
  ): Promise<KeptJson> {
    const answerKey = `${user.id} ${key}`;
    // the versions first: a write landing between the reads leaves the answer labelled older, not newer
    const { list: listVersion, known: knownVersion } = await this.texts.listAndKnownVersionsOf(user.id);
    const version = listVersion + knownVersion;
    const now = this.clock().getTime();
    const kept = this.listAnswers.get(answerKey, version, now);
    if (kept !== undefined) return kept;
    const page = await this.list(user, beforeId);
    const fits = await this.levelFits.measure(user.id, page.results.map(textContent), knownVersion);
    const byId = new Map(page.results.map((text, i) => [text.id, fits[i]]));
    return this.listAnswers.set(answerKey, version, now + SHARED_TEXTS_LAG_MS, render(page, byId));
  }

  /** The level fit of each text for the learner asking (null while a text is written, or when it failed). */
  async fitsOf(user: AuthUser, texts: readonly TextRecord[]): Promise<(LevelFit | null)[]> {
    return this.levelFits.measure(user.id, texts.map(textContent));
  }

  /** A text the user may read; someone else's private text is a 404, as if it did not exist. */
  async getReadable(user: AuthUser, id: number): Promise<TextRecord> {
    const text = await this.texts.findById(id);
    if (!text || !canRead(user, text)) throw notFound();
    return text;
  }

  async getOwn(user: AuthUser, id: number): Promise<TextRecord> {
    const text = await this.getReadable(user, id);
    if (text.creatorId !== user.id) throw forbidden('Only the creator can change this text.');
    return text;
  }

  async update(user: AuthUser, id: number, patch: UpdateText): Promise<TextRecord> {
    if (patch.id !== undefined && patch.id !== id)
      throw badRequest('The id in the body does not match the URL.');
    await this.getOwn(user, id);
    await this.texts.update(
      id,
      { publiclyVisible: patch.publicly_visible, topic: patch.topic },
      nowIso(this.clock()),
    );
    return (await this.texts.findById(id))!;
  }

  /**
   * Deletes the creator's text for everybody, with its chapters; every reader's vocabulary entries stay,
   * without their usages in it. Someone else's private text is a 404, their public one a 403.
   */
  async delete(user: AuthUser, id: number): Promise<void> {
    await this.getOwn(user, id);
    if (!(await this.texts.delete(id))) throw notFound();
  }

  /** Counts the user's view of a readable text, at most once per user and text in VIEW_WINDOW_MS. */
  async countView(user: AuthUser, id: number): Promise<void> {
    await this.getReadable(user, id);
    const now = this.clock().getTime();
    await this.texts.countView(user.id, id, nowIso(new Date(now)), nowIso(new Date(now - VIEW_WINDOW_MS)));
  }

  /** FAILED → PENDING and queued again (beyond the spec); a retry is a new generation for the budget. */
  async retry(user: AuthUser, id: number): Promise<TextRecord> {
    await this.getOwn(user, id);
    return this.budget.spend('generation', user.id, async () => {
      if (!(await this.texts.resetForRetry(id, nowIso(this.clock())))) {
        throw new HttpError(409, 'Only a failed text can be retried.');
      }
      const pending = (await this.texts.findById(id))!;
      await this.queue.enqueue<GenerateTextPayload>(
        GENERATE_TEXT_JOB,
        { textId: id },
        { jobId: `text:${id}` },
      );
      return pending;
    });
  }

  /** The learner's text counts, and how many of their last texts and chapters were at their level (issue 36). */
  async stats(user: AuthUser) {
    const weekAgo = nowIso(new Date(this.clock().getTime() - 7 * DAY_MS));
    const [counts, fits, settings] = await Promise.all([
      this.texts.stats(user.id, weekAgo),
      this.texts.recentLevelFits(user.id, LEVEL_HITS_WINDOW),
      this.settings.get(user.id),
    ]);
    const target = settings.targetKnownShare;
    const atLevel = fits.filter((fit) => isAtLevel(fit, target)).length;
    return { ...counts, levelHits: { atLevel, measured: fits.length, target } };
  }

  topViewed(user: AuthUser) {
    return this.texts.topViewed(user.id, 10);
  }

  /** Image bytes of a text the user may read. */
  async image(user: AuthUser, id: number) {
    const text = await this.getReadable(user, id);
    const file = text.imageFileId === null ? undefined : await this.files.get(text.imageFileId);
    if (!file) throw notFound();
    return file;
  }

  /** Work left PENDING by a crash or a stop is queued again at start. */
  async resumePending(): Promise<number> {
    const ids = await this.texts.pendingIds();
    for (const id of ids) {
      await this.queue.enqueue<GenerateTextPayload>(
        GENERATE_TEXT_JOB,
        { textId: id },
        { jobId: `text:${id}` },
      );
    }
    return ids.length;
  }
}

export const canRead = (user: AuthUser, text: TextRecord) =>
  text.creatorId === user.id || text.publiclyVisible;
