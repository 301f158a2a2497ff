// Stream relay benchmark: chunks from an OpenAI-compatible provider to websocket clients through the
// real server process. Measures the latency the app adds per chunk and before the first chunk.
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { GeneratedTextSchema } from '@reeprise/contract';
import { BenchCheckError, expectAnswer, login, ms, percentile, printTable, startServer, runBenchmark } from './lib.js';

const CHUNKS = 200;
const CHUNK_INTERVAL_MS = 10;

interface ProviderRun {
  requestAt: number;
  sentAt: number[];
}

/** A provider that streams `w0000 w0001 …` so each chunk can be matched to its send time. */
async function startProvider(waitForSubscribers: () => Promise<void>) {
  const runs: ProviderRun[] = [];
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => void stream(res));
  });
  async function stream(res: ServerResponse) {
    const run: ProviderRun = { requestAt: performance.now(), sentAt: [] };
    runs.push(run);
    await waitForSubscribers();
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    for (let i = 0; i < CHUNKS; i += 1) {
      const delta = { id: 'b', object: 'chat.completion.chunk', created: 0, model: 'bench', choices: [{ index: 0, delta: { content: `w${String(i).padStart(4, '0')} ` }, finish_reason: null }] };
      run.sentAt[i] = performance.now();
      res.write(`data: ${JSON.stringify(delta)}\n\n`);
      await new Promise((r) => setTimeout(r, CHUNK_INTERVAL_MS));
    }
    res.write(`data: ${JSON.stringify({ id: 'b', object: 'chat.completion.chunk', created: 0, model: 'bench', choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] })}\n\n`);
    res.end('data: [DONE]\n\n');
  }
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, runs, close: () => server.close() };
}

async function measure(serverUrl: string, provider: Awaited<ReturnType<typeof startProvider>>, subscribers: number, release: () => void) {
  const auth = await login(serverUrl);
  const postedAt = performance.now();
  const { id } = await expectAnswer(
    serverUrl,
    '/api/reeprise/generated_texts/',
    {
      method: 'POST',
      status: 201,
      headers: { 'content-type': 'application/json', cookie: auth.cookie, 'x-csrftoken': auth.csrf },
      body: JSON.stringify({ text_type: 'STORY', language: 'ENGLISH', level: 'B1', word_number: 100, topic: 'bench' }),
    },
    GeneratedTextSchema,
    (text) => (text.status === 'PENDING' && text.creator === 'bench' ? undefined : `created ${text.status} for ${text.creator}`),
  );

  const received: number[][] = Array.from({ length: subscribers }, () => []);
  const done: Array<Promise<void>> = [];
  const sockets: WebSocket[] = [];
  for (let s = 0; s < subscribers; s += 1) {
    const socket = new WebSocket(`${serverUrl.replace('http', 'ws')}/ws/streams/`, { headers: { cookie: auth.cookie } });
    sockets.push(socket);
    await new Promise((r) => socket.once('open', r));
    done.push(
      new Promise<void>((resolve) => {
        socket.on('message', (raw: Buffer) => {
          const now = performance.now();
          const message = JSON.parse(raw.toString()) as { text_chunk?: string; status?: string; error?: string };
          if (message.error) throw new BenchCheckError(`subscriber ${s} was refused: ${message.error}`);
          for (const word of message.text_chunk?.match(/w\d{4}/g) ?? []) received[s][Number(word.slice(1))] = now;
          if (message.status) resolve();
        });
      }),
    );
    socket.send(JSON.stringify({ action: 'subscribe', text_id: id, chapter_number: null }));
  }
  await new Promise((r) => setTimeout(r, 200)); // let every subscription reach the hub
  release();
  await Promise.all(done);
  sockets.forEach((socket) => socket.close());

  const run = provider.runs.at(-1)!;
  // every subscriber got every chunk: a stream that lost words would time nothing meaningful
  const incomplete = received.findIndex((times) => times.filter((t) => t !== undefined).length !== CHUNKS);
  if (incomplete >= 0) throw new BenchCheckError(`subscriber ${incomplete} got ${received[incomplete].filter(Boolean).length} of ${CHUNKS} chunks`);
  const added = received.flatMap((times) => times.map((t, i) => t - run.sentAt[i])).sort((a, b) => a - b);
  const firstChunk = received.map((times) => times[0] - run.sentAt[0]).sort((a, b) => a - b);
  return {
    subscribers,
    chunks: added.length,
    'added p50': ms(percentile(added, 50)),
    'added p95': ms(percentile(added, 95)),
    'added p99': ms(percentile(added, 99)),
    'first chunk added p95': ms(percentile(firstChunk, 95)),
    'create → provider called': ms(run.requestAt - postedAt),
  };
}

export async function main() {
  let release: () => void = () => undefined;
  let gate = new Promise<void>((r) => (release = r));
  const provider = await startProvider(() => gate);
  // the 100 subscribers are one user's sockets: lift the per-user socket cap (20 by default)
  const server = await startServer({ LLM_PROVIDER: 'openai', LLM_BASE_URL: provider.url, LLM_API_KEY: 'bench', WS_MAX_SOCKETS_PER_USER: '1000' }, 8401);
  try {
    const rows = [];
    for (const subscribers of [1, 100]) {
      gate = new Promise<void>((r) => (release = r));
      rows.push(await measure(server.url, provider, subscribers, () => release()));
    }
    printTable(`Stream relay: ${CHUNKS} chunks every ${CHUNK_INTERVAL_MS} ms, provider → server process → websocket`, rows);
  } finally {
    await server.stop();
    provider.close();
  }
}

await runBenchmark(import.meta.url, main);
