// Bounded soak: a fixed rate of mixed traffic (reads, text creation, vocabulary clicks, websocket
// subscriptions) against one server process on loopback for SOAK_SECONDS; reports errors and the
// server's memory over time. It stops by itself.
import { readFileSync } from 'node:fs';
import {
  ChapterSchema,
  GeneratedTextPageSchema,
  GeneratedTextSchema,
  VocabularyPageSchema,
  VocabularySchema,
  VocabularyStatsSchema,
  WhoamiSchema,
  splitWords,
} from '@reeprise/contract';
import WebSocket from 'ws';
import { expectAnswer, login, percentile, printTable, startServer, runBenchmark } from './lib.js';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
const RATE = Number(process.env.SOAK_RATE ?? 200); // requests per second

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

export async function main() {
  const server = await startServer({ LLM_PROVIDER: 'demo', DEMO_LLM_DELAY_MS: '5', GENERATIONS_PER_HOUR: '10000' }, 8421);
  try {
    const auth = await login(server.url);
    const headers = { cookie: auth.cookie, 'x-csrftoken': auth.csrf, 'content-type': 'application/json' };
    const post = (path: string, body: unknown) => fetch(`${server.url}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
    const first = await expectAnswer(
      server.url,
      '/api/reeprise/generated_texts/',
      { method: 'POST', headers, status: 201, body: JSON.stringify({ text_type: 'STORY', language: 'FRENCH', level: 'A2', word_number: 100, topic: 'soak' }) },
      GeneratedTextSchema,
    );
    let text = { id: first.id, content: '' };
    for (let polls = 0; !text.content; polls += 1) {
      if (polls > 150) throw new Error('the soak text was not written within 30 s');
      await new Promise((r) => setTimeout(r, 200));
      const t = await expectAnswer(server.url, `/api/reeprise/generated_texts/${first.id}/`, { headers }, GeneratedTextSchema, (answer) =>
        answer.status === 'FAILED' ? `the text failed: ${answer.error ?? ''}` : undefined,
      );
      if (t.status === 'COMPLETE') text = { id: first.id, content: t.chatgpt_output };
    }
    const words = splitWords(text.content, 'FRENCH');
    // every read of the mix answers this user with a non-empty, schema-valid answer before the run (issue 15)
    const span = words[0];
    await expectAnswer(server.url, `/api/reeprise/generated_texts/${text.id}/add_vocabulary/`, { method: 'POST', headers, status: 201, body: JSON.stringify({ word_start_index: span.start, word_end_index: span.end }) }, VocabularySchema);
    await expectAnswer(server.url, '/accounts/whoami', { headers }, WhoamiSchema, (me) => (me.username === 'bench' ? undefined : `logged in as ${me.username ?? 'nobody'}`));
    await expectAnswer(server.url, '/api/reeprise/generated_texts/', { headers }, GeneratedTextPageSchema, ({ results }) => (results.some((t) => t.id === text.id) ? undefined : 'the list lacks the soak text'));
    await expectAnswer(server.url, '/api/reeprise/vocabulary/?language=FRENCH', { headers }, VocabularyPageSchema, ({ results }) => (results.length > 0 ? undefined : 'no FRENCH vocabulary after a click'));
    await expectAnswer(server.url, `/api/reeprise/generated_texts/${text.id}/chapters/0/`, { headers }, ChapterSchema, (chapter) => (chapter.content ? undefined : 'chapter 0 has no content'));
    await expectAnswer(server.url, '/api/reeprise/vocabulary/stats/', { headers }, VocabularyStatsSchema);
    const mix: Array<() => Promise<Response>> = [
      () => fetch(`${server.url}/accounts/whoami`, { headers }),
      () => fetch(`${server.url}/api/reeprise/generated_texts/`, { headers }),
      () => fetch(`${server.url}/api/reeprise/vocabulary/?language=FRENCH`, { headers }),
      () => fetch(`${server.url}/api/reeprise/generated_texts/${text.id}/chapters/0/`, { headers }),
      () => fetch(`${server.url}/api/reeprise/vocabulary/stats/`, { headers }),
      () => {
        const span = words[Math.floor(Math.random() * words.length)];
        return post(`/api/reeprise/generated_texts/${text.id}/add_vocabulary/`, { word_start_index: span.start, word_end_index: span.end });
      },
      () => post('/api/reeprise/generated_texts/', { text_type: 'DIALOGUE', language: 'FRENCH', level: 'B1', word_number: 100, topic: 'soak' }),
    ];
    const weights = [30, 25, 20, 10, 8, 5, 2];
    const pick = () => {
      let r = Math.random() * 100;
      for (let i = 0; i < mix.length; i += 1) if ((r -= weights[i]) < 0) return mix[i];
      return mix[0];
    };

    const latencies: number[] = [];
    let errors = 0;
    let sent = 0;
    const memory: Array<{ second: number; rssMb: number }> = [{ second: 0, rssMb: rssMb(server.process.pid!) }];
    const sockets: WebSocket[] = [];
    const started = performance.now();
    const inFlight = new Set<Promise<void>>();
    while (performance.now() - started < SECONDS * 1000) {
      const second = Math.floor((performance.now() - started) / 1000);
      // a websocket comes and goes every few seconds, like readers opening texts
      if (sent % (RATE * 3) === 0) {
        const socket = new WebSocket(`${server.url.replace('http', 'ws')}/ws/streams/`, { headers: { cookie: auth.cookie } });
        socket.on('open', () => socket.send(JSON.stringify({ action: 'subscribe', text_id: text.id, chapter_number: null })));
        socket.on('error', () => (errors += 1));
        sockets.push(socket);
        if (sockets.length > 5) sockets.shift()!.close();
      }
      const t0 = performance.now();
      const request = pick()()
        .then(async (response) => {
          await response.arrayBuffer();
          if (response.status >= 500 || response.status === 0) errors += 1;
          latencies.push(performance.now() - t0);
        })
        .catch(() => {
          errors += 1;
        })
        .finally(() => inFlight.delete(request));
      inFlight.add(request);
      sent += 1;
      if (second > 0 && second % 10 === 0 && memory.at(-1)!.second !== second) memory.push({ second, rssMb: rssMb(server.process.pid!) });
      const due = started + (sent / RATE) * 1000;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    }
    await Promise.all(inFlight);
    sockets.forEach((s) => s.close());
    memory.push({ second: SECONDS, rssMb: rssMb(server.process.pid!) });
    latencies.sort((a, b) => a - b);
    printTable(`Soak: ${SECONDS} s of mixed traffic at ${RATE} req/s against one process (SQLite)`, [
      { requests: sent, 'server errors': errors, 'p50 ms': percentile(latencies, 50).toFixed(1), 'p99 ms': percentile(latencies, 99).toFixed(1) },
    ]);
    console.table(memory.map((m) => ({ second: m.second, 'RSS MB': m.rssMb.toFixed(0) })));
  } finally {
    await server.stop();
  }
}

await runBenchmark(import.meta.url, main);
