import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { TestClient } from './test-client.js';

/**
 * Real concurrent HTTP requests against a listening app, for limits that must hold under a burst
 * (`app.inject` goes through the router one request at a time, so it cannot race anything).
 */
export async function listenOnLoopback(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

export interface LiveAnswer {
  status: number;
  body: { detail?: string; code?: string; params?: Record<string, string | number> } & Record<
    string,
    unknown
  >;
}

/** One POST over the network, as `client` (its cookies and CSRF token) or as a guest when null. */
export async function livePost(
  origin: string,
  client: TestClient | null,
  path: string,
  body: Buffer | string,
  headers: Record<string, string> = {},
): Promise<LiveAnswer> {
  const session: Record<string, string> = client
    ? {
        cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        'x-csrftoken': client.csrfToken ?? '',
      }
    : {};
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { ...session, ...headers },
    body,
  });
  return { status: response.status, body: (await response.json()) as LiveAnswer['body'] };
}

/** Fires `count` requests at once and tallies their statuses, e.g. `{201: 30, 429: 170}`. */
export async function burst(count: number, send: (index: number) => Promise<LiveAnswer>) {
  const answers = await Promise.all(Array.from({ length: count }, (_, index) => send(index)));
  const statuses: Record<number, number> = {};
  for (const answer of answers) statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
  return { answers, statuses };
}
