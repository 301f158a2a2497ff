import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { JSON_MODES, type JsonMode } from './platform/llm/llm-provider.js';
import { SPEECH_FORMATS, type SpeechConfig } from './platform/llm/speech-provider.js';
import { parseTrustedProxies, type TrustProxy } from './trusted-proxies.js';

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());
const optionalUrl = z.preprocess(emptyAsUndefined, z.url().optional());

const EnvSchema = z.object({
  PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65535).default(8000)),
  HOST: z.preprocess(emptyAsUndefined, z.string().default('0.0.0.0')),
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default('./data')),
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^(postgres(ql)?:\/\/|sqlite:)/, 'must start with postgres://, postgresql:// or sqlite:')
      .optional(),
  ),
  DATABASE_POOL_SIZE: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(200).optional()),
  REDIS_URL: z.preprocess(emptyAsUndefined, z.string().regex(/^rediss?:\/\//, 'must start with redis://').optional()),
  SESSION_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
  PUBLIC_ORIGIN: optionalUrl,
  ALLOWED_ORIGINS: optionalString,
  TRUSTED_PROXIES: optionalString,
  LLM_PROVIDER: z.preprocess(emptyAsUndefined, z.enum(['openai', 'demo']).optional()),
  LLM_BASE_URL: optionalUrl,
  LLM_API_KEY: optionalString,
  LLM_MODEL: z.preprocess(emptyAsUndefined, z.string().default('gpt-4o-mini')),
  LLM_VISION_MODEL: optionalString,
  LLM_JSON_MODE: z.preprocess(emptyAsUndefined, z.enum(JSON_MODES).default('auto')),
  LLM_THINKING_TOKENS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(100_000).default(0)),
  // server speech (decision 020): off unless a speech model is named
  LLM_TTS_MODEL: optionalString,
  LLM_TTS_VOICE: z.preprocess(emptyAsUndefined, z.string().max(100).default('alloy')),
  LLM_TTS_FORMAT: z.preprocess(emptyAsUndefined, z.enum(SPEECH_FORMATS).default('mp3')),
  SPEECH_PER_HOUR: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(100_000).default(300)),
  DEMO_LLM_DELAY_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(10_000).default(40)),
  LOG_LEVEL: z.preprocess(
    emptyAsUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  GENERATIONS_PER_HOUR: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(10_000).default(30)),
  TRANSLATIONS_PER_HOUR: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(100_000).default(200)),
  CHAT_MESSAGES_PER_HOUR: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(10_000).default(60)),
  CHAT_CONVERSATIONS_PER_HOUR: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(10_000).default(20)),
  WISH_SPACES_PER_DAY: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(10_000).default(50)),
  WISH_UPLOADS_PER_HOUR: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(10_000).default(30)),
  IMPORTS_PER_HOUR: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(10_000).default(60)),
  // tests only: IP addresses (comma-separated) a web-address import may reach although they are private
  IMPORT_ALLOW_PRIVATE_HOSTS: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .refine((value) => value.split(',').every((entry) => isIP(entry.trim()) !== 0), 'must list IP addresses')
      .optional(),
  ),
  // bytes are counted in a 32-bit integer column: at most 2,000 MB per space
  WISH_SPACE_MAX_MB: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(2000).default(200)),
  ROLE: z.preprocess(emptyAsUndefined, z.enum(['all', 'web', 'worker']).default('all')),
  REDIS_PREFIX: z.preprocess(emptyAsUndefined, z.string().regex(/^[\w:-]{1,40}$/).default('reeprise')),
  JOB_LOCK_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1000).max(600_000).default(30_000)),
  // Generation waits on a remote model's network answer, not on this CPU: many run at once (issue 15).
  GENERATION_CONCURRENCY: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(1000).default(32)),
  GENERATION_SLOTS_PER_USER: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(1000).default(2)),
  TRANSLATION_CONCURRENCY: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(1000).default(32)),
  TRANSLATION_SLOTS_PER_USER: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(1000).default(4)),
  WS_REVALIDATE_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1000).max(3_600_000).default(60_000)),
  WS_IDLE_TIMEOUT_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(10_000).max(86_400_000).default(600_000)),
  WS_MAX_SOCKETS_PER_USER: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(100_000).default(20)),
  SHUTDOWN_GRACE_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(600_000).default(20_000)),
  HTTP_HEADERS_TIMEOUT_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(100).max(300_000).default(10_000)),
  HTTP_REQUEST_TIMEOUT_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(100).max(3_600_000).default(60_000)),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(100).max(600_000).default(10_000)),
  HTTP_MAX_CONNECTIONS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(1_000_000).default(10_000)),
});

export type Env = z.infer<typeof EnvSchema>;

