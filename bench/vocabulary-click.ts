// Click-to-entry latency on the server: POST add_vocabulary on a generated text until the PENDING
// entry is answered (the LLM's translation runs afterwards and is excluded).
import { GeneratedTextSchema, VocabularySchema, splitWords } from '@reeprise/contract';
import { expectAnswer, login, ms, percentile, printTable, startServer, runBenchmark } from './lib.js';

const CLICKS = Number(process.env.BENCH_CLICKS ?? 500);

export async function main() {
  // The translations run on the demo writer with no delay, so they cost little while clicks go on.
  const server = await startServer({ LLM_PROVIDER: 'demo', DEMO_LLM_DELAY_MS: '0' }, 8431);
  try {
    const auth = await login(server.url);
    const headers = { cookie: auth.cookie, 'x-csrftoken': auth.csrf, 'content-type': 'application/json' };
    const created = await expectAnswer(
      server.url,
      '/api/reeprise/generated_texts/',
      { method: 'POST', headers, status: 201, body: JSON.stringify({ text_type: 'STORY', language: 'ITALIAN', level: 'B2', word_number: 300, topic: 'click bench' }) },
      GeneratedTextSchema,
      (text) => (text.creator === 'bench' ? undefined : `the text was created for ${text.creator}`),
    );
    let content = '';
    for (let polls = 0; !content; polls += 1) {
      if (polls > 300) throw new Error('the text to click on was not written within 30 s');
      await new Promise((r) => setTimeout(r, 100));
      const text = await expectAnswer(server.url, `/api/reeprise/generated_texts/${created.id}/`, { headers }, GeneratedTextSchema, (t) =>
        t.status === 'FAILED' ? `the text failed: ${t.error ?? ''}` : undefined,
      );
      if (text.status === 'COMPLETE') content = text.chatgpt_output;
    }
    const words = splitWords(content, 'ITALIAN');
    if (words.length < 50) throw new Error(`the text has ${words.length} words; the clicks need at least 50`);
    // the click answers a PENDING entry of this text, for this user, before any click is timed
    const probe = words[words.length - 1];
    await expectAnswer(
      server.url,
      `/api/reeprise/generated_texts/${created.id}/add_vocabulary/`,
      { method: 'POST', headers, status: 201, body: JSON.stringify({ word_start_index: probe.start, word_end_index: probe.end }) },
      VocabularySchema,
      (entry) => (entry.usages.some((usage) => usage.generated_text_id === created.id) ? undefined : 'the entry has no usage in the clicked text'),
    );
    const latencies: number[] = [];
    for (let i = 0; i < CLICKS; i += 1) {
      const span = words[(i * 7) % words.length];
      const t0 = performance.now();
      const response = await fetch(`${server.url}/api/reeprise/generated_texts/${created.id}/add_vocabulary/`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ word_start_index: span.start, word_end_index: span.end }),
      });
      await response.arrayBuffer();
      if (response.status >= 300) throw new Error(`click answered ${response.status}`);
      latencies.push(performance.now() - t0);
    }
    latencies.sort((a, b) => a - b);
    printTable(`Click to vocabulary entry (server, excluding the LLM): ${CLICKS} clicks on a ${words.length}-word text`, [
      { p50: ms(percentile(latencies, 50)), p95: ms(percentile(latencies, 95)), p99: ms(percentile(latencies, 99)) },
    ]);
  } finally {
    await server.stop();
  }
}

await runBenchmark(import.meta.url, main);
