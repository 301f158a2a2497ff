// Memory of one server process holding 1,000 open, subscribed websockets.
import { readFileSync } from 'node:fs';
import WebSocket from 'ws';
import { login, printTable, startServer } from './lib.js';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1000);
const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

export async function main() {
  const server = await startServer({ LLM_PROVIDER: 'demo', DEMO_LLM_DELAY_MS: '0' }, 8441);
  const sockets: WebSocket[] = [];
  try {
    const auth = await login(server.url);
    const headers = { cookie: auth.cookie, 'x-csrftoken': auth.csrf, 'content-type': 'application/json' };
    const { id } = (await (
      await fetch(`${server.url}/api/reeprise/generated_texts/`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ text_type: 'STORY', language: 'SPANISH', level: 'A2', word_number: 100, topic: 'memory' }),
      })
    ).json()) as { id: number };
    await new Promise((r) => setTimeout(r, 1000));
    const idle = rssMb(server.process.pid!);
    for (let i = 0; i < SOCKETS; i += 1) {
      const socket = new WebSocket(`${server.url.replace('http', 'ws')}/ws/streams/`, { headers: { cookie: auth.cookie } });
      await new Promise((resolve, reject) => {
        socket.once('open', resolve);
        socket.once('error', reject);
      });
      socket.send(JSON.stringify({ action: 'subscribe', text_id: id, chapter_number: null }));
      await new Promise((resolve) => socket.once('message', resolve));
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

if (import.meta.url === `file://${process.argv[1]}`) await main();
