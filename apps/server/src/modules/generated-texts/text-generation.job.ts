import { nowIso } from '../../db/database.js';
import { exponentialBackoff, type JobQueue } from '../../platform/jobs/job-queue.js';
import {
  buildTextPrompt,
  suggestedMaxTokens,
  withImage,
  type LlmProvider,
} from '../../platform/llm/index.js';
import type { LiveStreams } from '../../realtime/live-streams.js';
import type { LlmUsageRecorder } from '../llm-usage/llm-usage-meter.js';
import type { FilesRepository } from '../files/files.repository.js';
import type { GeneratedTextsRepository } from './generated-texts.repository.js';
import { failureReason, isPermanentLlmError, runStreamedGeneration } from './streamed-generation.js';
import { findUsedByForms, withPracticeWords } from '../practice-words/practice-words.js';
import { countWords } from './word-count.js';
import type { LearnerBands } from './learner-band.js';
import { textContent, type LevelFits } from './level-fits.js';

export const GENERATE_TEXT_JOB = 'generate-text';
export interface GenerateTextPayload {
  textId: number;
}

export interface TextGenerationDeps {
  texts: GeneratedTextsRepository;
  files: FilesRepository;
  llm: LlmProvider;
  live: LiveStreams;
  usage: LlmUsageRecorder;
  /** What the creator knows of the language, for the prompt's frequency band (issue 36). */
  bands: LearnerBands;
  /** The finished text's level fit for its creator is stored with it (issue 36). */
  levelFits: LevelFits;
  log: (message: string, error?: unknown) => void;
  backoffMs: number;
  /** Texts written at once by this process, and how many of them one learner may hold. */
  concurrency: number;
  slotsPerUser: number;
}

/** Writes one text from its topic or picture; ends COMPLETE, or throws for the queue to retry. */
export async function generateText(
  deps: TextGenerationDeps,
  textId: number,
  signal: AbortSignal,
): Promise<void> {
  const text = await deps.texts.findById(textId);
  if (!text || text.status !== 'PENDING') return;

  let messages = buildTextPrompt({
    topic: text.topic,
    language: text.language,
    level: text.level,
    textType: text.textType,
    wordNumber: text.wordNumber,
    mainCharacter: text.mainCharacter,
    hasImage: text.imageFileId !== null,
    learner: await deps.bands.of(text.creatorId, text.language),
  });
  const practice = text.practiceWords;
  const asked = practice?.asked.map((a) => a.word) ?? [];
  messages = withPracticeWords(messages, asked);
  const image = text.imageFileId === null ? undefined : await deps.files.get(text.imageFileId);
  if (image)
    messages = withImage(messages, `data:${image.contentType};base64,${image.data.toString('base64')}`);

  const meter = deps.usage.meter(text.creatorId, 'text');
  const output = await runStreamedGeneration({
    llm: deps.llm,
    live: deps.live,
    target: { text_id: textId, chapter_number: null },
    messages,
    vision: image !== undefined,
    maxTokens: suggestedMaxTokens(text.wordNumber),
    hint: {
      language: text.language,
      wordCount: text.wordNumber,
      mainCharacter: text.mainCharacter,
      // the offline demo writer works what it is given into its text, as a model would
      topic: asked.length > 0 ? [text.topic, ...asked].filter(Boolean).join(', ') : text.topic,
    },
    signal,
    onUsage: meter.add,
    saveProgress: (partial, now) => deps.texts.saveProgress(textId, partial, now),
  }).finally(() => meter.save());
  if (practice) await deps.texts.recordPracticeUse(textId, { ...practice, ...findUsedByForms(output, practice.asked, text.language) });
  const [fit] = await deps.levelFits.measure(text.creatorId, [textContent({ ...text, status: 'COMPLETE', output })]);
  await deps.texts.complete(textId, output, countWords(output), nowIso(), fit);
  await deps.live.finish({ text_id: textId, chapter_number: null }, 'COMPLETE');
}

/**
 * Three attempts with back-off for passing failures, then FAILED with a reason. A waiting text's place
 * in the queue goes to its subscribers, so its card says how many are ahead of it.
 */
export function defineTextGenerationJob(queue: JobQueue, deps: TextGenerationDeps): void {
  queue.define<GenerateTextPayload>(GENERATE_TEXT_JOB, {
    concurrency: deps.concurrency,
    fairness: {
      perGroup: deps.slotsPerUser,
      groupOf: async ({ textId }) => {
        const text = await deps.texts.findById(textId);
        return text ? String(text.creatorId) : undefined;
      },
    },
    onPosition: ({ textId }, ahead) => deps.live.queued({ text_id: textId, chapter_number: null }, ahead),
    attempts: 3,
    backoffMs: exponentialBackoff(deps.backoffMs),
    isPermanent: isPermanentLlmError,
    handler: ({ textId }, { signal }) => generateText(deps, textId, signal),
    onFailed: async ({ textId }, error) => {
      deps.log(`text ${textId} failed for good`, error);
      await deps.texts.fail(textId, failureReason(error), nowIso());
      await deps.live.finish({ text_id: textId, chapter_number: null }, 'FAILED');
    },
  });
}
