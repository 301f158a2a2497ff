import type { Config } from './config.js';
import type { Platform } from './platform/platform.js';
import { InProcessBus } from './platform/bus/in-process-bus.js';
import { InProcessJobQueue } from './platform/jobs/in-process-queue.js';
import { createLlmProvider, type CreateLlmProviderOptions, type LlmProvider } from './platform/llm/index.js';
import { InMemoryLiveStreams, type LiveStreams } from './realtime/live-streams.js';
import { StreamHub } from './realtime/stream-hub.js';
import { SocketGuard } from './realtime/socket-guard.js';
import { FilesRepository } from './modules/files/files.repository.js';
import { GeneratedTextsRepository } from './modules/generated-texts/generated-texts.repository.js';
import { GeneratedTextsService } from './modules/generated-texts/generated-texts.service.js';
import { budgetRules } from './modules/usage/budget-rules.js';
import { UsageBudget } from './modules/usage/usage-budget.js';
import { UsageRepository } from './modules/usage/usage.repository.js';
import { defineTextGenerationJob } from './modules/generated-texts/text-generation.job.js';
import { ChaptersRepository } from './modules/chapters/chapters.repository.js';
import { ImportedTextsRepository } from './modules/imported-texts/imported-texts.repository.js';
import { ImportedTextsService } from './modules/imported-texts/imported-texts.service.js';
import { ChaptersService } from './modules/chapters/chapters.service.js';
import { defineChapterGenerationJob } from './modules/chapters/chapter-generation.job.js';
import { TrainingRepository } from './modules/vocabulary/training.repository.js';
import { defineTranslationJob } from './modules/vocabulary/translation.job.js';
import { VocabularyRepository } from './modules/vocabulary/vocabulary.repository.js';
import { VocabularyService } from './modules/vocabulary/vocabulary.service.js';
import { VocabularyDeletionRepository } from './modules/vocabulary/vocabulary-deletion.repository.js';
import { VocabularyDeletionService } from './modules/vocabulary/vocabulary-deletion.service.js';
import { ProgressRepository } from './modules/vocabulary/progress.repository.js';
import { ProgressService } from './modules/vocabulary/progress.service.js';
import { LevelFits } from './modules/generated-texts/level-fits.js';
import { LearnerBands } from './modules/generated-texts/learner-band.js';
import { SentenceExplanationsRepository } from './modules/sentence-explanations/sentence-explanations.repository.js';
import { SentenceExplanationsService } from './modules/sentence-explanations/sentence-explanations.service.js';
import { defineExplanationJob } from './modules/sentence-explanations/sentence-explanation.job.js';
import { DictionariesRepository } from './modules/dictionaries/dictionaries.repository.js';
import { DictionariesService } from './modules/dictionaries/dictionaries.service.js';
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
import { LlmUsageRecorder } from './modules/llm-usage/llm-usage-meter.js';
import { LlmUsageRepository } from './modules/llm-usage/llm-usage.repository.js';
import { LlmUsageService } from './modules/llm-usage/llm-usage.service.js';
import { FrequencyLists } from './modules/word-statuses/frequency-lists.js';
import { WordStatusesRepository } from './modules/word-statuses/word-statuses.repository.js';
import { WordStatusesService } from './modules/word-statuses/word-statuses.service.js';

/** Everything a request handler may use, wired once per app. */
export interface AppContext {
  config: Config;
  db: Database;
  engine: Engine;
  platform: Platform;
  services: ReturnType<typeof createServices>;
  extras: ReturnType<typeof createExtrasServices>;
  realtime: { live: LiveStreams; hub: StreamHub; sockets: SocketGuard };
}

export type { Platform };

/** What tests and benchmarks may replace; everything else comes from the configuration. */
export interface ContextOptions {
  llm?: LlmProvider;
  llmOptions?: CreateLlmProviderOptions;
  /** First back-off between job attempts (doubles each time); tests shrink it. */
  jobBackoffMs?: number;
}

