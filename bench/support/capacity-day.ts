// docs/scaling.md's model for a day of many learners: the stated day of one learner, turned into calls
// of the kinds the cluster bench measured alone, then into cores, processes, connections, storage,
// Redis, tokens and money, and the limit each resource meets first. Every input says where it comes from.
import { ENV_DEFAULTS } from '../../apps/server/src/config.js';
import { SESSION_CACHE_MS } from '../../apps/server/src/modules/auth/session.service.js';
import { costNamed, cpuOf, pricedAt, RESOURCES, sessionMissRate, zeroResources, type Calibration, type PerResource } from './capacity-model.js';
import type { CallKind, CallTokens } from './prompt-tokens.js';
import { CALLS } from './learner-sim.js';

/** An input of the model, with where its value comes from. */
export interface Input {
  value: number;
  source: string;
}

/** One learner's day. */
export const LEARNER_DAY = {
  readingMinutes: { value: 20, source: 'assumption: one reading session a day; the spec names no figure and no usage data exist yet' },
  textListViews: { value: 6, source: 'the app opens on the text list, and a learner comes back to it from each text and after writing one' },
  textsOpened: { value: 3, source: 'the text written today, its chapter and one older text' },
  wordsClicked: { value: 25, source: 'assumption: a B1 text of 200 words has 10-15 % new words; a learner looks up about one in four of them over 3 texts' },
  reviews: { value: 40, source: "two trainer rounds of 20 words (the spec's training defaults: 20 words a round)" },
  reviewsPerDueCall: { value: 10, source: 'the trainer asks for due words ten at a time (bench/support/learner-sim.ts)' },
  textsCreated: { value: 1, source: "the spec's main flow: a learner writes a text to read" },
  chaptersCreated: { value: 1, source: 'and continues it once; a chapter costs as a text does (the same streamed job)' },
  chatMessages: { value: 4, source: 'the tutor chat is an experimental extra for staff today; counted as if every learner used it: an upper bound' },
  sentencesReadAloud: { value: 20, source: 'only with LLM_TTS_MODEL (server speech, decision 020)' },
  newSpeechShare: { value: 0.5, source: 'audio is kept and shared by everyone reading the same sentence (decision 036): assumption, half of it new' },
} satisfies Record<string, Input>;

/** The population, the deployment and the limits of one machine of each kind. */
export const SCALE = {
  dailyLearners: { value: 100_000, source: 'issue 38' },
  peakHourShare: { value: 0.15, source: "assumption: the busiest hour holds 15 % of a day's use (an evening peak in one region; a worldwide audience is flatter)" },
  targetCoreShare: { value: 0.6, source: 'a Node process or a database core kept below 60 % busy: on the cluster run the p99 passes 100 ms as the machine nears two-thirds busy (docs/scaling.md)' },
  poolPerProcess: { value: 6, source: 'DATABASE_POOL_SIZE on a 2-core machine (2 × cores + 2, docs/operations.md)' },
  firstTokenMs: { value: 600, source: 'a hosted model under load (the cluster bench\'s fake model)' },
  tokensPerSecond: { value: 50, source: 'the same' },
  generationSlots: { value: ENV_DEFAULTS.GENERATION_CONCURRENCY, source: 'GENERATION_CONCURRENCY per worker (config default)' },
  translationSlots: { value: ENV_DEFAULTS.TRANSLATION_CONCURRENCY, source: 'TRANSLATION_CONCURRENCY per worker (config default)' },
  websocketKb: { value: 5.9, source: 'memory per open socket (npm run bench -- websocket-memory)' },
} satisfies Record<string, Input>;

/** Where one resource stops, and what moves the wall. */
export const LIMITS = {
  postgresCores: { value: 16, source: 'one large PostgreSQL machine, at the target share', remedy: 'read replicas for the GET calls, kept answers for more of them' },
  postgresConnections: { value: 100, source: "PostgreSQL's default max_connections", remedy: 'PgBouncer in session mode (the hot queries are named prepared statements)' },
  postgresIops: { value: 3000, source: "a cloud volume's baseline (e.g. gp3); assumption", remedy: 'a provisioned-IOPS volume; memory for the hot set' },
  reviewLogRows: { value: 100_000_000, source: 'assumption: where one table\'s index upkeep and vacuum start to show in the trainer\'s writes', remedy: 'partitioning vocabulary_reviews by month' },
  redisCommandsPerSecond: { value: 100_000, source: 'one Redis core, simple commands (redis-benchmark order of magnitude)', remedy: "a Redis for BullMQ beside one for streams (REDIS_URL per role)" },
  llmTokensPerMinute: { value: 10_000_000, source: "the model provider's rate limit for the account: an input (a high OpenAI tier's figure for gpt-4o-mini)", remedy: 'a higher tier, a second provider, or LLM_DAILY_TOKEN_BUDGET with per-learner quotas' },
} satisfies Record<string, Input & { remedy: string }>;

