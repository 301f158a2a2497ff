import { afterEach, describe, expect, it } from 'vitest';
import {
  DIALECT_NAMES,
  fakeTokens,
  startFakeOpenAiServer,
  type DialectName,
  type FakeOpenAiServer,
} from '../../../test/fake-openai-server.js';
import { LlmError, type ChatMessage, type JsonMode, type LlmUsage } from './llm-provider.js';
import { OpenAiProvider } from './openai-provider.js';
import { VocabularyAnswerSchema } from './prompts.js';

const MESSAGES: ChatMessage[] = [{ role: 'user', content: 'Write a story about a fox.' }];
const STORY = 'Un zorro vive en el bosque. Cada noche mira la luna.';
const THOUGHT = 'The learner is A2, so short sentences. Maybe a fox and the moon.';
const ANSWER = { base_form: 'zorro', translation: 'fox', mnemonic: 'Zorro the fox.', part_of_speech: 'noun' };

let fake: FakeOpenAiServer;
afterEach(async () => {
  await fake.close();
});

async function start(dialect: DialectName, options: { jsonSchema?: boolean; usage?: boolean } = {}) {
  fake = await startFakeOpenAiServer({ dialect, ...options });
}

function provider(jsonMode?: JsonMode): OpenAiProvider {
  return new OpenAiProvider({
    baseUrl: fake.url,
    model: 'local-model',
    requestTimeoutMs: 2_000,
    idleTimeoutMs: 500,
    retry: { maxRetries: 1, backoffBaseMs: 1, backoffMaxMs: 2 },
    jsonMode,
  });
}

async function streamed(p: OpenAiProvider, usages: LlmUsage[] = []): Promise<string[]> {
  const deltas: string[] = [];
  for await (const delta of p.streamText({ messages: MESSAGES, onUsage: (u) => usages.push(u) }))
    deltas.push(delta);
  return deltas;
}

async function failure(promise: Promise<unknown>): Promise<LlmError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(LlmError);
  return error as LlmError;
}

describe.each(DIALECT_NAMES)('the %s dialect', (dialect) => {
  it('streams the answer without the thinking, split tags included, and reports the tokens', async () => {
    await start(dialect);
    fake.enqueue({ text: STORY, thinking: THOUGHT, chunkSize: 5 });
    const usages: LlmUsage[] = [];
    const deltas = await streamed(provider(), usages);
    expect(deltas.join('')).toBe(STORY);
    expect(deltas.join('')).not.toContain('think');
    expect(fake.requests[0]?.body.stream_options).toEqual({ include_usage: true });
    const sent = fake.requests[0]?.usage;
    expect(sent).toBeDefined();
    expect(usages).toEqual([
      { model: 'local-model', promptTokens: sent?.prompt_tokens, completionTokens: sent?.completion_tokens },
    ]);
  });

  it('fails with only_thinking, not retried, when the model thinks and never answers', async () => {
    await start(dialect);
    fake.enqueue({ onlyThinking: THOUGHT });
    const error = await failure(streamed(provider()));
    // OpenAI's chat completions never show the thinking, so there it is an empty answer
    expect(error.kind).toBe(dialect === 'openai' ? 'invalid_output' : 'only_thinking');
    expect(error.retryable).toBe(false);
    expect(fake.requests).toHaveLength(1);
  });

  it('reads a JSON answer in the default (auto) mode, thinking and all', async () => {
    await start(dialect);
    fake.enqueue({ json: ANSWER, thinking: THOUGHT });
    const usages: LlmUsage[] = [];
    const p = provider();
    const result = await p.completeJson({
      messages: MESSAGES,
      schema: VocabularyAnswerSchema,
      onUsage: (u) => usages.push(u),
    });
    expect(result).toEqual(ANSWER);
    expect(usages).toHaveLength(1);
    // LM Studio refuses json_object, the rest take structured outputs straight away
    expect(fake.requests.at(-1)?.body.response_format?.type).toBe('json_schema');
  });

  it('turns the dialect’s error bodies into the right kinds', async () => {
    await start(dialect);
    fake.enqueue({ status: 429, retryAfter: 120 }, { status: 401, message: 'invalid api key' });
    expect((await failure(streamed(provider()))).kind).toBe('rate_limited');
    const refused = await failure(streamed(provider()));
    expect(refused.kind).toBe('bad_request');
    expect(refused.status).toBe(401);
    // vLLM's top-level and LM Studio's string error bodies reach the log as well as OpenAI's
    expect(refused.message).toContain('invalid api key');
  });
});

