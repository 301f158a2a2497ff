import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../test/fake-openai-server.js';
import { createLlmProvider } from '../platform/llm/index.js';
import { formatLevelCheck, runLevelCheck } from './level-check.js';

let fake: FakeOpenAiServer;
beforeEach(async () => {
  fake = await startFakeOpenAiServer();
});
afterEach(async () => {
  await fake.close();
});

const promptOf = (i: number) =>
  fake.requests[i].body.messages.map((m) => (typeof m.content === 'string' ? m.content : '')).join('\n');

describe('the level check (issue 36)', () => {
  it('writes each topic with the previous prompt and the guide, and counts the texts at the target', async () => {
    const llm = await createLlmProvider(
      { provider: 'openai', baseUrl: fake.url, apiKey: 'k', model: 'm', visionModel: 'm', demoDelayMs: 0 },
      { openai: { retry: { maxRetries: 0 } } },
    );
    // the learner knows el, gato, come, pan: 19 of 20 running words known is 0.95, 3 of 5 is 0.6
    const atTarget = `${'El gato come pan. '.repeat(4)}El gato come queso.`;
    fake.enqueue(
      { text: 'El gato come queso raro.' },
      { text: atTarget },
      { text: atTarget },
      { text: atTarget },
    );
    const rows = await runLevelCheck({
      llm,
      language: 'SPANISH',
      levels: ['A1'],
      topics: 2,
      words: 50,
      target: 0.95,
      frequencyList: ['el', 'gato', 'come', 'pan'],
    });
    expect(rows).toEqual([
      { level: 'A1', texts: 2, before: { hits: 1, meanKnown: 0.775 }, after: { hits: 2, meanKnown: 0.95 } },
    ]);
    expect(fake.requests).toHaveLength(4);
    const [before, after] = [promptOf(0), promptOf(1)];
    expect(before).toContain('<topic>a morning at the market</topic>');
    expect(before).toContain('Sentences: short, 5 to 8 words, simple main clauses');
    expect(before).not.toMatch(/never more than/);
    expect(after).toContain('<topic>a morning at the market</topic>');
    expect(after).toMatch(/Sentences: mostly 4 to 8 words, never more than 10/);
    expect(after).toMatch(/Stay inside the 500 most common words/);
    expect(after).toMatch(/This learner knows about 500 words/);
    expect(formatLevelCheck(rows, 0.95)).toContain('| A1 | 2 | 1 (0.775) | 2 (0.95) |');
  });
});