/** One process: memory. Several processes (REDIS_URL): Redis, loaded only then (platform/redis-platform.ts). */
async function createPlatform(config: Config, options: ContextOptions): Promise<Platform> {
  const llm = options.llm ?? (await createLlmProvider(config.llm, options.llmOptions));
  if (config.redisUrl) {
    const { createRedisPlatform } = await import('./platform/redis-platform.js');
    return createRedisPlatform({ ...config, redisUrl: config.redisUrl }, llm);
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
  // one mechanism for every per-user limit on LLM work and storage (issue 13)
  const usage = new UsageBudget(new UsageRepository(db), budgetRules(config));
  const vocabularyRepo = new VocabularyRepository(db);
  const texts = new GeneratedTextsService(
    textsRepo,
    files,
    platform.queue,
    platform.llm,
    usage,
    new LevelFits(vocabularyRepo),
    settingsRepo,
  );
  const chapters = new ChaptersService(chaptersRepo, texts, platform.queue, usage);
  return {
    users: new UsersService(usersRepo),
    sessions,
    csrf: new CsrfTokens(config.sessionSecret),
    auth: new AuthService(usersRepo, sessions, new LoginThrottleService(new LoginThrottleRepository(db))),
    settings: new UserSettingsService(settingsRepo),
    texts,
    chapters,
    importedTexts: new ImportedTextsService(new ImportedTextsRepository(db), textsRepo, usage, config.imports),
    vocabulary: new VocabularyService(
      vocabularyRepo,
      new TrainingRepository(db),
      chapters,
      platform.queue,
      usage,
      platform.live,
    ),
    profiles: new ProfilesService(new ProfilesRepository(db), files),
    wordStatuses: new WordStatusesService(new WordStatusesRepository(db), chapters, new FrequencyLists()),
    sentenceExplanations: new SentenceExplanationsService(
      new SentenceExplanationsRepository(db),
      chapters,
      settingsRepo,
      usage,
      platform.queue,
      platform.llm,
    ),
    files,
    llmUsage: new LlmUsageService(new LlmUsageRepository(db)),
    usage,
    dictionaries: new DictionariesService(new DictionariesRepository(db), settingsRepo),
    vocabularyDeletion: new VocabularyDeletionService(new VocabularyDeletionRepository(db), vocabularyRepo, platform.queue),
    progress: new ProgressService(new ProgressRepository(db), settingsRepo),
  };
}

export async function createContext(
  config: Config,
  handle: DatabaseHandle,
  options: ContextOptions = {},
): Promise<AppContext> {
  const platform = await createPlatform(config, options);
  const services = createServices(config, handle.db, platform);
  const live = platform.live;
  const extras = createExtrasServices(handle.db, platform, services, config.usageLimits);
  const hub = new StreamHub(platform.bus, live, async (user, target) => {
    if ('message_id' in target) return extras.chat.streamableAnswer(user, target.message_id);
    if ('explanation_id' in target) return services.sentenceExplanations.streamable(user, target.explanation_id);
    const found = await services.chapters.readable(user, target.text_id, target.chapter_number ?? 0).catch(() => null);
    return found && { content: found.chapter.content, status: found.chapter.status };
  });
  const { revalidateMs, idleTimeoutMs, maxSocketsPerUser } = config.websocket;
  const sockets = new SocketGuard({ revalidateMs, idleMs: idleTimeoutMs, maxPerUser: maxSocketsPerUser }, (idHash) =>
    services.sessions.revalidate(idHash),
  );
  // Every eviction, from this process or another one (bus), closes the sockets it concerns.
  services.sessions.onEviction((eviction) => sockets.evict(eviction));
  return {
    config,
    db: handle.db,
    engine: handle.engine,
    platform,
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

/** Registers the background jobs of every module; a worker process calls this, a web-only one does not. */
export function defineJobs(
  ctx: AppContext,
  log: (message: string, error?: unknown) => void,
  options: ContextOptions = {},
): void {
  const common = {
    llm: ctx.platform.llm,
    usage: new LlmUsageRecorder(new LlmUsageRepository(ctx.db), log),
    log,
    backoffMs: options.jobBackoffMs ?? 1000,
  };
  const texts = new GeneratedTextsRepository(ctx.db);
  // issue 36: prompts name the creator's frequency band; finished texts store their level fit
  const levels = {
    bands: new LearnerBands(new WordStatusesRepository(ctx.db), new UserSettingsRepository(ctx.db)),
    levelFits: ctx.services.texts.levelFits,
  };
  const { jobs } = ctx.config;
  const generation = { concurrency: jobs.generationConcurrency, slotsPerUser: jobs.generationSlotsPerUser };
  defineTextGenerationJob(ctx.platform.queue, {
    ...common,
    ...generation,
    ...levels,
    texts,
    files: ctx.services.files,
    live: ctx.realtime.live,
  });
  defineChapterGenerationJob(ctx.platform.queue, {
    ...common,
    ...generation,
    ...levels,
    texts,
    chapters: new ChaptersRepository(ctx.db),
    live: ctx.realtime.live,
  });
  defineTranslationJob(ctx.platform.queue, {
    ...common,
    concurrency: jobs.translationConcurrency,
    slotsPerUser: jobs.translationSlotsPerUser,
    vocabulary: new VocabularyRepository(ctx.db),
    settings: new UserSettingsRepository(ctx.db),
    dictionary: ctx.services.dictionaries,
  });
  defineExplanationJob(ctx.platform.queue, {
    ...common,
    concurrency: jobs.translationConcurrency,
    explanations: new SentenceExplanationsRepository(ctx.db),
    texts,
    chapters: new ChaptersRepository(ctx.db),
    live: ctx.realtime.live,
  });
  defineExtrasJobs(ctx.db, ctx.platform, log, common.backoffMs);
}

/** Work a crash or a stop left PENDING is queued again; nothing stays PENDING forever. */
export async function resumePendingWork(ctx: AppContext): Promise<number> {
  const { texts, chapters, vocabulary, sentenceExplanations } = ctx.services;
  return (
    (await texts.resumePending()) +
    (await chapters.resumePending()) +
    (await vocabulary.resumePending()) +
    (await sentenceExplanations.resumePending()) +
    (await resumeExtrasWork(ctx.extras))
  );
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
