import OpenAI from 'openai';
import { AttemptGuard } from './attempt-guard.js';
import { errorBodyFetch } from './error-body-fetch.js';
import {
  invalidJson,
  isUnsupportedFormat,
  jsonFormatsFor,
  parseJsonAnswer,
  responseFormat,
  type JsonFormat,
} from './json-answer.js';
import {
  LlmError,
  messageText,
  type ChatMessage,
  type CompleteJsonRequest,
  type JsonMode,
  type LlmProvider,
  type LlmUsage,
  type StreamTextRequest,
} from './llm-provider.js';
import { toLlmError } from './openai-errors.js';
import { DEFAULT_RETRY_POLICY, retryDelayMs, sleep, type RetryPolicy } from './retry-policy.js';
import {
  chunkFacts,
  completionTimings,
  isStreamOptionsRefusal,
  messageHadReasoning,
  usageOf,
} from './stream-chunk.js';
import { ThinkFilter } from './think-filter.js';

export const OPENAI_DEFAULT_BASE_URL = 'https://api.openai.com/v1';
/** Local servers (Ollama, llama.cpp, vLLM) ignore the key, but the SDK insists on one. */
export const PLACEHOLDER_API_KEY = 'no-key-needed';

/** Timeouts and retries; every one is injectable so tests run in milliseconds. */
export interface OpenAiTuning {
  /** Time allowed until the first text delta (streaming) or the whole answer (JSON). */
  requestTimeoutMs: number;
  /** Longest silence allowed between two stream chunks once text flows. */
  idleTimeoutMs: number;
  retry: Partial<RetryPolicy>;
}

export const DEFAULT_OPENAI_TUNING: OpenAiTuning = {
  // generous: a local model may have to load into memory before its first token
  requestTimeoutMs: 120_000,
  idleTimeoutMs: 30_000,
  retry: {},
};

export interface OpenAiProviderOptions extends Partial<OpenAiTuning> {
  /** An OpenAI-compatible endpoint including its version path, e.g. http://localhost:11434/v1. */
  baseUrl?: string | undefined;
  apiKey?: string | undefined;
  model: string;
  visionModel?: string | undefined;
  /** OpenAI wants max_completion_tokens, most compatible servers only know max_tokens; chosen from baseUrl by default. */
  tokenLimitParameter?: 'max_tokens' | 'max_completion_tokens';
  /** Called before each retry, e.g. to log it. */
  onRetry?: ((event: RetryEvent) => void) | undefined;
  /** How JSON answers are asked for (LLM_JSON_MODE); `auto` by default. */
  jsonMode?: JsonMode | undefined;
  /** Tokens added to every token limit for a reasoning model's thinking (LLM_THINKING_TOKENS). */
  thinkingTokens?: number | undefined;
}

export interface RetryEvent {
  error: LlmError;
  /** 1 for the first retry. */
  retry: number;
  delayMs: number;
}

/** Streams and JSON answers from any OpenAI-compatible chat completions endpoint, with one retry policy (ours). */
export class OpenAiProvider implements LlmProvider {
  readonly name = 'openai';
  readonly #client: OpenAI;
  readonly #model: string;
  readonly #visionModel: string;
  readonly #tokenLimitParameter: 'max_tokens' | 'max_completion_tokens';
  readonly #requestTimeoutMs: number;
  readonly #idleTimeoutMs: number;
  readonly #retry: RetryPolicy;
  readonly #onRetry: ((event: RetryEvent) => void) | undefined;
  /** The JSON formats still worth trying; `auto` drops the first when the server says it does not know it. */
  #jsonFormats: JsonFormat[];
  /** Cleared when the server refuses `stream_options` (then usage is read only if it comes anyway). */
  #askForUsage = true;
  readonly #thinkingTokens: number;

