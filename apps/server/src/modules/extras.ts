import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.js';
import type { Platform } from '../context.js';

/**
 * The staff and permission extras of issue 6 (admin API, wish spaces, barks, chat, shopping list,
 * early access). One integration point so context.ts and app.ts stay small.
 */
export function createExtrasServices(_db: Database, _platform: Platform) {
  return {};
}

export async function extrasRoutes(_app: FastifyInstance): Promise<void> {}
