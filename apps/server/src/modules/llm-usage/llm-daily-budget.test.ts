import { GENERATION_FAILURES, paths, type GeneratedText } from '@reeprise/contract';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { createUser } from '../../../test/factories.js';
import { multipart } from '../../../test/images.js';
import { drainJobs } from '../../../test/queue.js';
import { openTestDatabase } from '../../../test/test-database.js';
import { loggedInClient } from '../../../test/test-client.js';
import {
  DemoProvider,
  LlmError,
  promptTokenCeiling,
  withTokenBudget,
  type LlmProvider,
  type StreamTextRequest,
} from '../../platform/llm/index.js';
import { LlmBudgetRepository } from './llm-budget.repository.js';
import { LlmDailyBudget, REQUEST_ROOM_TOKENS } from './llm-daily-budget.js';

const DAY = '2026-12-05';
const today = () => new Date().toISOString().slice(0, 10);
const FORM = {
  text_type: 'STORY',
  language: 'SPANISH',
  level: 'A2',
  topic: 'El mercado',
  publicly_visible: 'false',
};
const REPORTED = { model: 'm', promptTokens: 120, completionTokens: 180 };

/** The demo writer, reporting a fixed usage per call as a real provider reports OpenAI's `usage`. */
function reportingDemo(): LlmProvider {
  const demo = new DemoProvider({ delayMs: 0 });
  return {
    name: 'demo',
    async *streamText(request) {
      yield* demo.streamText(request);
      request.onUsage?.(REPORTED);
    },
    async completeJson(request) {
      const answer = await demo.completeJson(request);
      request.onUsage?.(REPORTED);
      return answer;
    },
  };
}

async function withDatabase(work: (repo: LlmBudgetRepository) => Promise<void>) {
  const database = await openTestDatabase();
  try {
    await work(new LlmBudgetRepository(database.db));
  } finally {
    await database.close();
  }
}

describe('the daily token budget counters', () => {
  it('never reserve past the limit for a burst of concurrent calls, and free what a settle gives back', () =>
    withDatabase(async (repo) => {
      const reserved = await Promise.all(Array.from({ length: 60 }, () => repo.reserve(DAY, 100, 700)));
      expect(reserved.filter(Boolean)).toHaveLength(7);
      expect(await repo.day(DAY)).toEqual({ reserved: 700, spent: 0 });
      await repo.settle(DAY, 100, 30); // a call held 100 and spent 30
      expect(await repo.day(DAY)).toEqual({ reserved: 600, spent: 30 });
      expect(await repo.reserve(DAY, 70, 700)).toBe(true);
      expect(await repo.reserve(DAY, 1, 700)).toBe(false);
      expect(await repo.reserve('2026-12-06', 700, 700)).toBe(true); // another day, a fresh budget
      expect(await repo.reserve('2026-12-07', 701, 700)).toBe(false); // more than a whole day's
    }));

  it('count past 2³¹ tokens a day', () =>
    withDatabase(async (repo) => {
      const big = 3_000_000_000;
      expect(await repo.reserve(DAY, big, 4 * big)).toBe(true);
      await repo.settle(DAY, big, big);
      expect(await repo.reserve(DAY, big, 4 * big)).toBe(true);
      expect(await repo.day(DAY)).toEqual({ reserved: big, spent: big });
    }));
});