/** Every variable the server reads, in the schema's order: the README's configuration table lists each (config.test.ts). */
export const ENV_VARIABLES = Object.keys(EnvSchema.shape) as Array<keyof Env>;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string; poolSize: number };
  redisUrl: string | undefined;
  sessionSecret: string;
  /** Origins allowed to make state-changing calls and open the websocket; empty = same host only. */
  allowedOrigins: string[];
  /** True when the app is served over HTTPS: Secure and __Host- cookies, HSTS. */
  secureCookies: boolean;
  /** PUBLIC_ORIGIN (scheme, host, port): absolute links such as `next` are built on it, never on a request header. */
  publicOrigin: string | undefined;
  /** Which peers may tell the client's address, scheme and host in X-Forwarded-* (TRUSTED_PROXIES); false: none. */
  trustProxy: TrustProxy;
  llm: {
    provider: 'openai' | 'demo';
    baseUrl: string | undefined;
    apiKey: string | undefined;
    model: string;
    visionModel: string;
    /** How vocabulary JSON is asked for (LLM_JSON_MODE): auto, the default, steps down json_schema → json_object → text on a 400. */
    jsonMode?: JsonMode;
    /** Tokens added to every token limit for a reasoning model's thinking (LLM_THINKING_TOKENS). */
    thinkingTokens?: number;
    demoDelayMs: number;
    /** Server speech (LLM_TTS_*): absent unless LLM_TTS_MODEL is set; then made at LLM_BASE_URL with LLM_API_KEY. */
    speech?: SpeechConfig | undefined;
  };
  logLevel: Env['LOG_LEVEL'];
  generationsPerHour: number;
  /** Per-user (and per upload token) budgets of work that costs LLM calls or storage (modules/usage). */
  usageLimits: {
    translationsPerHour: number;
    chatMessagesPerHour: number;
    chatConversationsPerHour: number;
    wishSpacesPerDay: number;
    wishUploadsPerHour: number;
    wishSpaceMaxBytes: number;
    /** Imports of learners' own texts and web-address look-ups (issue 17). */
    importsPerHour: number;
    /** Sentences and words the server reads aloud and pays for (cached audio is free): SPEECH_PER_HOUR. */
    speechPerHour: number;
  };
  /**
   * Web-address imports: how long and how large a page may be, how many redirects are followed, and the
   * private addresses that may be fetched anyway (IMPORT_ALLOW_PRIVATE_HOSTS, for tests; empty in production).
   */
  imports: { fetchTimeoutMs: number; pageMaxBytes: number; maxRedirects: number; allowPrivateHosts: string[] };
  /** all: web and jobs; web: HTTP and websocket only; worker: jobs only (both need REDIS_URL). */
  role: Env['ROLE'];
  redisPrefix: string;
  /** How long a worker holds a job before another process may take it over. */
  jobLockMs: number;
  /**
   * Background LLM work per process: texts and chapters (each) and translations at once, and how many of
   * them one learner may hold, so a burst of one does not starve the rest.
   */
  jobs: { generationConcurrency: number; generationSlotsPerUser: number; translationConcurrency: number; translationSlotsPerUser: number };
  /** Open websockets: how often each re-checks its session, when an idle one closes, how many one user may hold (per process). */
  websocket: { revalidateMs: number; idleTimeoutMs: number; maxSocketsPerUser: number };
  /** How long running generations may finish on SIGTERM before they are handed back to the queue. */
  shutdownGraceMs: number;
  /** Slow or idle clients are cut and connections capped, so a few sockets cannot hold the process. */
  http: { headersTimeoutMs: number; requestTimeoutMs: number; keepAliveTimeoutMs: number; maxConnections: number };
}

export class ConfigError extends Error {}

