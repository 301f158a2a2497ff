import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Platform } from './platform/platform.js';
import { InProcessBus } from './platform/bus/in-process-bus.js';
import { InProcessJobQueue } from './platform/jobs/in-process-queue.js';
import {
  createLlmProvider,
  createSpeechProvider,
  type CreateLlmProviderOptions,
  withTokenBudget,
  type LlmProvider,
} from './platform/llm/index.js';
import { LlmDailyBudget } from './modules/llm-usage/llm-daily-budget.js';
import { InMemoryLiveStreams, type LiveStreams } from './realtime/live-streams.js';
import { StreamHub } from './realtime/stream-hub.js';
import { SocketGuard } from './realtime/socket-guard.js';
import type { Database, DatabaseHandle, Engine } from './db/database.js';
import { createExtrasServices, type ExtrasServices } from './context/extras.js';
import { createLearningServices, type LearningServices } from './context/learning.js';
import { createRepositories, type Repositories } from './context/repositories.js';

export { defineJobs } from './context/jobs.js';

/**
 * Everything a request handler or a job may use, wired once per app: the composition root. Each
 * repository and service is built once, in context/, and routes and jobs take them from here.
 */
export interface AppContext {
  config: Config;
  db: Database;
  engine: Engine;
  platform: Platform;
  /** For the jobs; routes go through the services. */
  repositories: Repositories;
  services: LearningServices;
  extras: ExtrasServices;
  realtime: { live: LiveStreams; hub: StreamHub; sockets: SocketGuard };
}

export type { Platform };

/** What tests and benchmarks may replace; everything else comes from the configuration. */
export interface ContextOptions {
  llm?: LlmProvider;
  /** Also the speech calls' timeouts and retries (`openai`). */
  llmOptions?: CreateLlmProviderOptions;
  /** First back-off between job attempts (doubles each time); tests shrink it. */
  jobBackoffMs?: number;
}

/** One process: memory. Several processes (REDIS_URL): Redis, loaded only then (platform/redis-platform.ts). */
async function createPlatform(
  config: Config,
  options: ContextOptions,
  budget: LlmDailyBudget,
  logger: Pick<FastifyBaseLogger, 'warn'> | undefined,
): Promise<Platform> {
  const provider = options.llm ?? (await createLlmProvider(config.llm, options.llmOptions));
  // decision 046: with LLM_DAILY_TOKEN_BUDGET every model call holds its most before it is made
  const llm =
    budget.limit === undefined
      ? provider
      : withTokenBudget(provider, budget, {
          thinkingTokens: config.llm.thinkingTokens,
          onSettleError: (error) =>
            logger?.warn({ err: error }, 'could not settle a call on the daily token budget'),
        });
  if (config.redisUrl) {
    const { createRedisPlatform } = await import('./platform/redis-platform.js');
    return createRedisPlatform({ ...config, redisUrl: config.redisUrl }, llm);
  }
  const bus = new InProcessBus();
  return { bus, queue: new InProcessJobQueue(), llm, live: new InMemoryLiveStreams(bus) };
}

export async function createContext(
  config: Config,
  handle: DatabaseHandle,
  options: ContextOptions = {},
  /** Where retried speech calls and failed budget settles are logged (the app's logger; a CLI has none). */
  logger?: Pick<FastifyBaseLogger, 'warn'>,
): Promise<AppContext> {
  const repositories = createRepositories(handle.db);
  const dailyBudget = new LlmDailyBudget(repositories.llmBudget, config.llm.dailyTokenBudget);
  const platform = await createPlatform(config, options, dailyBudget, logger);
  const speech = await createSpeechProvider(config.llm, {
    openai: options.llmOptions?.openai,
    onRetry: (event) => logger?.warn({ err: event.error, retry: event.retry }, 'speech call retried'),
  });
  const services = createLearningServices(config, repositories, platform, speech, dailyBudget);
  const live = platform.live;
  const extras = createExtrasServices(repositories, platform, services, config.usageLimits);
  const hub = new StreamHub(platform.bus, live, async (user, target) => {
    if ('message_id' in target) return extras.chat.streamableAnswer(user, target.message_id);
    if ('explanation_id' in target)
      return services.sentenceExplanations.streamable(user, target.explanation_id);
    const found = await services.chapters
      .readable(user, target.text_id, target.chapter_number ?? 0)
      .catch(() => null);
    return found && { content: found.chapter.content, status: found.chapter.status };
  });
  const { revalidateMs, idleTimeoutMs, maxSocketsPerUser } = config.websocket;
  const sockets = new SocketGuard(
    { revalidateMs, idleMs: idleTimeoutMs, maxPerUser: maxSocketsPerUser },
    (idHash) => services.sessions.revalidate(idHash),
  );
  // Every eviction, from this process or another one (bus), closes the sockets it concerns.
  services.sessions.onEviction((eviction) => sockets.evict(eviction));
  return {
    config,
    db: handle.db,
    engine: handle.engine,
    platform,
    repositories,
    services,
    extras,
    realtime: { live, hub, sockets },
  };
}

/** Releases what the context holds open (Redis connections, queues); the database is closed by its owner. */
export async function closeContext(ctx: AppContext, graceMs = 0): Promise<void> {
  await ctx.platform.queue.close(graceMs);
  await ctx.platform.bus.close();
}

/** Work a crash or a stop left PENDING is queued again; nothing stays PENDING forever. */
export async function resumePendingWork(ctx: AppContext): Promise<number> {
  const { texts, chapters, vocabulary, sentenceExplanations } = ctx.services;
  return (
    (await texts.resumePending()) +
    (await chapters.resumePending()) +
    (await vocabulary.resumePending()) +
    (await sentenceExplanations.resumePending()) +
    (await ctx.extras.chat.resumePending())
  );
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