describe('a provider on the daily token budget', () => {
  const request = (maxTokens: number): StreamTextRequest => ({
    messages: [{ role: 'user', content: 'x'.repeat(300) }],
    maxTokens,
  });

  it('holds each call’s most before it is made and settles with what the provider reported, also on failure', () =>
    withDatabase(async (repo) => {
      const budget = new LlmDailyBudget(repo, 10_000, () => new Date(`${DAY}T12:00:00Z`));
      let failing = false;
      const seen: number[] = [];
      const inner: LlmProvider = {
        name: 'demo',
        async *streamText(call) {
          seen.push((await repo.day(DAY)).reserved);
          call.onUsage?.(REPORTED);
          if (failing) throw new LlmError('server', 'upstream broke');
          yield 'Hola';
        },
        completeJson: () => Promise.reject(new Error('unused')),
      };
      const llm = withTokenBudget(inner, budget, {
        thinkingTokens: 50,
        onSettleError: (error) => {
          throw error;
        },
      });
      const chunks: string[] = [];
      for await (const chunk of llm.streamText(request(400))) chunks.push(chunk);
      expect(chunks).toEqual(['Hola']);
      const most = promptTokenCeiling(request(400).messages) + 400 + 50;
      expect(seen).toEqual([most]);
      expect(await repo.day(DAY)).toEqual({ reserved: 0, spent: 300 });
      failing = true;
      await expect(async () => {
        for await (const _ of llm.streamText(request(400))) void _;
      }).rejects.toMatchObject({ kind: 'server' });
      expect(await repo.day(DAY)).toEqual({ reserved: 0, spent: 600 });
    }));

  it('lets through only the calls the budget has room for when they come at once, and never calls the model for the rest', () =>
    withDatabase(async (repo) => {
      const most = promptTokenCeiling(request(500).messages) + 500;
      const budget = new LlmDailyBudget(repo, 5 * most, () => new Date(`${DAY}T12:00:00Z`));
      let calls = 0;
      const inner: LlmProvider = {
        name: 'demo',
        async *streamText() {
          calls += 1;
          yield 'ok'; // no usage reported: the whole hold counts as spent
        },
        completeJson: () => Promise.reject(new Error('unused')),
      };
      const llm = withTokenBudget(inner, budget, { thinkingTokens: 0, onSettleError: () => undefined });
      const outcomes = await Promise.allSettled(
        Array.from({ length: 20 }, async () => {
          for await (const _ of llm.streamText(request(500))) void _;
        }),
      );
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(5);
      const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
      expect(refused).toHaveLength(15);
      for (const { reason } of refused)
        expect(reason).toMatchObject({ kind: 'budget_exhausted', retryable: false });
      expect(calls).toBe(5);
      expect(await repo.day(DAY)).toEqual({ reserved: 0, spent: 5 * most });
    }));
});

describe('LLM_DAILY_TOKEN_BUDGET in the app', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  async function learnerWithBudget(limit: number) {
    app = await buildTestApp({ llm: { dailyTokenBudget: limit } }, { llm: reportingDemo() });
    const client = await loggedInClient(app, await createUser(app));
    const postText = (wordNumber: number) => {
      const form = multipart({ ...FORM, word_number: String(wordNumber) });
      return client.post(paths.generatedTexts.collection(), form.payload, { headers: form.headers });
    };
    return { app, client, postText, repo: new LlmBudgetRepository(app.ctx.db) };
  }

  it('counts what each text’s model calls reported against the day', async () => {
    const { app, client, postText, repo } = await learnerWithBudget(1_000_000);
    const created = await postText(100);
    expect(created.statusCode).toBe(201);
    await drainJobs(app);
    const text = (
      await client.get(paths.generatedTexts.detail(created.json<GeneratedText>().id))
    ).json<GeneratedText>();
    expect(text.status).toBe('COMPLETE');
    expect(await repo.day(today())).toEqual({
      reserved: 0,
      spent: REPORTED.promptTokens + REPORTED.completionTokens,
    });
  });

  it('answers 429 llm_daily_budget once the day has no room, before the learner’s hourly text is taken', async () => {
    const limit = 50_000;
    const { postText, repo } = await learnerWithBudget(limit);
    await repo.reserve(today(), limit - REQUEST_ROOM_TOKENS + 1, limit);
    const refused = await postText(100);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'llm_daily_budget',
      detail: GENERATION_FAILURES.llm_daily_budget,
      params: { limit },
    });
    const used = await app!.ctx.db.selectFrom('usage_counters').select('used').execute();
    expect(used).toEqual([]);
  });

  it('fails a text whose call has no room with the budget’s code, and keeps the text to retry', async () => {
    // room for a request, not for a 300-word text's most (1,800 tokens and its prompt)
    const { app, client, postText } = await learnerWithBudget(REQUEST_ROOM_TOKENS);
    const created = await postText(300);
    expect(created.statusCode).toBe(201);
    await drainJobs(app);
    const text = (
      await client.get(paths.generatedTexts.detail(created.json<GeneratedText>().id))
    ).json<GeneratedText>();
    expect(text).toMatchObject({ status: 'FAILED', failure_code: 'llm_daily_budget' });
  });
});