export const PRICES = {
  inputPerMillion: { value: 0.15, source: 'gpt-4o-mini input, US$ per million tokens (stated input; change to your model\'s)' },
  outputPerMillion: { value: 0.6, source: 'gpt-4o-mini output, US$ per million tokens (stated input)' },
  speechPerMillionCharacters: { value: 15, source: 'tts-1, US$ per million characters (stated input)' },
} satisfies Record<string, Input>;

type Values<T> = { [K in keyof T]: number };
const values = <T extends Record<string, Input>>(inputs: T) => Object.fromEntries(Object.entries(inputs).map(([k, v]) => [k, v.value])) as Values<T>;

/** A learner's model calls per day, by kind. */
export function llmCallsPerDay(day = values(LEARNER_DAY)): Record<CallKind, number> {
  return { text: day.textsCreated, chapter: day.chaptersCreated, translation: day.wordsClicked, chat: day.chatMessages, speech: day.sentencesReadAloud * day.newSpeechShare };
}

/** A learner's calls per day, by the kinds the cluster bench measured alone. */
export function callsPerDay(completionMs: number, pollMs: number, day = values(LEARNER_DAY)): Record<string, number> {
  const streamed = day.textsCreated + day.chaptersCreated;
  return {
    [CALLS.textList]: day.textListViews + streamed * (Math.floor(completionMs / pollMs) + 1),
    [CALLS.openText]: day.textsOpened,
    [CALLS.knownForms]: day.textsOpened,
    [CALLS.clickWord]: day.wordsClicked,
    [CALLS.trainingDue]: day.reviews / day.reviewsPerDueCall,
    [CALLS.trainingAnswer]: day.reviews,
    // chapters and the tutor's answers stream through the same job path as texts
    [CALLS.createText]: streamed + day.chatMessages,
  };
}

export interface ScaleResult {
  callsPerLearner: Record<string, number>;
  peakCallsPerSecond: number;
  concurrentLearners: number;
  peakCores: PerResource;
  webProcesses: number;
  workerProcesses: number;
  concurrentGenerations: number;
  concurrentTranslations: number;
  postgres: { connections: number; writeCommitsPerSecond: number; pageWritesPerSecond: number; iops: number; growthBytesPerDay: number; reviewRowsPerYear: number; readShareOfCpu: number };
  redis: { commandsPerSecond: number; memoryBytes: number };
  websocketsMemoryMb: number;
  tokens: Array<CallTokens & { callsPerDay: number; tokensPerDay: number; dollarsPerDay: number }>;
  llmTokensPerMinuteAtPeak: number;
  walls: Array<{ limit: keyof typeof LIMITS; need: number; value: number; learnersAtWall: number; remedy: string; source: string }>;
}

const GET_CALLS: string[] = [CALLS.textList, CALLS.openText, CALLS.knownForms, CALLS.trainingDue];

