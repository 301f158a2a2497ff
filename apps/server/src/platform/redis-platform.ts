import type { Config } from '../config.js';
import { RedisLiveStreams } from '../realtime/live-streams.js';
import { RedisBus } from './bus/redis-bus.js';
import { BullMqJobQueue } from './jobs/bullmq-queue.js';
import type { LlmProvider } from './llm/index.js';
import type { Platform } from './platform.js';

/**
 * Several processes (REDIS_URL): Redis pub/sub, BullMQ and a Redis live buffer. A module of its own so
 * that ioredis and BullMQ (~17 MiB and a few hundred ms at start) load only in such a deployment.
 */
export function createRedisPlatform(config: Config & { redisUrl: string }, llm: LlmProvider): Platform {
  const bus = new RedisBus(config.redisUrl, config.redisPrefix);
  const queue = new BullMqJobQueue(config.redisUrl, {
    prefix: config.redisPrefix,
    lockMs: config.jobLockMs,
  });
  return { bus, queue, llm, live: new RedisLiveStreams(bus.connection, (name) => bus.channelName(name)) };
}
