import type { Config } from './config.js';
import { InProcessBus } from './platform/bus/in-process-bus.js';
import type { Bus } from './platform/bus/bus.js';
import { InProcessJobQueue } from './platform/jobs/in-process-queue.js';
import type { JobQueue } from './platform/jobs/job-queue.js';
import { createLlmProvider, type CreateLlmProviderOptions, type LlmProvider } from './platform/llm/index.js';
import { InMemoryLiveStreams, RedisLiveStreams, type LiveStreams } from './realtime/live-streams.js';
import { RedisBus } from './platform/bus/redis-bus.js';
import { BullMqJobQueue } from './platform/jobs/bullmq-queue.js';
import { StreamHub } from './realtime/stream-hub.js';
import { FilesRepository } from './modules/files/files.repository.js';
import { GeneratedTextsRepository } from './modules/generated-texts/generated-texts.repository.js';
import { GeneratedTextsService } from './modules/generated-texts/generated-texts.service.js';
import { GenerationQuota } from './modules/generated-texts/generation-quota.js';
import { defineTextGenerationJob } from './modules/generated-texts/text-generation.job.js';
import { ChaptersRepository } from './modules/chapters/chapters.repository.js';
import { ChaptersService } from './modules/chapters/chapters.service.js';
import { defineChapterGenerationJob } from './modules/chapters/chapter-generation.job.js';
import { TrainingRepository } from './modules/vocabulary/training.repository.js';
import { defineTranslationJob } from './modules/vocabulary/translation.job.js';
import { VocabularyRepository } from './modules/vocabulary/vocabulary.repository.js';
import { VocabularyService } from './modules/vocabulary/vocabulary.service.js';
import { createExtrasServices, defineExtrasJobs, resumeExtrasWork } from './modules/extras.js';
import { ProfilesRepository } from './modules/profiles/profiles.repository.js';
import { ProfilesService } from './modules/profiles/profiles.service.js';
import type { Database, DatabaseHandle, Engine } from './db/database.js';
import { AuthService } from './modules/auth/auth.service.js';
import { CsrfTokens } from './modules/auth/csrf-token.js';
import { LoginThrottleRepository } from './modules/auth/login-throttle.repository.js';
import { LoginThrottleService } from './modules/auth/login-throttle.service.js';
import { SessionService } from './modules/auth/session.service.js';
import { SessionsRepository } from './modules/auth/sessions.repository.js';
import { UserSettingsRepository } from './modules/user-settings/user-settings.repository.js';
import { UserSettingsService } from './modules/user-settings/user-settings.service.js';
import { UsersRepository } from './modules/users/users.repository.js';
import { UsersService } from './modules/users/users.service.js';

/** Everything a request handler may use, wired once per app. */
export interface AppContext {
  config: Config;
  db: Database;
  engine: Engine;
  platform: Platform;
  services: ReturnType<typeof createServices>;
  extras: ReturnType<typeof createExtrasServices>;
  realtime: { live: LiveStreams; hub: StreamHub };
}

export interface Platform {
  bus: Bus;
  queue: JobQueue;
  llm: LlmProvider;
  live: LiveStreams;
}

/** What tests and benchmarks may replace; everything else comes from the configuration. */
export interface ContextOptions {
  llm?: LlmProvider;
  llmOptions?: CreateLlmProviderOptions;
  /** First back-off between job attempts (doubles each time); tests shrink it. */
  jobBackoffMs?: number;
}

/** One process: memory. Several processes (REDIS_URL): Redis pub/sub, BullMQ and a Redis live buffer. */
function createPlatform(config: Config, options: ContextOptions): Platform {
  const llm = options.llm ?? createLlmProvider(config.llm, options.llmOptions);
  if (config.redisUrl) {
    const bus = new RedisBus(config.redisUrl);
    const queue = new BullMqJobQueue(config.redisUrl, {
      prefix: config.redisPrefix,
      lockMs: config.jobLockMs,
    });
    return { bus, queue, llm, live: new RedisLiveStreams(bus.connection) };
  }
  const bus = new InProcessBus();
  return { bus, queue: new InProcessJobQueue(), llm, live: new InMemoryLiveStreams(bus) };
}

