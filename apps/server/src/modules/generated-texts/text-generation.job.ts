import { nowIso } from '../../db/database.js';
import { exponentialBackoff, type JobQueue } from '../../platform/jobs/job-queue.js';
import {
  buildTextPrompt,
  suggestedMaxTokens,
  withImage,
  type LlmProvider,
} from '../../platform/llm/index.js';
import type { LiveStreams } from '../../realtime/live-streams.js';
import type { FilesRepository } from '../files/files.repository.js';
import type { GeneratedTextsRepository } from './generated-texts.repository.js';
import { failureReason, isPermanentLlmError, runStreamedGeneration } from './streamed-generation.js';
import { countWords } from './word-count.js';

export const GENERATE_TEXT_JOB = 'generate-text';
export interface GenerateTextPayload {
  textId: number;
}

export interface TextGenerationDeps {
  texts: GeneratedTextsRepository;
  files: FilesRepository;
  llm: LlmProvider;
  live: LiveStreams;
  log: (message: string, error?: unknown) => void;
  backoffMs: number;
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
  });
  const image = text.imageFileId === null ? undefined : await deps.files.get(text.imageFileId);
  if (image)
    messages = withImage(messages, `data:${image.contentType};base64,${image.data.toString('base64')}`);

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
      topic: text.topic,
    },
    signal,
    saveProgress: (partial, now) => deps.texts.saveProgress(textId, partial, now),
  });
  await deps.texts.complete(textId, output, countWords(output), nowIso());
  await deps.live.finish({ text_id: textId, chapter_number: null }, 'COMPLETE');
}

/** Three attempts with back-off for passing failures, then FAILED with a reason. */
export function defineTextGenerationJob(queue: JobQueue, deps: TextGenerationDeps): void {
  queue.define<GenerateTextPayload>(GENERATE_TEXT_JOB, {
    concurrency: 4,
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