/** Parses the environment once; an invalid value stops the start with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  // Relative paths mean "from where the command was typed": npm runs workspace scripts (npm run users)
  // inside apps/server but keeps the user's directory in INIT_CWD, so every CLI finds the server's files.
  const typedFrom = env.INIT_CWD ?? process.cwd();
  const dataDir = path.resolve(typedFrom, e.DATA_DIR);
  const database = resolveDatabase(e.DATABASE_URL, e.DATABASE_POOL_SIZE, dataDir, typedFrom);
  const provider = e.LLM_PROVIDER ?? (e.LLM_API_KEY || e.LLM_BASE_URL ? 'openai' : 'demo');
  if (provider === 'openai' && !e.LLM_API_KEY && !e.LLM_BASE_URL) {
    throw new ConfigError('Invalid configuration:\n  LLM_PROVIDER: openai needs LLM_API_KEY or LLM_BASE_URL');
  }
  if (e.LLM_TTS_MODEL && !e.LLM_API_KEY && !e.LLM_BASE_URL) {
    throw new ConfigError('Invalid configuration:\n  LLM_TTS_MODEL: server speech needs LLM_API_KEY or LLM_BASE_URL');
  }
  if (e.ROLE !== 'all' && !e.REDIS_URL) {
    throw new ConfigError(`Invalid configuration:\n  ROLE: '${e.ROLE}' needs REDIS_URL (jobs must be shared between processes)`);
  }
  const publicOrigin = e.PUBLIC_ORIGIN ? new URL(e.PUBLIC_ORIGIN).origin : undefined;
  let trustProxy: TrustProxy;
  try {
    trustProxy = parseTrustedProxies(e.TRUSTED_PROXIES);
  } catch (error) {
    throw new ConfigError(`Invalid configuration:\n  TRUSTED_PROXIES: ${(error as Error).message}`);
  }
  const allowedOrigins = [
    ...(publicOrigin ? [publicOrigin] : []),
    ...(e.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean)
      .map((origin) => new URL(origin).origin),
  ];
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database,
    redisUrl: e.REDIS_URL,
    sessionSecret: e.SESSION_SECRET ?? readOrCreateSecret(dataDir, database),
    allowedOrigins,
    secureCookies: publicOrigin?.startsWith('https:') ?? false,
    publicOrigin,
    trustProxy,
    llm: {
      provider,
      baseUrl: e.LLM_BASE_URL,
      apiKey: e.LLM_API_KEY,
      model: e.LLM_MODEL,
      visionModel: e.LLM_VISION_MODEL ?? e.LLM_MODEL,
      jsonMode: e.LLM_JSON_MODE,
      thinkingTokens: e.LLM_THINKING_TOKENS,
      demoDelayMs: e.DEMO_LLM_DELAY_MS,
      speech: e.LLM_TTS_MODEL
        ? { model: e.LLM_TTS_MODEL, voice: e.LLM_TTS_VOICE, format: e.LLM_TTS_FORMAT }
        : undefined,
    },
    logLevel: e.LOG_LEVEL,
    generationsPerHour: e.GENERATIONS_PER_HOUR,
    usageLimits: {
      translationsPerHour: e.TRANSLATIONS_PER_HOUR,
      chatMessagesPerHour: e.CHAT_MESSAGES_PER_HOUR,
      chatConversationsPerHour: e.CHAT_CONVERSATIONS_PER_HOUR,
      wishSpacesPerDay: e.WISH_SPACES_PER_DAY,
      wishUploadsPerHour: e.WISH_UPLOADS_PER_HOUR,
      wishSpaceMaxBytes: e.WISH_SPACE_MAX_MB * 1024 * 1024,
      importsPerHour: e.IMPORTS_PER_HOUR,
      speechPerHour: e.SPEECH_PER_HOUR,
    },
    imports: {
      fetchTimeoutMs: 10_000,
      pageMaxBytes: 5 * 1024 * 1024,
      maxRedirects: 5,
      allowPrivateHosts: (e.IMPORT_ALLOW_PRIVATE_HOSTS ?? '')
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    },
    role: e.ROLE,
    redisPrefix: e.REDIS_PREFIX,
    jobLockMs: e.JOB_LOCK_MS,
    jobs: {
      generationConcurrency: e.GENERATION_CONCURRENCY,
      generationSlotsPerUser: e.GENERATION_SLOTS_PER_USER,
      translationConcurrency: e.TRANSLATION_CONCURRENCY,
      translationSlotsPerUser: e.TRANSLATION_SLOTS_PER_USER,
    },
    websocket: {
      revalidateMs: e.WS_REVALIDATE_MS,
      idleTimeoutMs: e.WS_IDLE_TIMEOUT_MS,
      maxSocketsPerUser: e.WS_MAX_SOCKETS_PER_USER,
    },
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    http: {
      // Node requires the header deadline to be no longer than the whole request's.
      headersTimeoutMs: Math.min(e.HTTP_HEADERS_TIMEOUT_MS, e.HTTP_REQUEST_TIMEOUT_MS),
      requestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_MS,
      keepAliveTimeoutMs: e.HTTP_KEEP_ALIVE_TIMEOUT_MS,
      maxConnections: e.HTTP_MAX_CONNECTIONS,
    },
  };
}

function resolveDatabase(
  url: string | undefined,
  poolSize: number | undefined,
  dataDir: string,
  typedFrom: string,
): Config['database'] {
  if (url && /^postgres(ql)?:\/\//.test(url)) return { kind: 'postgres', url, poolSize: poolSize ?? defaultPoolSize() };
  const file = url?.startsWith('sqlite:') ? url.slice('sqlite:'.length) : path.join(dataDir, 'reeprise.sqlite');
  return { kind: 'sqlite', file: file === ':memory:' ? file : path.resolve(typedFrom, file) };
}

/**
 * Connections for one process: PostgreSQL does its work on the database's cores, and a query waiting
 * on the network or the disk frees its core, so about two connections per core keep them busy; more
 * only queue inside PostgreSQL (measured in docs/performance.md).
 */
const defaultPoolSize = () => Math.min(32, Math.max(4, 2 * availableParallelism() + 2));

/** Without SESSION_SECRET a secret is generated once and kept in DATA_DIR so restarts keep sessions valid. */
function readOrCreateSecret(dataDir: string, database: Config['database']): string {
  if (database.kind === 'sqlite' && database.file === ':memory:') return randomBytes(32).toString('hex');
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
