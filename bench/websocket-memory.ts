// Memory of one server process holding 1,000 open, subscribed websockets.
import { readFileSync } from 'node:fs';
import WebSocket from 'ws';
import { GeneratedTextSchema } from '@reeprise/contract';
import { BenchCheckError, expectAnswer, login, printTable, startServer, runBenchmark } from './lib.js';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1000);
const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

export async function main() {
  // all sockets belong to one user: lift the per-user socket cap (20 by default) for the measurement
  const server = await startServer({ LLM_PROVIDER: 'demo', DEMO_LLM_DELAY_MS: '0', WS_MAX_SOCKETS_PER_USER: String(SOCKETS) }, 8441);
  const sockets: WebSocket[] = [];
  try {
    const auth = await login(server.url);
    const headers = { cookie: auth.cookie, 'x-csrftoken': auth.csrf, 'content-type': 'application/json' };
    const { id } = await expectAnswer(
      server.url,
      '/api/reeprise/generated_texts/',
      { method: 'POST', headers, status: 201, body: JSON.stringify({ text_type: 'STORY', language: 'SPANISH', level: 'A2', word_number: 100, topic: 'memory' }) },
      GeneratedTextSchema,
    );
    await new Promise((r) => setTimeout(r, 1000));
    const idle = rssMb(server.process.pid!);
    for (let i = 0; i < SOCKETS; i += 1) {
      const socket = new WebSocket(`${server.url.replace('http', 'ws')}/ws/streams/`, { headers: { cookie: auth.cookie } });
      await new Promise((resolve, reject) => {
        socket.once('open', resolve);
        socket.once('error', reject);
      });
      socket.send(JSON.stringify({ action: 'subscribe', text_id: id, chapter_number: null }));
      // each socket is subscribed to the text (its catch-up arrives), not refused
      const first = await new Promise<{ error?: string; text_id?: number }>((resolve) => socket.once('message', (raw: Buffer) => resolve(JSON.parse(raw.toString()) as { error?: string; text_id?: number })));
      if (first.error || first.text_id !== id) throw new BenchCheckError(`socket ${i} was not subscribed: ${JSON.stringify(first)}`);
      sockets.push(socket);
    }
    await new Promise((r) => setTimeout(r, 2000));
    const loaded = rssMb(server.process.pid!);
    printTable(`Memory with ${SOCKETS} subscribed websockets (one process)`, [
      { 'RSS idle MB': idle.toFixed(0), [`RSS with ${SOCKETS} sockets MB`]: loaded.toFixed(0), 'KB per socket': (((loaded - idle) * 1024) / SOCKETS).toFixed(1) },
    ]);
  } finally {
    sockets.forEach((s) => s.close());
    await server.stop();
  }
}

await runBenchmark(import.meta.url, main);
