import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAiServer, type FakeOpenAiServer } from './fake-openai-server.js';
import { pngImage } from './images.js';
import { HttpSession, startAppProcess, type AppProcess } from './processes.js';
import { WsTestClient, applyChunks } from './ws-client.js';

// Several app processes on one PostgreSQL and one Redis, as an operator runs them (issue 7).
const enabled = process.env.TEST_DB === 'postgres' && Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);
const STORY = Array.from({ length: 60 }, (_, i) => `Satz ${i} über den Hafen.`).join(' ');

describe.runIf(enabled)('many app processes on PostgreSQL and Redis', () => {
  const schema = `scale_${randomBytes(5).toString('hex')}`;
  const prefix = `test-${randomBytes(5).toString('hex')}`;
  const processes: AppProcess[] = [];
  let fake: FakeOpenAiServer;
  let env: Record<string, string>;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    fake = await startFakeOpenAiServer({ fallback: { text: STORY, chunkSize: 8, delayMs: 40 } });
    const url = new URL(process.env.DATABASE_URL!);
    url.searchParams.set('options', `-c search_path=${schema}`);
    env = {
      DATABASE_URL: url.toString(),
      REDIS_URL: process.env.REDIS_URL!,
      REDIS_PREFIX: prefix,
      JOB_LOCK_MS: '2000',
      SHUTDOWN_GRACE_MS: '0',
      SESSION_SECRET: 'scale-out-secret-scale-out-secret-0123456789',
      LLM_PROVIDER: 'openai',
      LLM_BASE_URL: fake.url,
      LLM_API_KEY: 'k',
      DATA_DIR: `/tmp/${schema}`,
    };
  }, 60_000);

  afterAll(async () => {
    await Promise.all(processes.map((p) => p.kill('SIGKILL')));
    await fake?.close();
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
    const redis = new Redis(process.env.REDIS_URL!);
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  async function start(role: 'all' | 'web' | 'worker', port: number | null) {
    const app = await startAppProcess({ ...env, ROLE: role }, port);
    processes.push(app);
    return app;
  }

  it('shares sessions, uploads and live streams between processes, and finishes work a killed process left', async () => {
    const a = await start('all', 18411);
    const b = await start('web', 18412);
    // The first start created 'admin' with a printed password; make a known user through A's database.
    const password = 'scale-out-password-1';
    const { execFileSync } = await import('node:child_process');
    execFileSync(process.execPath, ['--import', 'tsx', 'src/cli/users.ts', 'create', 'scaler', '--password', password], {
      env: { ...process.env, ...env },
      cwd: new URL('..', import.meta.url).pathname,
    });

    // A session made on A is valid on B.
    const session = new HttpSession();
    await session.login(a.url, 'scaler', password);
    const who = (await (await session.request(`${b.url}/accounts/whoami`)).json()) as { username: string; userId: number };
    expect(who.username).toBe('scaler');

    // A picture uploaded through A is served by B.
    const form = new FormData();
    form.set('pic', new Blob([new Uint8Array(await pngImage())], { type: 'image/png' }), 'me.png');
    expect((await session.request(`${a.url}/api/reeprise/profiles/`, { method: 'PUT', body: form })).status).toBe(200);
    const pic = await session.request(`${b.url}/api/reeprise/users/${who.userId}/profile_pic/`);
    expect(pic.status).toBe(200);
    expect(pic.headers.get('content-type')).toBe('image/webp');

    // A text created on A streams to a browser connected to B, in order, then COMPLETE.
    const socket = await WsTestClient.connect(`${b.url.replace('http', 'ws')}/ws/streams/`, { cookie: session.cookieHeader });
    const created = await session.request(`${a.url}/api/reeprise/generated_texts/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text_type: 'STORY', language: 'GERMAN', level: 'A2', word_number: 100, topic: 'Hafen' }),
    });
    const { id } = (await created.json()) as { id: number };
    socket.send({ action: 'subscribe', text_id: id, chapter_number: null });
    await socket.waitFor((m) => 'status' in m, 30_000);
    expect(socket.messages.at(-1)).toEqual({ text_id: id, chapter_number: null, status: 'COMPLETE' });
    expect(applyChunks(socket.messages)).toBe(STORY);
    socket.close();

    // Kill A (the only worker) in the middle of a generation: a new worker finishes it from scratch.
    const watcher = await WsTestClient.connect(`${b.url.replace('http', 'ws')}/ws/streams/`, { cookie: session.cookieHeader });
    const second = (await (
      await session.request(`${b.url}/api/reeprise/generated_texts/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ text_type: 'STORY', language: 'GERMAN', level: 'A2', word_number: 100, topic: 'Sturm' }),
      })
    ).json()) as { id: number };
    watcher.send({ action: 'subscribe', text_id: second.id, chapter_number: null });
    await watcher.waitFor((m) => 'text_chunk' in m && m.offset > 40, 20_000);
    await a.kill('SIGKILL');
    await start('worker', null);
    await watcher.waitFor((m) => 'status' in m, 40_000);
    expect(watcher.messages.at(-1)).toMatchObject({ status: 'COMPLETE' });
    expect(applyChunks(watcher.messages)).toBe(STORY);
    const stored = await (await session.request(`${b.url}/api/reeprise/generated_texts/${second.id}/`)).json();
    expect(stored).toMatchObject({ status: 'COMPLETE', chatgpt_output: STORY });
    watcher.close();
  }, 120_000);
});
