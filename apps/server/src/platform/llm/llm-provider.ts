import type { Language, MotherTongue } from '@reeprise/contract';
import type { z } from 'zod';

/** A piece of a multimodal message; images travel as data URLs (`data:image/jpeg;base64,…`). */
export type ContentPart =
  | { type: 'text'; text: string }
  | { type: 'image_url'; image_url: { url: string; detail?: 'auto' | 'low' | 'high' } };

/** One chat message in the provider-neutral shape every provider accepts. */
export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string | ContentPart[];
}

/** Structured facts the offline demo writer uses instead of reading prompt prose; real providers ignore it. */
export interface TextHint {
  language?: Language;
  wordCount?: number;
  mainCharacter?: string;
  topic?: string;
}

/** Structured facts for the demo's vocabulary answer; real providers ignore it. */
export interface JsonHint {
  word?: string;
  language?: Language;
  motherTongue?: MotherTongue;
  /** The word is a phrase of several words (decision 014). */
  phrase?: boolean;
}

/** Tokens one call cost, as the provider reported them (OpenAI's `usage`). */
export interface LlmUsage {
  model: string;
  promptTokens: number;
  completionTokens: number;
}

/** Receives the usage of each call that reported one (a vocabulary retry reports twice). */
export type UsageListener = (usage: LlmUsage) => void;

/**
 * How a JSON answer is asked for: structured outputs (`json_schema`), JSON mode (`json_object`), or
 * only the prompt (`text`, the JSON then taken out of the answer). `auto` starts with `json_schema` and
 * steps down, remembering the step, when the server answers 400 that it does not support it.
 */
export const JSON_MODES = ['auto', 'json_schema', 'json_object', 'text'] as const;
export type JsonMode = (typeof JSON_MODES)[number];

export interface StreamTextRequest {
  messages: ChatMessage[];
  onUsage?: UsageListener;
  /** Selects the vision model; set it when a message carries an image part. */
  vision?: boolean;
  signal?: AbortSignal;
  maxTokens?: number;
  hint?: TextHint;
}

export interface CompleteJsonRequest<T> {
  messages: ChatMessage[];
  onUsage?: UsageListener;
  schema: z.ZodType<T>;
  signal?: AbortSignal;
  maxTokens?: number;
  hint?: JsonHint;
}

/** The one interface the rest of the server talks to; pick an implementation with createLlmProvider. */
export interface LlmProvider {
  readonly name: 'openai' | 'demo';
  /**
   * Streams text deltas; honours signal; throws LlmError on failure. Once a delta has been yielded a
   * failure throws instead of restarting, so callers never receive duplicated text. A model's thinking
   * (`<think>` blocks, `reasoning_content`/`reasoning` fields) is never yielded.
   */
  streamText(request: StreamTextRequest): AsyncIterable<string>;
  /** Asks for a JSON object and validates it with the zod schema; retries once on invalid JSON, then throws LlmError('invalid_output'). */
  completeJson<T>(request: CompleteJsonRequest<T>): Promise<T>;
}

/**
 * `only_thinking`: a reasoning model spent its answer thinking and wrote no visible text.
 * `budget_exhausted`: the operator's daily token budget has no room for the call (decision 046).
 */
export type LlmErrorKind =
  | 'budget_exhausted'
  | 'rate_limited'
  | 'server'
  | 'network'
  | 'timeout'
  | 'invalid_output'
  | 'only_thinking'
  | 'cancelled'
  | 'bad_request';

const RETRYABLE_KINDS: ReadonlySet<LlmErrorKind> = new Set(['rate_limited', 'server', 'network', 'timeout']);

/** Every failure of a provider; `retryable` tells a job runner whether trying the whole call again later may help. */
export class LlmError extends Error {
  override readonly name = 'LlmError';
  readonly kind: LlmErrorKind;
  readonly retryable: boolean;
  /** HTTP status of the upstream answer, when there was one. */
  readonly status: number | undefined;
  /** How long the upstream asked us to wait (429 retry-after), when it said so. */
  readonly retryAfterMs: number | undefined;

  constructor(
    kind: LlmErrorKind,
    message: string,
    options: { cause?: unknown; status?: number; retryAfterMs?: number } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.kind = kind;
    this.retryable = RETRYABLE_KINDS.has(kind);
    this.status = options.status;
    this.retryAfterMs = options.retryAfterMs;
  }
}

/** The plain text of a message, image parts left out (for hashing, logging, token estimates). */
export function messageText(message: ChatMessage): string {
  if (typeof message.content === 'string') return message.content;
  return message.content
    .map((part) => (part.type === 'text' ? part.text : ''))
    .filter(Boolean)
    .join('\n');
}
