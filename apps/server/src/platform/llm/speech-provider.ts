import type { OpenAiTuning, RetryEvent } from './openai-provider.js';

/**
 * The audio formats the server asks for: only those whose bytes it can check before storing them
 * (wishes/audio.ts); AAC, FLAC and raw PCM are left out.
 */
export const SPEECH_FORMATS = ['mp3', 'opus', 'wav'] as const;
export type SpeechFormat = (typeof SPEECH_FORMATS)[number];

/** What a stored audio of each format is served as. */
export const SPEECH_CONTENT_TYPES: Record<SpeechFormat, string> = {
  mp3: 'audio/mpeg',
  opus: 'audio/ogg',
  wav: 'audio/wav',
};

/** LLM_TTS_MODEL, LLM_TTS_VOICE, LLM_TTS_FORMAT. */
export interface SpeechConfig {
  model: string;
  voice: string;
  format: SpeechFormat;
}

/** An answer larger than this is no sentence's audio (a minute of MP3 is about 1 MB). */
export const SPEECH_MAX_BYTES = 10 * 1024 * 1024;

export interface SpeechProvider {
  readonly config: SpeechConfig;
  /** The audio of `text` in the configured format; throws LlmError on failure (after the retry policy). */
  synthesize(text: string, signal?: AbortSignal): Promise<Buffer>;
}

/**
 * Server speech when LLM_TTS_MODEL is set, else undefined (the web app then uses the browser's voices).
 * The OpenAI client loads only then (as create-llm-provider.ts does for the chat calls).
 */
export async function createSpeechProvider(
  llm: { baseUrl: string | undefined; apiKey: string | undefined; speech?: SpeechConfig | undefined },
  options: { openai?: Partial<OpenAiTuning>; onRetry?: (event: RetryEvent) => void } = {},
): Promise<SpeechProvider | undefined> {
  if (!llm.speech) return undefined;
  const { OpenAiSpeechProvider } = await import('./openai-speech.js');
  return new OpenAiSpeechProvider({
    ...options.openai,
    onRetry: options.onRetry,
    baseUrl: llm.baseUrl,
    apiKey: llm.apiKey,
    speech: llm.speech,
  });
}
