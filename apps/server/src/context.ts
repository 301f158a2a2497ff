import type { Config } from './config.js';
import { InProcessBus } from './platform/bus/in-process-bus.js';
import type { Bus } from './platform/bus/bus.js';
import { InProcessJobQueue } from './platform/jobs/in-process-queue.js';
import type { JobQueue } from './platform/jobs/job-queue.js';
import { createLlmProvider, type CreateLlmProviderOptions, type LlmProvider } from './platform/llm/index.js';
import { LiveStreams } from './realtime/live-streams.js';
import { StreamHub } from './realtime/stream-hub.js';
import { FilesRepository } from './modules/files/files.repository.js';
import { GeneratedTextsRepository } from './modules/generated-texts/generated-texts.repository.js';
import { canRead, GeneratedTextsService } from './modules/generated-texts/generated-texts.service.js';
import { defineTextGenerationJob } from './modules/generated-texts/text-generation.job.js';
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
  realtime: { live: LiveStreams; hub: StreamHub };
}

export interface Platform {
  bus: Bus;
  queue: JobQueue;
  llm: LlmProvider;
}

/** What tests and benchmarks may replace; everything else comes from the configuration. */
export interface ContextOptions {
  llm?: LlmProvider;
  llmOptions?: CreateLlmProviderOptions;
  /** First back-off between job attempts (doubles each time); tests shrink it. */
  jobBackoffMs?: number;
}

function createPlatform(config: Config, options: ContextOptions): Platform {
  return {
    bus: new InProcessBus(),
    queue: new InProcessJobQueue(),
    llm: options.llm ?? createLlmProvider(config.llm, options.llmOptions),
  };
}

function createServices(config: Config, db: Database, platform: Platform) {
  const usersRepo = new UsersRepository(db);
  const files = new FilesRepository(db);
  const sessions = new SessionService(new SessionsRepository(db), usersRepo);
  const settingsRepo = new UserSettingsRepository(db);
  return {
    users: new UsersService(usersRepo),
    sessions,
    csrf: new CsrfTokens(config.sessionSecret),
    auth: new AuthService(usersRepo, sessions, new LoginThrottleService(new LoginThrottleRepository(db))),
    settings: new UserSettingsService(settingsRepo),
    texts: new GeneratedTextsService(new GeneratedTextsRepository(db), files, platform.queue, platform.llm, {
      generationsPerHour: config.generationsPerHour,
    }),
    profiles: new ProfilesService(new ProfilesRepository(db), files),
    files,
  };
}

export function createContext(config: Config, handle: DatabaseHandle, options: ContextOptions = {}): AppContext {
  const platform = createPlatform(config, options);
  const services = createServices(config, handle.db, platform);
  const live = new LiveStreams(platform.bus);
  const hub = new StreamHub(platform.bus, live, async (user, textId, chapterNumber) => {
    if (chapterNumber !== null && chapterNumber > 0) return null;
    const text = await services.texts.getReadable(user, textId).catch(() => null);
    return text && canRead(user, text) ? { content: text.output, status: text.status } : null;
  });
  return { config, db: handle.db, engine: handle.engine, platform, services, realtime: { live, hub } };
}

/** Registers the background jobs of every module; a worker process calls this, a web-only one does not. */
export function defineJobs(
  ctx: AppContext,
  log: (message: string, error?: unknown) => void,
  options: ContextOptions = {},
): void {
  defineTextGenerationJob(ctx.platform.queue, {
    backoffMs: options.jobBackoffMs ?? 1000,
    texts: new GeneratedTextsRepository(ctx.db),
    files: ctx.services.files,
    llm: ctx.platform.llm,
    live: ctx.realtime.live,
    log,
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
