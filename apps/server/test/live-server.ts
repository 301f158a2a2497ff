import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * A listening app and a browser-like anonymous visitor over real HTTP, for tests that need truly
 * concurrent requests (`app.inject` runs them one after another through the router).
 */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

export interface LiveVisitor {
  /** POSTs JSON with the visitor's CSRF cookie and header; `headers` adds or overrides. */
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<{ status: number; body: unknown }>;
}

/** Fetches an anonymous CSRF token the way the SPA does (GET whoami), valid on every app with the same secret. */
export async function liveVisitor(origin: string): Promise<LiveVisitor> {
  const whoami = await fetch(`${origin}/accounts/whoami`);
  const cookie = whoami.headers.getSetCookie().find((line) => line.startsWith('csrftoken='));
  if (!cookie) throw new Error('whoami set no csrftoken cookie');
  const token = cookie.slice('csrftoken='.length).split(';')[0];
  return {
    async post(path, body, headers = {}) {
      const response = await fetch(`${origin}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: `csrftoken=${token}`, 'x-csrftoken': token, ...headers },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: await response.json() };
    },
  };
}
