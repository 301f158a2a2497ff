import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { JSON_MODES } from './platform/llm/llm-provider.js';
import { SPEECH_FORMATS, type SpeechConfig } from './platform/llm/speech-provider.js';
import { parseTrustedProxies, type TrustProxy } from './trusted-proxies.js';

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
/** A variable set to the empty string counts as unset, so `FOO=` in a .env file takes the default. */
const variable = <T extends z.ZodType>(schema: T) => z.preprocess(emptyAsUndefined, schema);
const integer = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
const optionalString = variable(z.string().optional());
const optionalUrl = variable(z.url().optional());

const EnvSchema = z.object({
  PORT: variable(integer(0, 65535).default(8000)),
  HOST: variable(z.string().default('0.0.0.0')),
  DATA_DIR: variable(z.string().default('./data')),
  DATABASE_URL: variable(
    z
      .string()
      .regex(/^(postgres(ql)?:\/\/|sqlite:)/, 'must start with postgres://, postgresql:// or sqlite:')
      .optional(),
  ),
  DATABASE_POOL_SIZE: variable(integer(1, 200).optional()),
  REDIS_URL: variable(
    z
      .string()
      .regex(/^rediss?:\/\//, 'must start with redis://')
      .optional(),
  ),
  SESSION_SECRET: variable(z.string().min(32, 'must be at least 32 characters').optional()),
  PUBLIC_ORIGIN: optionalUrl,
  ALLOWED_ORIGINS: optionalString,
  TRUSTED_PROXIES: optionalString,
  LLM_PROVIDER: variable(z.enum(['openai', 'demo']).optional()),
  LLM_BASE_URL: optionalUrl,
  LLM_API_KEY: optionalString,
  LLM_MODEL: variable(z.string().default('gpt-4o-mini')),
  LLM_VISION_MODEL: optionalString,
  LLM_JSON_MODE: variable(z.enum(JSON_MODES).default('auto')),
  LLM_THINKING_TOKENS: variable(integer(0, 100_000).default(0)),
  // the operator's ceiling on the model's tokens per UTC day, all learners together (decision 046); unset: none
  LLM_DAILY_TOKEN_BUDGET: variable(integer(1, 1e15).optional()),
  // server speech (decision 020): off unless a speech model is named
  LLM_TTS_MODEL: optionalString,
  LLM_TTS_VOICE: variable(z.string().max(100).default('alloy')),
  LLM_TTS_FORMAT: variable(z.enum(SPEECH_FORMATS).default('mp3')),
  SPEECH_PER_HOUR: variable(integer(1, 100_000).default(300)),
  DEMO_LLM_DELAY_MS: variable(integer(0, 10_000).default(40)),
  LOG_LEVEL: variable(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info')),
  GENERATIONS_PER_HOUR: variable(integer(1, 10_000).default(30)),
  TRANSLATIONS_PER_HOUR: variable(integer(1, 100_000).default(200)),
  CHAT_MESSAGES_PER_HOUR: variable(integer(1, 10_000).default(60)),
  CHAT_CONVERSATIONS_PER_HOUR: variable(integer(1, 10_000).default(20)),
  WISH_SPACES_PER_DAY: variable(integer(1, 10_000).default(50)),
  WISH_UPLOADS_PER_HOUR: variable(integer(1, 10_000).default(30)),
  IMPORTS_PER_HOUR: variable(integer(1, 10_000).default(60)),
  // tests only: IP addresses (comma-separated) a web-address import may reach although they are private
  IMPORT_ALLOW_PRIVATE_HOSTS: variable(
    z
      .string()
      .refine(
        (value) => value.split(',').every((entry) => isIP(entry.trim()) !== 0),
        'must list IP addresses',
      )
      .optional(),
  ),
  // bytes are counted in a 32-bit integer column: at most 2,000 MB per space
  WISH_SPACE_MAX_MB: variable(integer(1, 2000).default(200)),
  ROLE: variable(z.enum(['all', 'web', 'worker']).default('all')),
  REDIS_PREFIX: variable(
    z
      .string()
      .regex(/^[\w:-]{1,40}$/)
      .default('reeprise'),
  ),
  JOB_LOCK_MS: variable(integer(1000, 600_000).default(30_000)),
  // Generation waits on a remote model's network answer, not on this CPU: many run at once (issue 15).
  GENERATION_CONCURRENCY: variable(integer(1, 1000).default(32)),
  GENERATION_SLOTS_PER_USER: variable(integer(1, 1000).default(2)),
  TRANSLATION_CONCURRENCY: variable(integer(1, 1000).default(32)),
  TRANSLATION_SLOTS_PER_USER: variable(integer(1, 1000).default(4)),
  WS_REVALIDATE_MS: variable(integer(1000, 3_600_000).default(60_000)),
  WS_IDLE_TIMEOUT_MS: variable(integer(10_000, 86_400_000).default(600_000)),
  WS_MAX_SOCKETS_PER_USER: variable(integer(1, 100_000).default(20)),
  SHUTDOWN_GRACE_MS: variable(integer(0, 600_000).default(20_000)),
  HTTP_HEADERS_TIMEOUT_MS: variable(integer(100, 300_000).default(10_000)),
  HTTP_REQUEST_TIMEOUT_MS: variable(integer(100, 3_600_000).default(60_000)),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: variable(integer(100, 600_000).default(10_000)),
  HTTP_MAX_CONNECTIONS: variable(integer(1, 1_000_000).default(10_000)),
});

export type Env = z.infer<typeof EnvSchema>;

/** Every variable the server reads, in the schema's order: the README's configuration table lists each (config.test.ts). */
export const ENV_VARIABLES = Object.keys(EnvSchema.shape) as Array<keyof Env>;

/** What each variable is when unset (undefined: no default); the README's default column shows it (config.test.ts). */
export const ENV_DEFAULTS: Readonly<Env> = EnvSchema.parse({});

/** The settings as the code reads them: the type of what `configFrom` builds, so no field is declared twice. */
export type Config = ReturnType<typeof configFrom>;

export class ConfigError extends Error {}

const invalid = (variable: string, message: string) =>
  new ConfigError(`Invalid configuration:\n  ${variable}: ${message}`);

/** Parses the environment once; an invalid value stops the start with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  // Relative paths mean "from where the command was typed": npm runs workspace scripts (npm run users)
  // inside apps/server but keeps the user's directory in INIT_CWD, so every CLI finds the server's files.
  return configFrom(parsed.data, env.INIT_CWD ?? process.cwd());
}

/** The one mapping from variables to the nested settings; checks that span variables name the one to fix. */
function configFrom(e: Env, typedFrom: string) {
  const dataDir = path.resolve(typedFrom, e.DATA_DIR);
  const database = resolveDatabase(e.DATABASE_URL, e.DATABASE_POOL_SIZE, dataDir, typedFrom);
  const provider = e.LLM_PROVIDER ?? (e.LLM_API_KEY || e.LLM_BASE_URL ? 'openai' : 'demo');
  if (provider === 'openai' && !e.LLM_API_KEY && !e.LLM_BASE_URL) {
    throw invalid('LLM_PROVIDER', 'openai needs LLM_API_KEY or LLM_BASE_URL');
  }
  if (e.LLM_TTS_MODEL && !e.LLM_API_KEY && !e.LLM_BASE_URL) {
    throw invalid('LLM_TTS_MODEL', 'server speech needs LLM_API_KEY or LLM_BASE_URL');
  }
  if (e.ROLE !== 'all' && !e.REDIS_URL) {
    throw invalid('ROLE', `'${e.ROLE}' needs REDIS_URL (jobs must be shared between processes)`);
  }
  const publicOrigin = e.PUBLIC_ORIGIN ? new URL(e.PUBLIC_ORIGIN).origin : undefined;
  let trustProxy: TrustProxy;
  try {
    trustProxy = parseTrustedProxies(e.TRUSTED_PROXIES);
  } catch (error) {
    throw invalid('TRUSTED_PROXIES', (error as Error).message);
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database,
    redisUrl: e.REDIS_URL,
    sessionSecret: e.SESSION_SECRET ?? readOrCreateSecret(dataDir, database),
    /** Origins allowed to make state-changing calls and open the websocket; empty = same host only. */
    allowedOrigins: [
      ...(publicOrigin ? [publicOrigin] : []),
      ...commaList(e.ALLOWED_ORIGINS).map((origin) => new URL(origin).origin),
    ],
    /** True when the app is served over HTTPS: Secure and __Host- cookies, HSTS. */
    secureCookies: publicOrigin?.startsWith('https:') ?? false,
    /** PUBLIC_ORIGIN (scheme, host, port): absolute links such as `next` are built on it, never on a request header. */
    publicOrigin,
    /** Which peers may tell the client's address, scheme and host in X-Forwarded-* (TRUSTED_PROXIES); false: none. */
    trustProxy,
    llm: {
      provider,
      baseUrl: e.LLM_BASE_URL,
      apiKey: e.LLM_API_KEY,
      model: e.LLM_MODEL,
      visionModel: e.LLM_VISION_MODEL ?? e.LLM_MODEL,
      /** How vocabulary JSON is asked for (LLM_JSON_MODE): auto, the default, steps down json_schema → json_object → text on a 400. */
      jsonMode: e.LLM_JSON_MODE,
      /** Tokens added to every token limit for a reasoning model's thinking (LLM_THINKING_TOKENS). */
      thinkingTokens: e.LLM_THINKING_TOKENS,
      /** Tokens the model may use per UTC day over all learners (LLM_DAILY_TOKEN_BUDGET); undefined: no limit. */
      dailyTokenBudget: e.LLM_DAILY_TOKEN_BUDGET,
      demoDelayMs: e.DEMO_LLM_DELAY_MS,
      /** Server speech (LLM_TTS_*): absent unless LLM_TTS_MODEL is set; then made at LLM_BASE_URL with LLM_API_KEY. */
      speech: e.LLM_TTS_MODEL
        ? ({
            model: e.LLM_TTS_MODEL,
            voice: e.LLM_TTS_VOICE,
            format: e.LLM_TTS_FORMAT,
          } satisfies SpeechConfig)
        : undefined,
    },
    logLevel: e.LOG_LEVEL,
    generationsPerHour: e.GENERATIONS_PER_HOUR,
    /** Per-user (and per upload token) budgets of work that costs LLM calls or storage (modules/usage). */
    usageLimits: {
      translationsPerHour: e.TRANSLATIONS_PER_HOUR,
      chatMessagesPerHour: e.CHAT_MESSAGES_PER_HOUR,
      chatConversationsPerHour: e.CHAT_CONVERSATIONS_PER_HOUR,
      wishSpacesPerDay: e.WISH_SPACES_PER_DAY,
      wishUploadsPerHour: e.WISH_UPLOADS_PER_HOUR,
      wishSpaceMaxBytes: e.WISH_SPACE_MAX_MB * 1024 * 1024,
      /** Imports of learners' own texts and web-address look-ups (issue 17). */
      importsPerHour: e.IMPORTS_PER_HOUR,
      /** Sentences and words the server reads aloud and pays for (cached audio is free): SPEECH_PER_HOUR. */
      speechPerHour: e.SPEECH_PER_HOUR,
    },
    /**
     * Web-address imports: how long and how large a page may be, how many redirects are followed, and the
     * private addresses that may be fetched anyway (IMPORT_ALLOW_PRIVATE_HOSTS, for tests; empty in production).
     */
    imports: {
      fetchTimeoutMs: 10_000,
      pageMaxBytes: 5 * 1024 * 1024,
      maxRedirects: 5,
      allowPrivateHosts: commaList(e.IMPORT_ALLOW_PRIVATE_HOSTS),
    },
    /** all: web and jobs; web: HTTP and websocket only; worker: jobs only (both need REDIS_URL). */
    role: e.ROLE,
    redisPrefix: e.REDIS_PREFIX,
    /** How long a worker holds a job before another process may take it over. */
    jobLockMs: e.JOB_LOCK_MS,
    /**
     * Background LLM work per process: texts and chapters (each) and translations at once, and how many of
     * them one learner may hold, so a burst of one does not starve the rest.
     */
    jobs: {
      generationConcurrency: e.GENERATION_CONCURRENCY,
      generationSlotsPerUser: e.GENERATION_SLOTS_PER_USER,
      translationConcurrency: e.TRANSLATION_CONCURRENCY,
      translationSlotsPerUser: e.TRANSLATION_SLOTS_PER_USER,
    },
    /** Open websockets: how often each re-checks its session, when an idle one closes, how many one user may hold (per process). */
    websocket: {
      revalidateMs: e.WS_REVALIDATE_MS,
      idleTimeoutMs: e.WS_IDLE_TIMEOUT_MS,
      maxSocketsPerUser: e.WS_MAX_SOCKETS_PER_USER,
    },
    /** How long running generations may finish on SIGTERM before they are handed back to the queue. */
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    /** Slow or idle clients are cut and connections capped, so a few sockets cannot hold the process. */
    http: {
      // Node requires the header deadline to be no longer than the whole request's.
      headersTimeoutMs: Math.min(e.HTTP_HEADERS_TIMEOUT_MS, e.HTTP_REQUEST_TIMEOUT_MS),
      requestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_MS,
      keepAliveTimeoutMs: e.HTTP_KEEP_ALIVE_TIMEOUT_MS,
      maxConnections: e.HTTP_MAX_CONNECTIONS,
    },
  };
}

const commaList = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

function resolveDatabase(
  url: string | undefined,
  poolSize: number | undefined,
  dataDir: string,
  typedFrom: string,
): { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string; poolSize: number } {
  if (url && /^postgres(ql)?:\/\//.test(url))
    return { kind: 'postgres', url, poolSize: poolSize ?? defaultPoolSize() };
  const file = url?.startsWith('sqlite:')
    ? url.slice('sqlite:'.length)
    : path.join(dataDir, 'reeprise.sqlite');
  return { kind: 'sqlite', file: file === ':memory:' ? file : path.resolve(typedFrom, file) };
}

/**
 * Connections for one process: PostgreSQL does its work on the database's cores, and a query waiting
 * on the network or the disk frees its core, so about two connections per core keep them busy; more
 * only queue inside PostgreSQL (measured in docs/performance.md).
 */
const defaultPoolSize = () => Math.min(32, Math.max(4, 2 * availableParallelism() + 2));

/** Without SESSION_SECRET a secret is generated once and kept in DATA_DIR so restarts keep sessions valid. */
function readOrCreateSecret(dataDir: string, database: ReturnType<typeof resolveDatabase>): string {
  if (database.kind === 'sqlite' && database.file === ':memory:') return randomBytes(32).toString('hex');
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
