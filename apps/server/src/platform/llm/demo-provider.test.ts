import { LANGUAGES, WORD_NUMBERS } from '@reeprise/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createLlmProvider } from './create-llm-provider.js';
import { countWords, DemoProvider } from './demo-provider.js';
import { DEMO_MATERIAL } from './demo-texts.js';
import { LlmError, type ChatMessage, type StreamTextRequest } from './llm-provider.js';
import { buildTextPrompt, VocabularyAnswerSchema } from './prompts.js';

const provider = new DemoProvider({ delayMs: 0 });

function request(
  overrides: Partial<StreamTextRequest['hint']> = {},
  messages?: ChatMessage[],
): StreamTextRequest {
  const hint = {
    language: 'FRENCH' as const,
    wordCount: 200,
    mainCharacter: 'Zoé',
    topic: 'Le marché',
    ...overrides,
  };
  return {
    messages:
      messages ??
      buildTextPrompt({
        topic: hint.topic,
        language: hint.language,
        level: 'A2',
        textType: 'STORY',
        wordNumber: hint.wordCount,
        mainCharacter: hint.mainCharacter,
        hasImage: false,
      }),
    hint,
  };
}

async function chunksOf(stream: AsyncIterable<string>): Promise<string[]> {
  const chunks: string[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return chunks;
}

describe('DemoProvider.streamText', () => {
  it('gives the same chunks for the same request and a different text for another prompt', async () => {
    const first = await chunksOf(provider.streamText(request()));
    const second = await chunksOf(provider.streamText(request()));
    expect(second).toEqual(first);
    const other = await chunksOf(provider.streamText(request({ topic: 'La plage' })));
    expect(other.join('')).not.toBe(first.join(''));
  });

  it.each(LANGUAGES)(
    'writes recognisable demo text of about the requested length in %s',
    async (language) => {
      const material = DEMO_MATERIAL[language];
      for (const wordCount of WORD_NUMBERS) {
        const chunks = await chunksOf(
          provider.streamText(request({ language, wordCount, mainCharacter: 'Mira', topic: 'Space travel' })),
        );
        const text = chunks.join('');
        expect(text.startsWith(material.notice)).toBe(true);
        expect(text).toContain('Mira');
        expect(text).toContain('Space travel');
        expect(countWords(text)).toBeGreaterThanOrEqual(wordCount * 0.9);
        expect(countWords(text)).toBeLessThanOrEqual(wordCount * 1.1);
        expect(chunks.length).toBeGreaterThan(wordCount / 3);
        expect(text).not.toMatch(/\{name\}|\{topic\}/);
      }
    },
  );

  it('falls back to the language default name and topic', async () => {
    const text = (
      await chunksOf(provider.streamText(request({ language: 'GERMAN', mainCharacter: '', topic: '' })))
    ).join('');
    expect(text).toContain('Lena');
    expect(text).toContain('„Stadtleben“');
  });

  it('stops with cancelled when the signal aborts', async () => {
    const controller = new AbortController();
    const received: string[] = [];
    const error = await (async () => {
      for await (const chunk of provider.streamText({ ...request(), signal: controller.signal })) {
        received.push(chunk);
        if (received.length === 2) controller.abort();
      }
    })().catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(LlmError);
    expect((error as LlmError).kind).toBe('cancelled');
    expect(received).toHaveLength(2);
  });

  it('stops during the pause between chunks when aborted', async () => {
    const slow = new DemoProvider({ delayMs: 10_000 });
    const controller = new AbortController();
    const iterator = slow.streamText({ ...request(), signal: controller.signal })[Symbol.asyncIterator]();
    await iterator.next();
    setTimeout(() => controller.abort(), 20);
    await expect(iterator.next()).rejects.toMatchObject({ kind: 'cancelled' });
  });
});

describe('DemoProvider.completeJson', () => {
  it('answers the vocabulary shape deterministically, marked as demo', async () => {
    const ask = () =>
      provider.completeJson({
        messages: [{ role: 'user', content: 'ignored' }],
        schema: VocabularyAnswerSchema,
        hint: { word: 'Maisons', motherTongue: 'ENGLISH' },
      });
    const answer = await ask();
    expect(answer).toEqual(await ask());
    expect(answer.base_form).toBe('maisons');
    expect(answer.translation).toMatch(/demo/i);
    expect(answer.mnemonic.length).toBeGreaterThan(0);
    expect(answer.part_of_speech).toBe('unknown');
  });

  it('writes in German for German learners', async () => {
    const answer = await provider.completeJson({
      messages: [],
      schema: VocabularyAnswerSchema,
      hint: { word: 'casa', motherTongue: 'GERMAN' },
    });
    expect(answer.translation).toBe('(Demo) Bedeutung von „casa“');
  });

  it('fails like a real provider when the answer does not match the schema', async () => {
    await expect(
      provider.completeJson({ messages: [], schema: z.object({ score: z.number() }), hint: { word: 'x' } }),
    ).rejects.toMatchObject({ kind: 'invalid_output' });
  });
});

describe('createLlmProvider', () => {
  const llm = {
    baseUrl: undefined,
    apiKey: undefined,
    model: 'gpt-4o-mini',
    visionModel: 'gpt-4o-mini',
    demoDelayMs: 0,
  };

  it('builds the provider the configuration names', async () => {
    expect((await createLlmProvider({ ...llm, provider: 'demo' })).name).toBe('demo');
    expect(
      (await createLlmProvider({ ...llm, provider: 'openai', baseUrl: 'http://127.0.0.1:11434/v1' })).name,
    ).toBe('openai');
  });
});
