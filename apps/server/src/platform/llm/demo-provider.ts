import { createHash } from 'node:crypto';
import { PHRASE_MAX_LENGTH, type Language } from '@reeprise/contract';
import { DEMO_MATERIAL, DEMO_VOCABULARY } from './demo-texts.js';
import {
  LlmError,
  messageText,
  type ChatMessage,
  type CompleteJsonRequest,
  type LlmProvider,
  type StreamTextRequest,
  type TextHint,
} from './llm-provider.js';
import { cancelledError, sleep } from './retry-policy.js';
import { seededRandom } from '../seeded-random.js';

/** Shown by the UI while the server runs without a real model. */
export const DEMO_NOTICE =
  'Demo mode: texts, translations and mnemonics are sample content made offline, not by an AI model. Set LLM_API_KEY or LLM_BASE_URL to use a real model.';

const DEFAULT_WORD_COUNT = 100;
const MIN_WORD_COUNT = 20;
const MAX_WORD_COUNT = 2_000;
const SENTENCES_PER_PARAGRAPH = 4;

export interface DemoProviderOptions {
  /** Pause between streamed chunks; 0 in tests. */
  delayMs?: number;
}

/**
 * A deterministic offline writer: the same request always gives the same text, built from sample
 * sentences in the requested language. It reads language, length and names from the request's hint,
 * never from the prompt prose.
 */
export class DemoProvider implements LlmProvider {
  readonly name = 'demo';
  readonly #delayMs: number;

  constructor(options: DemoProviderOptions = {}) {
    this.#delayMs = options.delayMs ?? 0;
  }

  streamText(request: StreamTextRequest): AsyncIterable<string> {
    return this.#stream(request);
  }

  async completeJson<T>(request: CompleteJsonRequest<T>): Promise<T> {
    if (request.signal?.aborted) throw cancelledError(request.signal);
    if (this.#delayMs > 0) await sleep(this.#delayMs, request.signal);
    const phrase = request.hint?.phrase === true;
    const word = cleanInline(request.hint?.word ?? '', phrase ? PHRASE_MAX_LENGTH : 60) || 'demo';
    const baseForm = word.toLowerCase();
    const vocabulary = DEMO_VOCABULARY[request.hint?.motherTongue ?? 'ENGLISH'];
    const pickMnemonic = vocabulary.mnemonics[seedOf(baseForm) % vocabulary.mnemonics.length];
    const answer = {
      base_form: baseForm,
      translation: vocabulary.translation(baseForm),
      mnemonic: pickMnemonic ? pickMnemonic(baseForm) : '',
      part_of_speech: phrase ? 'phrase' : 'unknown',
    };
    // validated like a real answer, so a schema the demo cannot satisfy fails the same way
    const result = request.schema.safeParse(answer);
    if (!result.success) throw new LlmError('invalid_output', 'The demo answer does not match the schema.');
    return result.data;
  }

  async *#stream(request: StreamTextRequest): AsyncGenerator<string> {
    const random = seededRandom(seedOf(promptKey(request.messages, request.hint)));
    const text = composeDemoText(request.hint ?? {}, random);
    const chunks = splitIntoChunks(text, random);
    for (const [index, chunk] of chunks.entries()) {
      if (request.signal?.aborted) throw cancelledError(request.signal);
      if (index > 0 && this.#delayMs > 0) await sleep(this.#delayMs, request.signal);
      yield chunk;
    }
  }
}

/** Builds a text of roughly `hint.wordCount` words from the language's sample sentences. */
export function composeDemoText(hint: TextHint, random: () => number): string {
  const language: Language = hint.language ?? 'ENGLISH';
  const material = DEMO_MATERIAL[language];
  const target = Math.min(MAX_WORD_COUNT, Math.max(MIN_WORD_COUNT, hint.wordCount ?? DEFAULT_WORD_COUNT));
  const name = cleanInline(hint.mainCharacter ?? '', 40) || material.defaultName;
  const topicText = cleanInline(hint.topic ?? '', 60) || material.defaultTopic;
  const topic = `${material.quotes[0]}${topicText}${material.quotes[1]}`;

  const sentences = [material.notice];
  let words = countWords(material.notice);
  let pool: string[] = [];
  let previous = '';
  for (;;) {
    if (pool.length === 0) {
      pool = shuffle([...material.sentences], random);
      // no sentence twice in a row where one shuffled round meets the next
      if (pool.at(-1) === previous) pool.unshift(pool.pop() ?? '');
    }
    previous = pool.pop() ?? '';
    const sentence = previous.replaceAll('{name}', name).replaceAll('{topic}', topic);
    const next = words + countWords(sentence);
    // stop at whichever side of the target is closer
    if (words >= target || (next > target && next - target > target - words)) break;
    sentences.push(sentence);
    words = next;
  }
  const paragraphs: string[] = [];
  for (let start = 0; start < sentences.length; start += SENTENCES_PER_PARAGRAPH) {
    paragraphs.push(sentences.slice(start, start + SENTENCES_PER_PARAGRAPH).join(' '));
  }
  return paragraphs.join('\n\n');
}

export function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** One to three words per chunk, whitespace kept, so the chunks join back to the exact text. */
function splitIntoChunks(text: string, random: () => number): string[] {
  const tokens = text.match(/\S+\s*/g) ?? [];
  const chunks: string[] = [];
  for (let index = 0; index < tokens.length;) {
    const size = 1 + Math.floor(random() * 3);
    chunks.push(tokens.slice(index, index + size).join(''));
    index += size;
  }
  return chunks;
}

function promptKey(messages: ChatMessage[], hint: TextHint | undefined): string {
  return JSON.stringify({ messages: messages.map((message) => [message.role, messageText(message)]), hint });
}

function seedOf(key: string): number {
  return createHash('sha256').update(key).digest().readUInt32BE(0);
}

function shuffle<T>(items: T[], random: () => number): T[] {
  for (let index = items.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [items[index], items[other]] = [items[other], items[index]];
  }
  return items;
}

function cleanInline(value: string, maxLength: number): string {
  const cleaned = value.replace(/[\p{Cc}\s]+/gu, ' ').trim();
  return Array.from(cleaned).slice(0, maxLength).join('').trim();
}
