import type { AnyStreamTarget } from '@reeprise/contract';
import { nowIso } from '../../db/database.js';
import {
  LlmError,
  failureText,
  type ChatMessage,
  type LlmProvider,
  type TextHint,
  type UsageListener,
} from '../../platform/llm/index.js';
import { LiveAppender } from '../../realtime/live-appender.js';
import type { LiveStreams } from '../../realtime/live-streams.js';

// Partial output is written to the database at most this often; the stream itself is not delayed.
const PROGRESS_FLUSH_MS = 250;

export interface StreamedGeneration {
  llm: LlmProvider;
  live: LiveStreams;
  target: AnyStreamTarget;
  messages: ChatMessage[];
  vision?: boolean;
  maxTokens: number;
  hint: TextHint;
  signal: AbortSignal;
  /** Receives the tokens the call cost, when the provider reports them. */
  onUsage?: UsageListener;
  saveProgress: (output: string, now: string) => Promise<void>;
}

/**
 * Streams one text, chapter or tutor's answer from the LLM: the deltas are published with their offsets in
 * batches of at most a tenth of a second (the first at once), the partial output is stored in batches, and the finished text (trailing space trimmed) is returned.
 * Every attempt starts from offset 0, so subscribers replace what an earlier attempt showed them.
 */
export async function runStreamedGeneration(job: StreamedGeneration): Promise<string> {
  await job.live.begin(job.target);
  const live = new LiveAppender(job.live, job.target);
  let output = '';
  let flushedAt = Date.now();
  try {
    for await (const delta of job.llm.streamText({
      messages: job.messages,
      vision: job.vision ?? false,
      signal: job.signal,
      maxTokens: job.maxTokens,
      hint: job.hint,
      ...(job.onUsage ? { onUsage: job.onUsage } : {}),
    })) {
      output += delta;
      await live.add(delta);
      if (Date.now() - flushedAt >= PROGRESS_FLUSH_MS) {
        await job.saveProgress(output, nowIso());
        flushedAt = Date.now();
      }
    }
    await live.close();
  } catch (error) {
    await live.discard();
    throw error;
  }
  const final = output.trimEnd();
  if (final.trim().length === 0) throw new LlmError('invalid_output', 'The model returned no text.');
  return final;
}

/** A reason a learner can read (one of GENERATION_FAILURES, so the API can send its code beside it). */
export const failureReason = (error: unknown): string => failureText(error);

export const isPermanentLlmError = (error: unknown) => error instanceof LlmError && !error.retryable;