describe('JSON mode negotiation', () => {
  it('steps down from json_schema to json_object on an OpenAI model that refuses it, and remembers', async () => {
    await start('openai', { jsonSchema: false });
    fake.enqueue({ json: ANSWER }, { json: ANSWER });
    const p = provider('auto');
    expect(await p.completeJson({ messages: MESSAGES, schema: VocabularyAnswerSchema })).toEqual(ANSWER);
    expect(await p.completeJson({ messages: MESSAGES, schema: VocabularyAnswerSchema })).toEqual(ANSWER);
    expect(fake.requests.map((r) => r.body.response_format?.type)).toEqual([
      'json_schema',
      'json_object',
      'json_object',
    ]);
  });

  it('steps down once when concurrent lookups are refused together', async () => {
    await start('openai', { jsonSchema: false });
    const p = provider('auto');
    const lookups = Array.from({ length: 4 }, () =>
      p.completeJson({ messages: MESSAGES, schema: VocabularyAnswerSchema }),
    );
    fake.enqueue(...[...lookups, 'one more'].map(() => ({ json: ANSWER })));
    expect(await Promise.all(lookups)).toEqual(lookups.map(() => ANSWER));
    await p.completeJson({ messages: MESSAGES, schema: VocabularyAnswerSchema });
    const formats = fake.requests.map((r) => r.body.response_format?.type);
    expect(formats.filter((f) => f === 'json_schema')).toHaveLength(4);
    expect(formats.filter((f) => f === 'json_object')).toHaveLength(5);
    expect(formats.at(-1)).toBe('json_object');
  });

  it('takes the JSON out of prose and a ```json fence when an old Ollama ignores the schema', async () => {
    await start('ollama', { jsonSchema: false });
    fake.enqueue({ json: ANSWER });
    expect(
      await provider('auto').completeJson({ messages: MESSAGES, schema: VocabularyAnswerSchema }),
    ).toEqual(ANSWER);
    expect(fake.requests).toHaveLength(1);
  });

  it('fails at once with a fixed json_object mode on LM Studio, which refuses it', async () => {
    await start('lmstudio');
    const error = await failure(
      provider('json_object').completeJson({ messages: MESSAGES, schema: VocabularyAnswerSchema }),
    );
    expect(error.kind).toBe('bad_request');
    expect(error.message).toContain('json_schema');
    expect(fake.requests).toHaveLength(1);
  });

  it('sends no response_format in text mode and extracts the fenced JSON', async () => {
    await start('llamacpp');
    fake.enqueue({ json: ANSWER });
    expect(
      await provider('text').completeJson({ messages: MESSAGES, schema: VocabularyAnswerSchema }),
    ).toEqual(ANSWER);
    expect(fake.requests[0]?.body.response_format).toBeUndefined();
  });

  it('fails with only_thinking when a JSON answer is all thought, after one second chance', async () => {
    await start('vllm');
    fake.enqueue({ onlyThinking: THOUGHT }, { onlyThinking: THOUGHT });
    const error = await failure(
      provider().completeJson({ messages: MESSAGES, schema: VocabularyAnswerSchema }),
    );
    expect(error.kind).toBe('only_thinking');
    expect(fake.requests).toHaveLength(2);
  });
});

describe('usage reporting', () => {
  it('asks again without stream_options when an older server refuses them, and does not ask again', async () => {
    await start('vllm');
    fake.enqueue(
      { status: 400, message: 'Unrecognized request argument supplied: stream_options' },
      { text: STORY },
      { text: STORY },
    );
    const p = provider();
    expect((await streamed(p)).join('')).toBe(STORY);
    expect((await streamed(p)).join('')).toBe(STORY);
    expect(fake.requests.map((r) => r.body.stream_options)).toEqual([
      { include_usage: true },
      undefined,
      undefined,
    ]);
  });

  it('reads llama.cpp timings when an older build sends no usage', async () => {
    await start('llamacpp', { usage: false });
    fake.enqueue({ text: STORY });
    const usages: LlmUsage[] = [];
    await streamed(provider(), usages);
    expect(usages).toHaveLength(1);
    expect(usages[0]?.completionTokens).toBe(fakeTokens(STORY));
  });
});

describe('thinking budget', () => {
  it('adds LLM_THINKING_TOKENS to the token limit, and names it when a model thought until the limit', async () => {
    await start('ollama');
    fake.enqueue({ text: STORY }, { onlyThinking: THOUGHT });
    const p = new OpenAiProvider({
      baseUrl: fake.url,
      model: 'qwen3',
      thinkingTokens: 2000,
      retry: { maxRetries: 0 },
    });
    for await (const _delta of p.streamText({ messages: MESSAGES, maxTokens: 800 })) void _delta;
    expect(fake.requests[0]?.body.max_tokens).toBe(2800);
    const error = await failure(
      (async () => {
        for await (const _delta of p.streamText({ messages: MESSAGES, maxTokens: 800 })) void _delta;
      })(),
    );
    expect(error.kind).toBe('only_thinking');
    expect(error.message).toContain('LLM_THINKING_TOKENS');
  });
});
