import type OpenAI from 'openai';
import type { LlmError, LlmUsage } from './llm-provider.js';

/** What one streamed chunk says, across the dialects of the OpenAI-compatible servers. */
export interface ChunkFacts {
  /** Answer text (may still hold `<think>` blocks). */
  content: string;
  /** The chunk carried thinking in a separate field (vLLM/llama.cpp `reasoning_content`, OpenRouter/Ollama `reasoning`). */
  reasoning: boolean;
  finished: boolean;
  finishReason: string | undefined;
  usage: LlmUsage | undefined;
}

/** The fields compatible servers add to OpenAI's chunk; the SDK's types do not know them. */
interface DialectExtras {
  choices?: { delta?: { reasoning_content?: unknown; reasoning?: unknown } }[];
  /** llama.cpp's server: token counts of the prompt and the prediction, in the last chunk. */
  timings?: { prompt_n?: unknown; predicted_n?: unknown };
}

export function chunkFacts(chunk: OpenAI.ChatCompletionChunk, requestedModel: string): ChunkFacts {
  const choice = chunk.choices[0];
  const delta = (chunk as DialectExtras).choices?.[0]?.delta;
  const reasoning = nonEmpty(delta?.reasoning_content) || nonEmpty(delta?.reasoning);
  return {
    content: choice?.delta?.content ?? '',
    reasoning,
    finished: Boolean(choice?.finish_reason),
    finishReason: choice?.finish_reason ?? undefined,
    usage: usageOf(chunk.usage, (chunk as DialectExtras).timings, chunk.model || requestedModel),
  };
}

/** OpenAI's `usage`, else llama.cpp's `timings` (older servers send only those). */
export function usageOf(
  usage: OpenAI.CompletionUsage | null | undefined,
  timings: DialectExtras['timings'],
  model: string,
): LlmUsage | undefined {
  if (usage && Number.isFinite(usage.prompt_tokens) && Number.isFinite(usage.completion_tokens)) {
    return { model, promptTokens: usage.prompt_tokens, completionTokens: usage.completion_tokens };
  }
  const prompt = timings?.prompt_n;
  const predicted = timings?.predicted_n;
  if (typeof prompt === 'number' && typeof predicted === 'number') {
    return { model, promptTokens: prompt, completionTokens: predicted };
  }
  return undefined;
}

/** Non-streamed answers carry the same dialect fields on `message`. */
export function messageHadReasoning(message: OpenAI.ChatCompletionMessage | undefined): boolean {
  const extras = message as { reasoning_content?: unknown; reasoning?: unknown } | undefined;
  return nonEmpty(extras?.reasoning_content) || nonEmpty(extras?.reasoning);
}

export function completionTimings(completion: OpenAI.ChatCompletion): DialectExtras['timings'] {
  return (completion as DialectExtras).timings;
}

const nonEmpty = (value: unknown) => typeof value === 'string' && value.length > 0;

/** An older server that does not know `stream_options` (usage is then only read when sent anyway). */
export function isStreamOptionsRefusal(failure: LlmError): boolean {
  return failure.kind === 'bad_request' && /stream_options/i.test(failure.message);
}
