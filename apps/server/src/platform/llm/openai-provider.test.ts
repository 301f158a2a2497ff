import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../../test/fake-openai-server.js';
import { LlmError, type ChatMessage } from './llm-provider.js';
import { OpenAiProvider, PLACEHOLDER_API_KEY, type OpenAiProviderOptions } from './openai-provider.js';
import { VocabularyAnswerSchema } from './prompts.js';

let fake: FakeOpenAiServer;

beforeEach(async () => {
  fake = await startFakeOpenAiServer();
});

afterEach(async () => {
  await fake.close();
});

const MESSAGES: ChatMessage[] = [
  { role: 'system', content: 'You write stories.' },
  { role: 'user', content: 'Write a story about a fox.' },
];

function makeProvider(overrides: Partial<OpenAiProviderOptions> = {}): OpenAiProvider {
  return new OpenAiProvider({
    baseUrl: fake.url,
    apiKey: 'test-key',
    model: 'text-model',
    visionModel: 'vision-model',
    requestTimeoutMs: 2_000,
    idleTimeoutMs: 300,
    retry: { maxRetries: 2, backoffBaseMs: 5, backoffMaxMs: 20 },
    ...overrides,
  });
}

async function collect(stream: AsyncIterable<string>, deltas: string[] = []): Promise<string[]> {
  for await (const delta of stream) deltas.push(delta);
  return deltas;
}

async function failure(promise: Promise<unknown>): Promise<LlmError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(LlmError);
  return error as LlmError;
}

