import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVER_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface AppProcess {
  url: string;
  child: ChildProcess;
  output: string[];
  kill(signal?: NodeJS.Signals): Promise<void>;
}

/** Runs the real server as a separate process (what an operator runs), and waits until it answers or logs it is up. */
export async function startAppProcess(env: Record<string, string>, port: number | null): Promise<AppProcess> {
  // node itself (not the tsx CLI, which runs the server in a child): a SIGKILL must hit the server.
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(SERVER_ROOT, 'src/server.ts')], {
    cwd: SERVER_ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env, PORT: String(port ?? 0) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout.on('data', (data: Buffer) => output.push(data.toString()));
  child.stderr.on('data', (data: Buffer) => output.push(data.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port ?? 0}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output.join('')}`);
    if (port === null ? output.join('').includes('worker is running') : await answers(`${url}/api/health`)) break;
    if (Date.now() > deadline) throw new Error(`server did not start: ${output.join('')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    child,
    output,
    async kill(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/**
 * fetch over a new connection each time. A pooled keep-alive connection can be closed by the server at
 * the moment the client reuses it, and on a loaded machine the client's own idle timer fires late enough
 * to hit that window: a POST then fails with "other side closed". Browsers retry such requests; these
 * tests, which start and stop servers, should not depend on the race at all.
 */
async function freshConnectionFetch(url: string, init: RequestInit): Promise<Response> {
  // a Request encodes the body as fetch would (JSON text, FormData with its boundary)
  const outgoing = new Request(url, init);
  const body = init.body ? Buffer.from(await outgoing.arrayBuffer()) : undefined;
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: outgoing.method, headers: Object.fromEntries(outgoing.headers), agent: false });
    request.on('error', reject);
    request.on('response', (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('error', reject);
      incoming.on('end', () => {
        const headers = new Headers();
        for (const [name, value] of Object.entries(incoming.headers)) {
          for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, one);
        }
        const noBody = incoming.statusCode === 204 || incoming.statusCode === 304;
        resolve(new Response(noBody ? null : Buffer.concat(chunks), { status: incoming.statusCode ?? 500, headers }));
      });
    });
    request.end(body);
  });
}

/** A cookie jar over fetch, logging in like the SPA does. */
export class HttpSession {
  readonly cookies = new Map<string, string>();

  get cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set('cookie', this.cookieHeader);
    if (init.method && init.method !== 'GET') headers.set('x-csrftoken', this.cookies.get('csrftoken') ?? '');
    const response = await freshConnectionFetch(url, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair.indexOf('=');
      this.cookies.set(pair.slice(0, index), pair.slice(index + 1));
    }
    return response;
  }

  async login(baseUrl: string, username: string, password: string): Promise<void> {
    await this.request(`${baseUrl}/accounts/whoami`);
    const response = await this.request(`${baseUrl}/api/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });
    if (!response.ok) throw new Error(`login failed: ${response.status}`);
  }
}
