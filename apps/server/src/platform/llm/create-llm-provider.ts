import type { Config } from '../../config.js';
import { DemoProvider } from './demo-provider.js';
import type { LlmProvider } from './llm-provider.js';
import type { OpenAiTuning, RetryEvent } from './openai-provider.js';

export interface CreateLlmProviderOptions {
  /** Timeouts and retry policy of the OpenAI provider; tests shrink them. */
  openai?: Partial<OpenAiTuning>;
  /** Called before each retry of the OpenAI provider, e.g. to log it. */
  onRetry?: (event: RetryEvent) => void;
  /** Overrides config.demoDelayMs (tests use 0). */
  demoDelayMs?: number;
}

/** What the provider is built from: speech is another provider's, and the OpenAI provider has its own defaults for the tuning. */
type LlmProviderSettings = Omit<Config['llm'], 'speech' | 'jsonMode' | 'thinkingTokens' | 'dailyTokenBudget'> &
  Partial<Pick<Config['llm'], 'jsonMode' | 'thinkingTokens'>>;

/**
 * The provider the configuration asks for: an OpenAI-compatible endpoint or the offline demo writer. The
 * OpenAI client (some 12 MiB loaded) comes only with the first: the demo server never loads it.
 */
export async function createLlmProvider(
  config: LlmProviderSettings,
  options: CreateLlmProviderOptions = {},
): Promise<LlmProvider> {
  switch (config.provider) {
    case 'openai': {
      const { OpenAiProvider } = await import('./openai-provider.js');
      return new OpenAiProvider({
        ...options.openai,
        onRetry: options.onRetry,
        baseUrl: config.baseUrl,
        apiKey: config.apiKey,
        model: config.model,
        visionModel: config.visionModel,
        jsonMode: config.jsonMode,
        thinkingTokens: config.thinkingTokens,
      });
    }
    case 'demo':
      return new DemoProvider({ delayMs: options.demoDelayMs ?? config.demoDelayMs });
  }
}
