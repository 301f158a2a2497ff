import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

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
  REDIS_URL: z.preprocess(emptyAsUndefined, z.string().regex(/^rediss?:\/\//, 'must start with redis://').optional()),
  SESSION_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
  PUBLIC_ORIGIN: optionalUrl,
  ALLOWED_ORIGINS: optionalString,
  LLM_PROVIDER: z.preprocess(emptyAsUndefined, z.enum(['openai', 'demo']).optional()),
  LLM_BASE_URL: optionalUrl,
  LLM_API_KEY: optionalString,
  LLM_MODEL: z.preprocess(emptyAsUndefined, z.string().default('gpt-4o-mini')),
  LLM_VISION_MODEL: optionalString,
  DEMO_LLM_DELAY_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(10_000).default(40)),
  LOG_LEVEL: z.preprocess(
    emptyAsUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  GENERATIONS_PER_HOUR: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(10_000).default(30)),
  ROLE: z.preprocess(emptyAsUndefined, z.enum(['all', 'web', 'worker']).default('all')),
  REDIS_PREFIX: z.preprocess(emptyAsUndefined, z.string().regex(/^[\w:-]{1,40}$/).default('reeprise')),
  JOB_LOCK_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1000).max(600_000).default(30_000)),
  SHUTDOWN_GRACE_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(600_000).default(20_000)),
});

export type Env = z.infer<typeof EnvSchema>;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };
  redisUrl: string | undefined;
  sessionSecret: string;
  /** Origins allowed to make state-changing calls and open the websocket; empty = same host only. */
  allowedOrigins: string[];
  /** True when the app is served over HTTPS: Secure and __Host- cookies, HSTS. */
  secureCookies: boolean;
  llm: {
    provider: 'openai' | 'demo';
    baseUrl: string | undefined;
    apiKey: string | undefined;
    model: string;
    visionModel: string;
    demoDelayMs: number;
  };
  logLevel: Env['LOG_LEVEL'];
  generationsPerHour: number;
  /** all: web and jobs; web: HTTP and websocket only; worker: jobs only (both need REDIS_URL). */
  role: Env['ROLE'];
  redisPrefix: string;
  /** How long a worker holds a job before another process may take it over. */
  jobLockMs: number;
  /** How long running generations may finish on SIGTERM before they are handed back to the queue. */
  shutdownGraceMs: number;
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
  const dataDir = path.resolve(e.DATA_DIR);
  const database = resolveDatabase(e.DATABASE_URL, dataDir);
  const provider = e.LLM_PROVIDER ?? (e.LLM_API_KEY || e.LLM_BASE_URL ? 'openai' : 'demo');
  if (provider === 'openai' && !e.LLM_API_KEY && !e.LLM_BASE_URL) {
    throw new ConfigError('Invalid configuration:\n  LLM_PROVIDER: openai needs LLM_API_KEY or LLM_BASE_URL');
  }
  if (e.ROLE !== 'all' && !e.REDIS_URL) {
    throw new ConfigError(`Invalid configuration:\n  ROLE: '${e.ROLE}' needs REDIS_URL (jobs must be shared between processes)`);
  }
  const publicOrigin = e.PUBLIC_ORIGIN ? new URL(e.PUBLIC_ORIGIN).origin : undefined;
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
    llm: {
      provider,
      baseUrl: e.LLM_BASE_URL,
      apiKey: e.LLM_API_KEY,
      model: e.LLM_MODEL,
      visionModel: e.LLM_VISION_MODEL ?? e.LLM_MODEL,
      demoDelayMs: e.DEMO_LLM_DELAY_MS,
    },
    logLevel: e.LOG_LEVEL,
    generationsPerHour: e.GENERATIONS_PER_HOUR,
    role: e.ROLE,
    redisPrefix: e.REDIS_PREFIX,
    jobLockMs: e.JOB_LOCK_MS,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
  };
}

function resolveDatabase(url: string | undefined, dataDir: string): Config['database'] {
  if (url && /^postgres(ql)?:\/\//.test(url)) return { kind: 'postgres', url };
  const file = url?.startsWith('sqlite:') ? url.slice('sqlite:'.length) : path.join(dataDir, 'reeprise.sqlite');
  return { kind: 'sqlite', file: file === ':memory:' ? file : path.resolve(file) };
}

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
