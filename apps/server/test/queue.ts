import type { FastifyInstance } from 'fastify';
import { InProcessJobQueue } from '../src/platform/jobs/in-process-queue.js';

/** Waits until every queued job (and its retries) has run. */
export async function drainJobs(app: FastifyInstance): Promise<void> {
  const queue = app.ctx.platform.queue;
  if (!(queue instanceof InProcessJobQueue)) throw new Error('drainJobs needs the in-process queue');
  await queue.drain();
}