  constructor(options: OpenAiProviderOptions) {
    const baseURL = options.baseUrl ?? OPENAI_DEFAULT_BASE_URL;
    this.#requestTimeoutMs = options.requestTimeoutMs ?? DEFAULT_OPENAI_TUNING.requestTimeoutMs;
    this.#idleTimeoutMs = options.idleTimeoutMs ?? DEFAULT_OPENAI_TUNING.idleTimeoutMs;
    this.#retry = { ...DEFAULT_RETRY_POLICY, ...options.retry };
    this.#onRetry = options.onRetry;
    this.#model = options.model;
    this.#jsonFormats = jsonFormatsFor(options.jsonMode ?? 'auto');
    this.#thinkingTokens = options.thinkingTokens ?? 0;
    this.#visionModel = options.visionModel ?? options.model;
    this.#tokenLimitParameter =
      options.tokenLimitParameter ??
      (new URL(baseURL).hostname === 'api.openai.com' ? 'max_completion_tokens' : 'max_tokens');
    this.#client = new OpenAI({
      baseURL,
      apiKey: options.apiKey || PLACEHOLDER_API_KEY,
      // the SDK's own retries would stack with ours and could replay a half-streamed answer
      maxRetries: 0,
      timeout: this.#requestTimeoutMs,
      fetch: errorBodyFetch,
    });
  }

  streamText(request: StreamTextRequest): AsyncIterable<string> {
    return this.#streamWithRetries(request);
  }

  async completeJson<T>(request: CompleteJsonRequest<T>): Promise<T> {
    let messages = request.messages;
    for (let attempt = 0; ; attempt += 1) {
      const content = await this.#withRetries(request.signal, () =>
        this.#completeInFormat(messages, request),
      );
      const parsed = parseJsonAnswer(content.text, request.schema);
      if (parsed.ok) return parsed.value;
      if (attempt >= 1) throw invalidJson(parsed, content.reasoning);
      // one second chance, telling the model what was wrong with its first answer
      messages = [
        ...request.messages,
        { role: 'assistant', content: content.text },
        {
          role: 'user',
          content: `That answer was not usable (${parsed.problem}). Reply with only the corrected JSON object.`,
        },
      ];
    }
  }

  /** One JSON call in the best format this server is known to take, stepping down on "unsupported". */
  async #completeInFormat<T>(messages: ChatMessage[], request: CompleteJsonRequest<T>) {
    for (;;) {
      const format = this.#jsonFormats[0] ?? 'text';
      try {
        return await this.#completeOnce(messages, request, format);
      } catch (error) {
        const failure = toLlmError(error);
        if (!isUnsupportedFormat(failure)) throw failure;
        // a concurrent lookup may have stepped down already: then just try again with its choice
        const next = this.#jsonFormats.indexOf(format) + 1;
        if (next >= this.#jsonFormats.length) throw failure;
        // remembered for the life of the provider: the next lookups go straight to what works
        if (next > 0) this.#jsonFormats = this.#jsonFormats.slice(next);
      }
    }
  }

  async *#streamWithRetries(request: StreamTextRequest): AsyncGenerator<string> {
    for (let retry = 0; ; retry += 1) {
      let yielded = false;
      try {
        for await (const delta of this.#streamOnce(request)) {
          yielded = true;
          yield delta;
        }
        return;
      } catch (error) {
        const failure = toLlmError(error);
        if (!yielded && this.#askForUsage && isStreamOptionsRefusal(failure)) {
          this.#askForUsage = false;
          continue;
        }
        // after text went out a restart would duplicate it, so the caller gets the error
        const delay = yielded ? undefined : this.#retryDelay(failure, retry);
        if (delay === undefined) throw failure;
        await sleep(delay, request.signal);
      }
    }
  }

  async *#streamOnce(request: StreamTextRequest): AsyncGenerator<string> {
    const guard = new AttemptGuard(request.signal);
    const model = request.vision ? this.#visionModel : this.#model;
    try {
      const deadline = Date.now() + this.#requestTimeoutMs;
      guard.arm(this.#requestTimeoutMs);
      const stream = await this.#client.chat.completions
        .create(
          {
            model,
            messages: request.messages.map(toSdkMessage),
            stream: true,
            ...(this.#askForUsage ? { stream_options: { include_usage: true } } : {}),
            ...this.#tokenLimit(request.maxTokens),
          },
          { signal: guard.signal, maxRetries: 0 },
        )
        .catch((error: unknown) => {
          throw guard.abortError() ?? toLlmError(error);
        });
      const thinking = new ThinkFilter();
      let finished = false;
      let stoppedAtLimit = false;
      let sawText = false;
      let sawReasoning = false;
      let usage: LlmUsage | undefined;
      try {
        for await (const chunk of stream) {
          // the timer measures the server, not how long our caller takes between two reads
          guard.disarm();
          const facts = chunkFacts(chunk, model);
          finished ||= facts.finished;
          stoppedAtLimit ||= facts.finishReason === 'length';
          sawReasoning ||= facts.reasoning;
          usage = facts.usage ?? usage;
          const visible = thinking.push(facts.content);
          if (visible) {
            sawText = true;
            yield visible;
          }
          // any chunk (role, reasoning) proves the stream is alive; until the first text, a slow
          // prompt evaluation (a large image on a local model) or a long thought may still use the request timeout
          guard.arm(sawText ? this.#idleTimeoutMs : Math.max(this.#idleTimeoutMs, deadline - Date.now()));
        }
      } catch (error) {
        throw guard.abortError() ?? toLlmError(error);
      }
      // the SDK ends an aborted stream quietly, so an abort must be checked for here
      const aborted = guard.abortError();
      if (aborted) throw aborted;
      if (usage) request.onUsage?.(usage);
      if (!finished) throw new LlmError('network', 'The LLM stream ended before the answer was finished.');
      const rest = thinking.end();
      if (rest) {
        sawText = true;
        yield rest;
      }
      if (!sawText && (sawReasoning || thinking.sawThinking)) {
        const hint = stoppedAtLimit ? ' It stopped at its token limit: raise LLM_THINKING_TOKENS.' : '';
        throw new LlmError('only_thinking', `The model only thought and never wrote an answer.${hint}`);
      }
      if (!sawText) throw new LlmError('invalid_output', 'The LLM answered with an empty text.');
    } finally {
      guard.dispose();
    }
  }

  async #completeOnce<T>(
    messages: ChatMessage[],
    request: CompleteJsonRequest<T>,
    format: JsonFormat,
  ): Promise<{ text: string; reasoning: boolean }> {
    const guard = new AttemptGuard(request.signal);
    try {
      guard.arm(this.#requestTimeoutMs);
      const wanted = responseFormat(format, request.schema);
      const completion = await this.#client.chat.completions.create(
        {
          model: this.#model,
          messages: messages.map(toSdkMessage),
          ...(wanted ? { response_format: wanted } : {}),
          ...this.#tokenLimit(request.maxTokens),
        },
        { signal: guard.signal, maxRetries: 0 },
      );
      const usage = usageOf(completion.usage, completionTimings(completion), completion.model || this.#model);
      if (usage) request.onUsage?.(usage);
      const message = completion.choices[0]?.message;
      return { text: message?.content ?? '', reasoning: messageHadReasoning(message) };
    } catch (error) {
      throw guard.abortError() ?? toLlmError(error);
    } finally {
      guard.dispose();
    }
  }

  async #withRetries<T>(signal: AbortSignal | undefined, attempt: () => Promise<T>): Promise<T> {
    for (let retry = 0; ; retry += 1) {
      try {
        return await attempt();
      } catch (error) {
        const failure = toLlmError(error);
        const delay = this.#retryDelay(failure, retry);
        if (delay === undefined) throw failure;
        await sleep(delay, signal);
      }
    }
  }

  /** Milliseconds to wait before retrying, or undefined when the failure goes to the caller. */
  #retryDelay(failure: LlmError, retry: number): number | undefined {
    if (!failure.retryable || retry >= this.#retry.maxRetries) return undefined;
    if ((failure.retryAfterMs ?? 0) > this.#retry.maxRetryAfterMs) return undefined;
    const delayMs = retryDelayMs(this.#retry, retry, failure.retryAfterMs);
    this.#onRetry?.({ error: failure, retry: retry + 1, delayMs });
    return delayMs;
  }

  #tokenLimit(maxTokens: number | undefined): { max_tokens?: number; max_completion_tokens?: number } {
    // a reasoning model spends tokens on thinking before the first word of the answer
    return maxTokens === undefined ? {} : { [this.#tokenLimitParameter]: maxTokens + this.#thinkingTokens };
  }
}

function toSdkMessage(message: ChatMessage): OpenAI.ChatCompletionMessageParam {
  // only user messages may carry images in the chat completions API
  if (message.role === 'user') return { role: 'user', content: message.content };
  return { role: message.role, content: messageText(message) };
}

export { parseJsonAnswer } from './json-answer.js';
