import {
  EXPLAINED_SENTENCE_MAX_LENGTH,
  EXPLANATION_NEEDS_MODEL_MESSAGE,
  splitSentences,
  type ExplainSentence,
} from '@reeprise/contract';
import { nowIso } from '../../db/database.js';
import type { JobQueue } from '../../platform/jobs/job-queue.js';
import type { LlmProvider } from '../../platform/llm/index.js';
import { HttpError, badRequest, codedError, notFound } from '../../plugins/http-error.js';
import type { AuthUser } from '../auth/session.service.js';
import type { ChaptersService } from '../chapters/chapters.service.js';
import type { Reservation, UsageBudget } from '../usage/usage-budget.js';
import type { UserSettingsRepository } from '../user-settings/user-settings.repository.js';
import { EXPLAIN_SENTENCE_JOB, type ExplainSentencePayload } from './sentence-explanation.job.js';
import type { ExplanationRecord, SentenceExplanationsRepository } from './sentence-explanations.repository.js';

/** An explanation and whether this request started it (201) or found it kept (200). */
export interface ExplainResult {
  created: boolean;
  explanation: ExplanationRecord;
}

/**
 * Sentence explanations (issue 36, decision 038): a sentence's translation into the learner's mother tongue
 * and a short grammar explanation at the text's level, written by the model and kept per learner, sentence
 * and mother tongue. Only a new one is written and counted against TRANSLATIONS_PER_HOUR, reserved before
 * it is queued; without a model the answer says so, never an invented translation.
 */
export class SentenceExplanationsService {
  constructor(
    private readonly explanations: SentenceExplanationsRepository,
    private readonly chapters: Pick<ChaptersService, 'readable'>,
    private readonly settings: Pick<UserSettingsRepository, 'get'>,
    private readonly budget: UsageBudget,
    private readonly queue: JobQueue,
    private readonly llm: Pick<LlmProvider, 'name'>,
  ) {}

  /** The kept explanation of a sentence of a text the learner may read (404 otherwise), or a new one being written. */
  async explain(user: AuthUser, textId: number, body: ExplainSentence): Promise<ExplainResult> {
    const chapterNumber = body.chapter_number ?? 0;
    const { text, chapter } = await this.chapters.readable(user, textId, chapterNumber);
    if (chapter.status !== 'COMPLETE') throw new HttpError(409, 'The text is still being written.');
    // the server reads the sentence from what it stored, as add_vocabulary reads a word
    const sentence = splitSentences(chapter.content, text.language).find(
      (s) => s.start === body.sentence_start && s.end === body.sentence_end,
    );
    if (!sentence) throw badRequest('These offsets are not a sentence of this text.');
    if (sentence.text.length > EXPLAINED_SENTENCE_MAX_LENGTH) {
      throw badRequest(`A sentence of more than ${EXPLAINED_SENTENCE_MAX_LENGTH} characters cannot be explained.`);
    }
    const { motherTongue } = await this.settings.get(user.id);
    const key = {
      userId: user.id,
      textId,
      chapterNumber,
      sentenceStart: sentence.start,
      sentenceEnd: sentence.end,
      motherTongue,
    };
    const kept = await this.explanations.find(key);
    if (kept && kept.status !== 'FAILED') return { created: false, explanation: kept };
    if (this.llm.name === 'demo') throw codedError(409, 'explanation_needs_model', EXPLANATION_NEEDS_MODEL_MESSAGE);
    // the explanation is claimed first and paid for after: requests for the same sentence at once find it
    // claimed and cost nothing, where reserving first would spend their units on the way (and refuse them
    // when the hour's budget is nearly spent)
    const now = nowIso();
    const started = kept
      ? (await this.explanations.resetForRetry(kept.id, now)) && (await this.explanations.findById(kept.id))
      : await this.explanations.createPending(key, sentence.text, now);
    if (!started) return { created: false, explanation: (await this.explanations.find(key))! };
    let reservation: Reservation;
    try {
      reservation = await this.budget.reserve('translation', user.id);
    } catch (error) {
      // refused: the claim ends FAILED with the refusal's message, which whoever found it claimed then reads
      await this.explanations.fail(started.id, error instanceof Error ? error.message : String(error), nowIso());
      throw error;
    }
    try {
      await this.queue.enqueue<ExplainSentencePayload>(
        EXPLAIN_SENTENCE_JOB,
        { explanationId: started.id },
        { jobId: `explanation:${started.id}` },
      );
      return { created: true, explanation: started };
    } catch (error) {
      await reservation.release();
      await this.explanations.fail(started.id, 'The explanation could not be started.', nowIso());
      throw error;
    }
  }

  /** One of the learner's own explanations; anybody else's is a 404. */
  async get(user: AuthUser, id: number): Promise<ExplanationRecord> {
    const explanation = await this.explanations.findById(id);
    if (!explanation || explanation.userId !== user.id) throw notFound();
    return explanation;
  }

  /** The stream state of the learner's own explanation for /ws/streams/, or null (unknown or not theirs). */
  async streamable(user: AuthUser, id: number): Promise<{ content: string; status: ExplanationRecord['status'] } | null> {
    const explanation = await this.explanations.findById(id);
    return explanation && explanation.userId === user.id
      ? { content: explanation.content, status: explanation.status }
      : null;
  }

  /** Explanations a crash or a stop left PENDING are queued again. */
  async resumePending(): Promise<number> {
    const ids = await this.explanations.pendingIds();
    for (const id of ids) {
      await this.queue.enqueue<ExplainSentencePayload>(EXPLAIN_SENTENCE_JOB, { explanationId: id }, { jobId: `explanation:${id}` });
    }
    return ids.length;
  }
}