function createServices(config: Config, db: Database, platform: Platform) {
  const usersRepo = new UsersRepository(db);
  const files = new FilesRepository(db);
  const sessions = new SessionService(new SessionsRepository(db), usersRepo, platform.bus);
  const settingsRepo = new UserSettingsRepository(db);
  const textsRepo = new GeneratedTextsRepository(db);
  const chaptersRepo = new ChaptersRepository(db);
  const quota = new GenerationQuota(textsRepo, chaptersRepo, config.generationsPerHour);
  const texts = new GeneratedTextsService(textsRepo, files, platform.queue, platform.llm, quota);
  const chapters = new ChaptersService(chaptersRepo, texts, platform.queue, quota);
  return {
    users: new UsersService(usersRepo),
    sessions,
    csrf: new CsrfTokens(config.sessionSecret),
    auth: new AuthService(usersRepo, sessions, new LoginThrottleService(new LoginThrottleRepository(db))),
    settings: new UserSettingsService(settingsRepo),
    texts,
    chapters,
    vocabulary: new VocabularyService(
      new VocabularyRepository(db),
      new TrainingRepository(db),
      chapters,
      platform.queue,
    ),
    profiles: new ProfilesService(new ProfilesRepository(db), files),
    files,
  };
}

export function createContext(
  config: Config,
  handle: DatabaseHandle,
  options: ContextOptions = {},
): AppContext {
  const platform = createPlatform(config, options);
  const services = createServices(config, handle.db, platform);
  const live = platform.live;
  const extras = createExtrasServices(handle.db, platform, services);
  const hub = new StreamHub(platform.bus, live, async (user, target) => {
    if ('message_id' in target) return extras.chat.streamableAnswer(user, target.message_id);
    const found = await services.chapters.readable(user, target.text_id, target.chapter_number ?? 0).catch(() => null);
    return found && { content: found.chapter.content, status: found.chapter.status };
  });
  return {
    config,
    db: handle.db,
    engine: handle.engine,
    platform,
    services,
    extras,
    realtime: { live, hub },
  };
}

/** Releases what the context holds open (Redis connections, queues); the database is closed by its owner. */
export async function closeContext(ctx: AppContext, graceMs = 0): Promise<void> {
  await ctx.platform.queue.close(graceMs);
  await ctx.platform.bus.close();
}

/** Registers the background jobs of every module; a worker process calls this, a web-only one does not. */
export function defineJobs(
  ctx: AppContext,
  log: (message: string, error?: unknown) => void,
  options: ContextOptions = {},
): void {
  const common = { llm: ctx.platform.llm, log, backoffMs: options.jobBackoffMs ?? 1000 };
  const texts = new GeneratedTextsRepository(ctx.db);
  defineTextGenerationJob(ctx.platform.queue, {
    ...common,
    texts,
    files: ctx.services.files,
    live: ctx.realtime.live,
  });
  defineChapterGenerationJob(ctx.platform.queue, {
    ...common,
    texts,
    chapters: new ChaptersRepository(ctx.db),
    live: ctx.realtime.live,
  });
  defineTranslationJob(ctx.platform.queue, {
    ...common,
    vocabulary: new VocabularyRepository(ctx.db),
    settings: new UserSettingsRepository(ctx.db),
  });
  defineExtrasJobs(ctx, log, common.backoffMs);
}

/** Work a crash or a stop left PENDING is queued again; nothing stays PENDING forever. */
export async function resumePendingWork(ctx: AppContext): Promise<number> {
  const { texts, chapters, vocabulary } = ctx.services;
  return (
    (await texts.resumePending()) +
    (await chapters.resumePending()) +
    (await vocabulary.resumePending()) +
    (await resumeExtrasWork(ctx))
  );
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
