import OpenAI from 'openai';
import { AttemptGuard } from './attempt-guard.js';
import { errorBodyFetch } from './error-body-fetch.js';
import { LlmError } from './llm-provider.js';
import { toLlmError } from './openai-errors.js';
import { DEFAULT_OPENAI_TUNING, OPENAI_DEFAULT_BASE_URL, PLACEHOLDER_API_KEY, type OpenAiTuning, type RetryEvent } from './openai-provider.js';
import { DEFAULT_RETRY_POLICY, retryDelayMs, sleep, type RetryPolicy } from './retry-policy.js';
import { SPEECH_MAX_BYTES, type SpeechConfig, type SpeechProvider } from './speech-provider.js';

export interface OpenAiSpeechOptions extends Partial<OpenAiTuning> {
  baseUrl?: string | undefined;
  apiKey?: string | undefined;
  speech: SpeechConfig;
  onRetry?: ((event: RetryEvent) => void) | undefined;
}

/**
 * `POST {LLM_BASE_URL}/audio/speech` of any OpenAI-compatible server, with the same key, timeouts and
 * retry policy as the chat calls (openai-provider.ts): our retries only, never the SDK's on top.
 */
export class OpenAiSpeechProvider implements SpeechProvider {
  readonly config: SpeechConfig;
  readonly #client: OpenAI;
  readonly #requestTimeoutMs: number;
  readonly #retry: RetryPolicy;
  readonly #onRetry: ((event: RetryEvent) => void) | undefined;

  constructor(options: OpenAiSpeechOptions) {
    this.config = options.speech;
    this.#requestTimeoutMs = options.requestTimeoutMs ?? DEFAULT_OPENAI_TUNING.requestTimeoutMs;
    this.#retry = { ...DEFAULT_RETRY_POLICY, ...options.retry };
    this.#onRetry = options.onRetry;
    this.#client = new OpenAI({
      baseURL: options.baseUrl ?? OPENAI_DEFAULT_BASE_URL,
      apiKey: options.apiKey || PLACEHOLDER_API_KEY,
      maxRetries: 0,
      timeout: this.#requestTimeoutMs,
      fetch: errorBodyFetch,
    });
  }

  async synthesize(text: string, signal?: AbortSignal): Promise<Buffer> {
    for (let retry = 0; ; retry += 1) {
      try {
        return await this.#once(text, signal);
      } catch (error) {
        const failure = toLlmError(error);
        if (!failure.retryable || retry >= this.#retry.maxRetries) throw failure;
        if ((failure.retryAfterMs ?? 0) > this.#retry.maxRetryAfterMs) throw failure;
        const delayMs = retryDelayMs(this.#retry, retry, failure.retryAfterMs);
        this.#onRetry?.({ error: failure, retry: retry + 1, delayMs });
        await sleep(delayMs, signal);
      }
    }
  }

  async #once(text: string, signal: AbortSignal | undefined): Promise<Buffer> {
    const guard = new AttemptGuard(signal);
    try {
      // the timer covers the body too: a server that stalls mid-audio is a timeout like a silent one
      guard.arm(this.#requestTimeoutMs);
      const response = await this.#client.audio.speech.create(
        { model: this.config.model, voice: this.config.voice, input: text, response_format: this.config.format },
        { signal: guard.signal, maxRetries: 0 },
      );
      const declared = Number(response.headers.get('content-length') ?? 0);
      if (declared > SPEECH_MAX_BYTES) throw new LlmError('invalid_output', 'The speech answer is too large.');
      const audio = Buffer.from(await response.arrayBuffer());
      if (audio.length === 0) throw new LlmError('invalid_output', 'The speech answer was empty.');
      if (audio.length > SPEECH_MAX_BYTES) throw new LlmError('invalid_output', 'The speech answer is too large.');
      return audio;
    } catch (error) {
      if (error instanceof LlmError) throw error;
      throw guard.abortError() ?? toLlmError(error);
    } finally {
      guard.dispose();
    }
  }
}

