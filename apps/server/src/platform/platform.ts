import type { LiveStreams } from '../realtime/live-streams.js';
import type { Bus } from './bus/bus.js';
import type { JobQueue } from './jobs/job-queue.js';
import type { LlmProvider } from './llm/index.js';

/** The process-wide machinery every module may use: in memory for one process, Redis for several. */
export interface Platform {
  bus: Bus;
  queue: JobQueue;
  llm: LlmProvider;
  live: LiveStreams;
}
