import type { AdminLlmUsage } from '@reeprise/contract';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { createUser } from '../../../test/factories.js';
import { anonymousClient, loggedInClient } from '../../../test/test-client.js';
import { LlmUsageRecorder } from './llm-usage-meter.js';
import { LlmUsageRepository } from './llm-usage.repository.js';

const URL = '/api/admin/llm_usage/';
const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

let app: FastifyInstance;
let repo: LlmUsageRepository;
beforeEach(async () => {
  app = await buildTestApp();
  repo = new LlmUsageRepository(app.ctx.db);
});
afterEach(async () => {
  await app.close();
});

const entry = (userId: number, overrides: Partial<Parameters<LlmUsageRepository['add']>[0]> = {}) => ({
  day: today(),
  userId,
  kind: 'text' as const,
  model: 'gpt-4o-mini',
  calls: 1,
  promptTokens: 100,
  completionTokens: 400,
  ...overrides,
});

describe('GET /api/admin/llm_usage/', () => {
  it('is for staff only', async () => {
    expect((await (await anonymousClient(app)).get(URL)).statusCode).toBe(401);
    const learner = await loggedInClient(app, await createUser(app));
    expect((await learner.get(URL)).statusCode).toBe(403);
  });

  it('validates the query with a 400 and a detail', async () => {
    const staff = await loggedInClient(app, await createUser(app, { isStaff: true }));
    for (const query of ['?days=0', '?days=400', '?days=abc', `?q=${'x'.repeat(101)}`]) {
      const response = await staff.get(`${URL}${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ detail: string }>().detail).toBeTruthy();
    }
  });

  it('sums per day, user and model over the kinds, newest day and biggest user first', async () => {
    const staff = await loggedInClient(app, await createUser(app, { isStaff: true }));
    const ana = await createUser(app, { username: 'ana_usage' });
    const bob = await createUser(app, { username: 'bob_usage' });
    await repo.add(entry(ana.id));
    await repo.add(entry(ana.id, { kind: 'vocabulary', calls: 2, promptTokens: 50, completionTokens: 20 }));
    await repo.add(entry(bob.id, { promptTokens: 1000, completionTokens: 1000 }));
    await repo.add(entry(bob.id, { day: daysAgo(1), promptTokens: 7, completionTokens: 8 }));
    await repo.add(entry(bob.id, { day: daysAgo(40), promptTokens: 9, completionTokens: 9 }));

    const report = (await staff.get(URL)).json<AdminLlmUsage>();
    expect(report.since).toBe(daysAgo(29));
    expect(report.truncated).toBe(false);
    expect(
      report.rows.map((r) => [r.day, r.username, r.calls, r.prompt_tokens, r.completion_tokens]),
    ).toEqual([
      [today(), 'bob_usage', 1, 1000, 1000],
      [today(), 'ana_usage', 3, 150, 420],
      [daysAgo(1), 'bob_usage', 1, 7, 8],
    ]);

    const onlyAna = (await staff.get(`${URL}?days=1&q=ANA_`)).json<AdminLlmUsage>();
    expect(onlyAna.rows.map((r) => r.username)).toEqual(['ana_usage']);
  });

  it('adds concurrent reports to one row without losing any', async () => {
    const user = await createUser(app);
    await Promise.all(
      Array.from({ length: 20 }, () => repo.add(entry(user.id, { promptTokens: 3, completionTokens: 5 }))),
    );
    const [row] = await repo.report(today(), null, 10);
    expect(row).toMatchObject({ calls: 20, promptTokens: 60, completionTokens: 100 });
  });

  it('a meter stores what one job attempt reported, per model, and logs instead of failing', async () => {
    const user = await createUser(app);
    const logged: string[] = [];
    const meter = new LlmUsageRecorder(repo, (message) => logged.push(message)).meter(user.id, 'vocabulary');
    meter.add({ model: 'm', promptTokens: 10, completionTokens: 1 });
    meter.add({ model: 'm', promptTokens: 12, completionTokens: 2 });
    await meter.save();
    await meter.save(); // nothing twice
    expect(await repo.report(today(), null, 10)).toMatchObject([
      { model: 'm', calls: 2, promptTokens: 22, completionTokens: 3 },
    ]);

    const broken = new LlmUsageRecorder(repo, (message) => logged.push(message)).meter(999_999, 'chat');
    broken.add({ model: 'm', promptTokens: 1, completionTokens: 1 });
    await broken.save(); // no such user: the foreign key refuses, the job does not fail
    expect(logged).toEqual(['could not record the LLM usage of user 999999']);
  });
});