describe('OpenAiProvider.streamText', () => {
  it('streams the text as deltas in order', async () => {
    fake.enqueue({ text: 'Once upon a time, a fox lived in Lisbon.', chunkSize: 5 });
    const deltas = await collect(makeProvider().streamText({ messages: MESSAGES }));
    expect(deltas.length).toBeGreaterThan(5);
    expect(deltas[0]).toBe('Once ');
    expect(deltas.join('')).toBe('Once upon a time, a fox lived in Lisbon.');

    const [request] = fake.requests;
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe('Bearer test-key');
    expect(request?.body.model).toBe('text-model');
    expect(request?.body.stream).toBe(true);
    expect(request?.body.messages).toEqual(MESSAGES);
  });

  it('sends an image as an image_url part with a data URL to the vision model', async () => {
    const dataUrl = 'data:image/jpeg;base64,/9j/4AAQSkZJRg==';
    await collect(
      makeProvider().streamText({
        vision: true,
        messages: [
          { role: 'system', content: 'You write stories.' },
          {
            role: 'user',
            content: [
              { type: 'text', text: 'Write about this picture.' },
              { type: 'image_url', image_url: { url: dataUrl } },
            ],
          },
        ],
      }),
    );
    const body = fake.requests[0]?.body;
    expect(body?.model).toBe('vision-model');
    expect(body?.messages[1]?.content).toEqual([
      { type: 'text', text: 'Write about this picture.' },
      { type: 'image_url', image_url: { url: dataUrl } },
    ]);
  });

  it('uses a placeholder key when only a base URL is configured, and sends max_tokens to compatible servers', async () => {
    await collect(makeProvider({ apiKey: undefined }).streamText({ messages: MESSAGES, maxTokens: 800 }));
    expect(fake.requests[0]?.headers.authorization).toBe(`Bearer ${PLACEHOLDER_API_KEY}`);
    expect(fake.requests[0]?.body.max_tokens).toBe(800);
    expect(fake.requests[0]?.body.max_completion_tokens).toBeUndefined();
  });

  it('retries a 429 after the retry-after the server asked for', async () => {
    fake.enqueue({ status: 429, retryAfter: 1 }, { text: 'Finally.' });
    const started = Date.now();
    const deltas = await collect(makeProvider().streamText({ messages: MESSAGES }));
    expect(deltas.join('')).toBe('Finally.');
    expect(fake.requests).toHaveLength(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
  });

  it('gives a 429 with a retry-after beyond the limit straight to the caller', async () => {
    fake.enqueue({ status: 429, retryAfter: 120 });
    const error = await failure(collect(makeProvider().streamText({ messages: MESSAGES })));
    expect(error.kind).toBe('rate_limited');
    expect(error.retryable).toBe(true);
    expect(error.retryAfterMs).toBe(120_000);
    expect(fake.requests).toHaveLength(1);
  });

  it('retries 500s a bounded number of times, then fails with server', async () => {
    fake.enqueue({ status: 500 }, { status: 500 }, { status: 503 }, { text: 'too late' });
    const retries: number[] = [];
    const provider = makeProvider({ onRetry: (event) => retries.push(event.retry) });
    const error = await failure(collect(provider.streamText({ messages: MESSAGES })));
    expect(error.kind).toBe('server');
    expect(error.retryable).toBe(true);
    expect(error.status).toBe(503);
    expect(fake.requests).toHaveLength(3);
    expect(retries).toEqual([1, 2]);
  });

  it('does not retry a rejected request', async () => {
    fake.enqueue({ status: 400, message: 'model not found' });
    const error = await failure(collect(makeProvider().streamText({ messages: MESSAGES })));
    expect(error.kind).toBe('bad_request');
    expect(error.retryable).toBe(false);
    expect(fake.requests).toHaveLength(1);
  });

  it('retries a stream that breaks before any text', async () => {
    fake.enqueue({ brokenAfterChunks: 0 }, { text: 'Second try.' });
    const deltas = await collect(makeProvider().streamText({ messages: MESSAGES }));
    expect(deltas.join('')).toBe('Second try.');
    expect(fake.requests).toHaveLength(2);
  });

  it('throws, without restarting, when the stream breaks after text was yielded', async () => {
    fake.enqueue(
      { brokenAfterChunks: 2, text: 'One two three four five six.', chunkSize: 4 },
      { text: 'again' },
    );
    const deltas: string[] = [];
    const error = await failure(collect(makeProvider().streamText({ messages: MESSAGES }), deltas));
    expect(deltas).toEqual(['One ', 'two ']);
    expect(error.kind).toBe('network');
    expect(fake.requests).toHaveLength(1);
  });

  it('aborts a stalled stream with a timeout', async () => {
    fake.enqueue({ stallAfterChunks: 1, text: 'Hello there, reader.', chunkSize: 6 });
    const deltas: string[] = [];
    const started = Date.now();
    const error = await failure(collect(makeProvider().streamText({ messages: MESSAGES }), deltas));
    expect(error.kind).toBe('timeout');
    expect(deltas).toEqual(['Hello ']);
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(fake.requests).toHaveLength(1);
  });

  it('times out a server that never sends text, retrying before giving up', async () => {
    fake.enqueue({ stallAfterChunks: 0 }, { stallAfterChunks: 0 });
    const provider = makeProvider({ requestTimeoutMs: 150, retry: { maxRetries: 1, backoffBaseMs: 5 } });
    const error = await failure(collect(provider.streamText({ messages: MESSAGES })));
    expect(error.kind).toBe('timeout');
    expect(fake.requests).toHaveLength(2);
  });

  it('stops and throws cancelled when the signal aborts mid-stream', async () => {
    fake.enqueue({ text: 'a'.repeat(200), chunkSize: 1, delayMs: 20 });
    const controller = new AbortController();
    const deltas: string[] = [];
    const stream = makeProvider().streamText({ messages: MESSAGES, signal: controller.signal });
    const error = await failure(
      (async () => {
        for await (const delta of stream) {
          deltas.push(delta);
          if (deltas.length === 3) controller.abort();
        }
      })(),
    );
    expect(error.kind).toBe('cancelled');
    expect(error.retryable).toBe(false);
    expect(deltas).toHaveLength(3);
  });

  it('lets the caller stop reading early without waiting for the rest', async () => {
    fake.enqueue({ text: 'b'.repeat(100), chunkSize: 1, delayMs: 50 });
    const started = Date.now();
    for await (const delta of makeProvider().streamText({ messages: MESSAGES })) {
      expect(delta).toBe('b');
      break;
    }
    expect(Date.now() - started).toBeLessThan(1_000);
    fake.enqueue({ text: 'Still works.' });
    expect((await collect(makeProvider().streamText({ messages: MESSAGES }))).join('')).toBe('Still works.');
  });

  it('cancels during the back-off wait', async () => {
    fake.enqueue({ status: 429, retryAfter: 10 });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const started = Date.now();
    const error = await failure(
      collect(makeProvider().streamText({ messages: MESSAGES, signal: controller.signal })),
    );
    expect(error.kind).toBe('cancelled');
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('reports network when the server cannot be reached', async () => {
    const gone = await startFakeOpenAiServer();
    await gone.close();
    const provider = makeProvider({ baseUrl: gone.url, retry: { maxRetries: 1, backoffBaseMs: 5 } });
    const error = await failure(collect(provider.streamText({ messages: MESSAGES })));
    expect(error.kind).toBe('network');
    expect(error.retryable).toBe(true);
  });
});

describe('OpenAiProvider.completeJson', () => {
  const answer = {
    base_form: 'casa',
    translation: 'house',
    mnemonic: 'A house in a case.',
    part_of_speech: 'noun',
  };

  it('asks for structured output with the schema and returns the validated answer', async () => {
    fake.enqueue({ json: answer });
    const result = await makeProvider().completeJson({ messages: MESSAGES, schema: VocabularyAnswerSchema });
    expect(result).toEqual(answer);
    const body = fake.requests[0]?.body;
    expect(body?.response_format?.type).toBe('json_schema');
    expect(body?.response_format?.json_schema).toMatchObject({
      name: 'answer',
      schema: {
        type: 'object',
        required: ['base_form', 'translation', 'mnemonic', 'part_of_speech'],
        additionalProperties: false,
      },
    });
    expect(body?.stream).toBeFalsy();
    expect(body?.model).toBe('text-model');
  });

  it('retries once on invalid JSON, telling the model what was wrong', async () => {
    fake.enqueue(
      { json: 'Sure! Here is your JSON: {' },
      { json: `\`\`\`json\n${JSON.stringify(answer)}\n\`\`\`` },
    );
    const result = await makeProvider().completeJson({ messages: MESSAGES, schema: VocabularyAnswerSchema });
    expect(result.base_form).toBe('casa');
    expect(fake.requests).toHaveLength(2);
    const retried = fake.requests[1]?.body.messages ?? [];
    expect(retried.slice(0, 2)).toEqual(MESSAGES);
    expect(retried[2]).toEqual({ role: 'assistant', content: 'Sure! Here is your JSON: {' });
    expect(retried[3]?.role).toBe('user');
  });

  it('throws invalid_output after a second invalid answer', async () => {
    fake.enqueue({ json: 'not json' }, { json: { base_form: 'casa' } });
    const error = await failure(
      makeProvider().completeJson({ messages: MESSAGES, schema: VocabularyAnswerSchema }),
    );
    expect(error.kind).toBe('invalid_output');
    expect(error.message).toContain('translation');
    expect(fake.requests).toHaveLength(2);
  });

  it('retries server errors like the stream does', async () => {
    fake.enqueue({ status: 502 }, { json: { ok: true } });
    const result = await makeProvider().completeJson({
      messages: MESSAGES,
      schema: z.object({ ok: z.boolean() }),
    });
    expect(result).toEqual({ ok: true });
    expect(fake.requests).toHaveLength(2);
  });

  it('honours the abort signal', async () => {
    fake.enqueue({ stallAfterChunks: 0 });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    const error = await failure(
      makeProvider().completeJson({
        messages: MESSAGES,
        schema: VocabularyAnswerSchema,
        signal: controller.signal,
      }),
    );
    expect(error.kind).toBe('cancelled');
  });
});
