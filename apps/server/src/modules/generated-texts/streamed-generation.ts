import type { StreamTarget } from '@reeprise/contract';
import { nowIso } from '../../db/database.js';
import { LlmError, type ChatMessage, type LlmProvider, type TextHint } from '../../platform/llm/index.js';
import type { LiveStreams } from '../../realtime/live-streams.js';

// Partial output is written to the database at most this often; the stream itself is not delayed.
const PROGRESS_FLUSH_MS = 250;

export interface StreamedGeneration {
  llm: LlmProvider;
  live: LiveStreams;
  target: StreamTarget;
  messages: ChatMessage[];
  vision?: boolean;
  maxTokens: number;
  hint: TextHint;
  signal: AbortSignal;
  saveProgress: (output: string, now: string) => Promise<void>;
}

/**
 * Streams one text, chapter or tutor's answer from the LLM: every delta is published at once with its offset, the
 * partial output is stored in batches, and the finished text (trailing space trimmed) is returned.
 * Every attempt starts from offset 0, so subscribers replace what an earlier attempt showed them.
 */
export async function runStreamedGeneration(job: StreamedGeneration): Promise<string> {
  await job.live.begin(job.target);
  let output = '';
  let flushedAt = Date.now();
  for await (const delta of job.llm.streamText({
    messages: job.messages,
    vision: job.vision ?? false,
    signal: job.signal,
    maxTokens: job.maxTokens,
    hint: job.hint,
  })) {
    output += delta;
    await job.live.append(job.target, delta);
    if (Date.now() - flushedAt >= PROGRESS_FLUSH_MS) {
      await job.saveProgress(output, nowIso());
      flushedAt = Date.now();
    }
  }
  const final = output.trimEnd();
  if (final.trim().length === 0) throw new LlmError('invalid_output', 'The model returned no text.');
  return final;
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

export const isPermanentLlmError = (error: unknown) => error instanceof LlmError && !error.retryable;
