import { EXPLANATION_NEEDS_MODEL_MESSAGE } from '@reeprise/contract';
import { nowIso } from '../../db/database.js';
import { exponentialBackoff, type JobQueue } from '../../platform/jobs/job-queue.js';
import { EXPLANATION_MAX_TOKENS, buildExplanationPrompt, type LlmProvider } from '../../platform/llm/index.js';
import type { LiveStreams } from '../../realtime/live-streams.js';
import type { LlmUsageRecorder } from '../llm-usage/llm-usage-meter.js';
import type { GeneratedTextsRepository } from '../generated-texts/generated-texts.repository.js';
import type { ChaptersRepository } from '../chapters/chapters.repository.js';
import { failureReason, isPermanentLlmError, runStreamedGeneration } from '../generated-texts/streamed-generation.js';
import type { SentenceExplanationsRepository } from './sentence-explanations.repository.js';

export const EXPLAIN_SENTENCE_JOB = 'explain-sentence';
export interface ExplainSentencePayload {
  explanationId: number;
}

export interface ExplanationDeps {
  explanations: SentenceExplanationsRepository;
  texts: GeneratedTextsRepository;
  chapters: ChaptersRepository;
  llm: LlmProvider;
  live: LiveStreams;
  usage: LlmUsageRecorder;
  log: (message: string, error?: unknown) => void;
  backoffMs: number;
  concurrency: number;
}

/** Characters of the text on each side of the sentence that go with it, so pronouns and tenses read right. */
const CONTEXT_CHARS = 300;

/** Writes one explanation, streamed on /ws/streams/ like a chapter (`explanation_id`), stored in batches. */
export async function explainSentence(deps: ExplanationDeps, explanationId: number, signal: AbortSignal) {
  const explanation = await deps.explanations.findById(explanationId);
  if (!explanation || explanation.status !== 'PENDING') return;
  const text = await deps.texts.findById(explanation.textId);
  if (!text) return;
  if (deps.llm.name === 'demo') {
    // queued while a model was configured, resumed without one: the demo writer must not invent a translation
    await deps.explanations.fail(explanationId, EXPLANATION_NEEDS_MODEL_MESSAGE, nowIso());
    await deps.live.finish({ explanation_id: explanationId }, 'FAILED');
    return;
  }
  const surrounding =
    explanation.chapterNumber === 0
      ? text.output
      : ((await deps.chapters.find(text.id, explanation.chapterNumber))?.content ?? '');
  const context = surrounding.slice(
    Math.max(0, explanation.sentenceStart - CONTEXT_CHARS),
    explanation.sentenceEnd + CONTEXT_CHARS,
  );
  const target = { explanation_id: explanationId };
  // counted with vocabulary lookups: both are translation work, under TRANSLATIONS_PER_HOUR
  const meter = deps.usage.meter(explanation.userId, 'vocabulary');
  const written = await runStreamedGeneration({
    llm: deps.llm,
    live: deps.live,
    target,
    messages: buildExplanationPrompt({
      sentence: explanation.sentence,
      context,
      language: text.language,
      motherTongue: explanation.motherTongue,
      level: text.level,
    }),
    maxTokens: EXPLANATION_MAX_TOKENS,
    hint: { language: text.language, wordCount: 40, topic: explanation.sentence },
    signal,
    onUsage: meter.add,
    saveProgress: (partial, now) => deps.explanations.saveProgress(explanationId, partial, now),
  }).finally(() => meter.save());
  await deps.explanations.complete(explanationId, written.trim(), nowIso());
  await deps.live.finish(target, 'COMPLETE');
}

export function defineExplanationJob(queue: JobQueue, deps: ExplanationDeps): void {
  queue.define<ExplainSentencePayload>(EXPLAIN_SENTENCE_JOB, {
    concurrency: deps.concurrency,
    attempts: 3,
    backoffMs: exponentialBackoff(deps.backoffMs),
    isPermanent: isPermanentLlmError,
    handler: ({ explanationId }, { signal }) => explainSentence(deps, explanationId, signal),
    onFailed: async ({ explanationId }, error) => {
      deps.log(`sentence explanation ${explanationId} failed for good`, error);
      await deps.explanations.fail(explanationId, failureReason(error), nowIso());
      await deps.live.finish({ explanation_id: explanationId }, 'FAILED');
    },
  });
}
