import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { WEB_DIST } from './web-app.js';

/**
 * Serves the admin bundle's page (`admin.html`) for GET /admin and /admin/…: a separate page reached
 * by a full page load. The page holds nothing secret; every admin call checks staff on the server.
 * Register it before `webApp`, whose not-found handler would otherwise answer with the SPA.
 */
export const adminPage = fp(async function adminPage(app: FastifyInstance, opts: { root?: string }) {
  const file = path.join(opts.root ?? WEB_DIST, 'admin.html');

  const send = async (reply: FastifyReply) => {
    let html: Buffer;
    try {
      // read per request (a few hundred bytes): a rebuild is served without a restart
      html = await readFile(file);
    } catch {
      return reply.code(404).send({ detail: 'Not found.' });
    }
    // revalidated on every load, so a new deploy's hashed assets are picked up at once
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  };
  app.get('/admin', { schema: { hide: true } }, (_request, reply) => send(reply));
  app.get('/admin/*', { schema: { hide: true } }, (_request, reply) => send(reply));
});
