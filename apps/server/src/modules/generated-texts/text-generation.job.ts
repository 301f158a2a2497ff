import { nowIso } from '../../db/database.js';
import type { JobQueue } from '../../platform/jobs/job-queue.js';
import { exponentialBackoff } from '../../platform/jobs/job-queue.js';
import {
  LlmError,
  buildTextPrompt,
  suggestedMaxTokens,
  withImage,
  type LlmProvider,
} from '../../platform/llm/index.js';
import type { LiveStreams } from '../../realtime/live-streams.js';
import type { FilesRepository } from '../files/files.repository.js';
import type { GeneratedTextsRepository } from './generated-texts.repository.js';
import { countWords } from './word-count.js';

export const GENERATE_TEXT_JOB = 'generate-text';
export interface GenerateTextPayload {
  textId: number;
}

// Partial output is written to the database at most this often; the stream itself is not delayed.
const PROGRESS_FLUSH_MS = 250;

export interface TextGenerationDeps {
  texts: GeneratedTextsRepository;
  files: FilesRepository;
  llm: LlmProvider;
  live: LiveStreams;
  log: (message: string, error?: unknown) => void;
  backoffMs: number;
}

/** Writes one text: streams it from the LLM, publishes every chunk, stores progress, ends COMPLETE or FAILED. */
export async function generateText(deps: TextGenerationDeps, textId: number, signal: AbortSignal): Promise<void> {
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
  if (image) messages = withImage(messages, `data:${image.contentType};base64,${image.data.toString('base64')}`);

  // Every attempt starts from offset 0; subscribers replace what an earlier attempt showed them.
  deps.live.begin(textId, null);
  let output = '';
  let flushedAt = Date.now();
  for await (const delta of deps.llm.streamText({
    messages,
    vision: image !== undefined,
    signal,
    maxTokens: suggestedMaxTokens(text.wordNumber),
    hint: { language: text.language, wordCount: text.wordNumber, mainCharacter: text.mainCharacter, topic: text.topic },
  })) {
    output += delta;
    await deps.live.append(textId, null, delta);
    if (Date.now() - flushedAt >= PROGRESS_FLUSH_MS) {
      await deps.texts.saveProgress(textId, output, nowIso());
      flushedAt = Date.now();
    }
  }
  const final = output.trimEnd();
  if (final.trim().length === 0) throw new LlmError('invalid_output', 'The model returned no text.');
  await deps.texts.complete(textId, final, countWords(final), nowIso());
  await deps.live.finish(textId, null, 'COMPLETE');
}

/** Registers the job: three attempts with back-off for passing failures, then FAILED with a reason. */
export function defineTextGenerationJob(queue: JobQueue, deps: TextGenerationDeps): void {
  queue.define<GenerateTextPayload>(GENERATE_TEXT_JOB, {
    concurrency: 4,
    attempts: 3,
    backoffMs: exponentialBackoff(deps.backoffMs),
    isPermanent: (error) => error instanceof LlmError && !error.retryable,
    handler: ({ textId }, { signal }) => generateText(deps, textId, signal),
    onFailed: async ({ textId }, error) => {
      deps.log(`text ${textId} failed for good`, error);
      await deps.texts.fail(textId, failureReason(error), nowIso());
      await deps.live.finish(textId, null, 'FAILED');
    },
  });
}

/** A reason a learner can read; provider internals stay in the log. */
export function failureReason(error: unknown): string {
  if (!(error instanceof LlmError)) return 'Something went wrong while writing the text.';
  switch (error.kind) {
    case 'rate_limited':
      return 'The writing service is busy right now.';
    case 'timeout':
      return 'The writing service took too long to answer.';
    case 'network':
    case 'server':
      return 'The writing service is not reachable right now.';
    case 'invalid_output':
      return 'The writing service returned an unusable answer.';
    case 'bad_request':
      return 'The writing service refused the request.';
    case 'cancelled':
      return 'The writing was cancelled.';
  }
}