/** The resources `learners` daily learners need in the peak hour, from the calls' measured costs. */
export function scaleModel(measured: Calibration, tables: Record<string, { bytesPerRow: number }>, tokens: CallTokens[], redisBytesPerStream: number, pollMs: number, learners = SCALE.dailyLearners.value): ScaleResult {
  // at the peak every process has more calls in flight than the calibration had: priced as they cost beside each other
  const calibration = pricedAt(measured, Infinity, Infinity);
  const s = values(SCALE);
  const day = values(LEARNER_DAY);
  const price = values(PRICES);
  const perLearner = callsPerDay(calibration.stream.completionMs, pollMs, day);
  const peakShare = s.peakHourShare / 3600;
  const calls = Object.fromEntries(Object.entries(perLearner).map(([k, n]) => [k, n * learners * peakShare]));
  const peakCallsPerSecond = Object.values(calls).reduce((n, c) => n + c, 0);
  const concurrentLearners = learners * s.peakHourShare * (day.readingMinutes / 60);
  // a reading learner's calls per second, for the share that finds its session kept; twice round for the process count
  const perActiveLearner = Object.values(perLearner).reduce((n, c) => n + c, 0) / (day.readingMinutes * 60);
  let webProcesses = 1;
  let cores = zeroResources();
  for (let round = 0; round < 2; round += 1) {
    cores = cpuOf(calibration, calls, 1, sessionMissRate(perActiveLearner, webProcesses, SESSION_CACHE_MS));
    for (const r of RESOURCES) cores[r] -= calibration.idlePerSecond[r];
    webProcesses = Math.max(2, Math.ceil(cores.web / s.targetCoreShare));
  }
  const llm = llmCallsPerDay(day);
  const byKind = (kind: CallKind) => tokens.find((t) => t.kind === kind)!;
  const streamSeconds = (kind: CallKind) => (s.firstTokenMs + (byKind(kind).completionTokens / s.tokensPerSecond) * 1000) / 1000;
  const concurrentGenerations = (['text', 'chapter', 'chat'] as const).reduce((n, k) => n + llm[k] * learners * peakShare * streamSeconds(k), 0);
  const concurrentTranslations = llm.translation * learners * peakShare * streamSeconds('translation');
  const workerProcesses = Math.max(1, Math.ceil(cores.worker / s.targetCoreShare), Math.ceil(concurrentGenerations / s.generationSlots), Math.ceil(concurrentTranslations / s.translationSlots));
  const connections = (webProcesses + workerProcesses) * s.poolPerProcess;
  const sum = (pick: (kind: string) => number) => Object.entries(calls).reduce((n, [k, c]) => n + c * pick(k), 0);
  const writeCommitsPerSecond = sum((k) => Math.min(costNamed(calibration, k).pgTransactions, costNamed(calibration, k).pgRowsWritten));
  const pageWritesPerSecond = sum((k) => costNamed(calibration, k).pgRowsWritten) * 0.25; // a changed 8 KiB page holds several of a learner's rows
  const readsCpu = GET_CALLS.reduce((n, k) => n + (calls[k] ?? 0) * costNamed(calibration, k).cpuMs.postgres, 0);
  const rowsPerDay: Record<string, number> = {
    generated_texts: day.textsCreated,
    chapters: day.chaptersCreated,
    vocabularies: day.wordsClicked,
    vocabulary_usages: day.wordsClicked,
    vocabulary_reviews: day.reviews,
    llm_usage: 4,
  };
  const bytesPerRow = (table: string) => tables[table]?.bytesPerRow || tables.generated_texts.bytesPerRow;
  const growthBytesPerDay = Object.entries(rowsPerDay).reduce((n, [t, rows]) => n + rows * learners * bytesPerRow(t), 0);
  const tokenRows = tokens.map((t) => {
    const perDay = llm[t.kind];
    const tokensPerDay = perDay * (t.promptTokens + t.completionTokens);
    const dollars = t.kind === 'speech' ? (perDay * t.characters * price.speechPerMillionCharacters) / 1e6 : (perDay * (t.promptTokens * price.inputPerMillion + t.completionTokens * price.outputPerMillion)) / 1e6;
    return { ...t, callsPerDay: perDay, tokensPerDay, dollarsPerDay: dollars };
  });
  const llmTokensPerMinuteAtPeak = tokenRows.reduce((n, t) => n + t.tokensPerDay, 0) * learners * peakShare * 60;
  const redisCommandsPerSecond = sum((k) => costNamed(calibration, k).redisCommands);
  const reviewRowsPerYear = day.reviews * learners * 365;
  const iops = writeCommitsPerSecond + pageWritesPerSecond;
  // what each limit needs at `learners`: everything grows in proportion to the learners
  const needs: Record<keyof typeof LIMITS, number> = {
    postgresCores: cores.postgres / s.targetCoreShare,
    postgresConnections: connections,
    postgresIops: iops,
    reviewLogRows: reviewRowsPerYear,
    redisCommandsPerSecond,
    llmTokensPerMinute: llmTokensPerMinuteAtPeak,
  };
  const walls = (Object.keys(LIMITS) as Array<keyof typeof LIMITS>)
    .map((limit) => ({ limit, need: needs[limit], value: LIMITS[limit].value, learnersAtWall: (LIMITS[limit].value / needs[limit]) * learners, remedy: LIMITS[limit].remedy, source: LIMITS[limit].source }))
    .sort((a, b) => a.learnersAtWall - b.learnersAtWall);
  return {
    callsPerLearner: perLearner,
    peakCallsPerSecond,
    concurrentLearners,
    peakCores: cores,
    webProcesses,
    workerProcesses,
    concurrentGenerations,
    concurrentTranslations,
    postgres: { connections, writeCommitsPerSecond, pageWritesPerSecond, iops, growthBytesPerDay, reviewRowsPerYear, readShareOfCpu: cores.postgres > 0 ? readsCpu / 1000 / cores.postgres : 0 },
    redis: { commandsPerSecond: redisCommandsPerSecond, memoryBytes: concurrentGenerations * redisBytesPerStream },
    websocketsMemoryMb: (concurrentLearners * s.websocketKb) / 1024,
    tokens: tokenRows,
    llmTokensPerMinuteAtPeak,
    walls,
  };
}
