import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { mp3, oggOpus } from './audio-fixtures.js';
import {
  dialect as makeDialect,
  fakeTokens,
  type Dialect,
  type DialectName,
  type DialectOptions,
} from './fake-openai-dialects.js';

export { DIALECT_NAMES, fakeTokens, type DialectName } from './fake-openai-dialects.js';

/**
 * What the fake answers to one POST /v1/chat/completions. Queued behaviours are used in order, one per
 * request; when the queue is empty the fallback answers.
 * - text: a normal answer, streamed in `chunkSize` characters (default 12) with `delayMs` between chunks;
 *   `thinking` is sent first, where the dialect puts a model's thinking (a field or `<think>` tags)
 * - onlyThinking: the model thinks, then stops at its token limit without a word of answer
 * - status: an error answer (429, 500…) in the dialect's error body, with `retry-after` seconds when given
 * - brokenAfterChunks: sends that many chunks of `text`, then destroys the socket mid-stream
 * - stallAfterChunks: sends that many chunks of `text`, then goes silent with the socket left open
 * - json: a normal answer whose content is the object (serialised) or the string as given; without a
 *   `response_format` (or one the dialect ignores) an object comes wrapped in prose and a ```json fence,
 *   as a model without JSON mode writes it
 */
export type FakeBehaviour =
  | { text: string; chunkSize?: number; delayMs?: number; thinking?: string }
  | { onlyThinking: string }
  | { status: number; retryAfter?: number; message?: string }
  | { brokenAfterChunks: number; text?: string; chunkSize?: number }
  | { stallAfterChunks: number; text?: string; chunkSize?: number }
  | { json: object | string; thinking?: string };

/**
 * What the fake answers to one POST /v1/audio/speech (own queue, `enqueueSpeech`): by default a real,
 * small audio file in the asked `response_format` (MP3, Ogg Opus or WAV) that music-metadata parses;
 * `status` is an error answer as for chat; `audio` sends the given bytes as they are (a broken answer).
 */
export type FakeSpeechBehaviour =
  | { status: number; retryAfter?: number; message?: string }
  | { audio: Buffer; contentType?: string };

/** The parts of a chat completions request body tests look at. */
export interface ChatRequestBody {
  model: string;
  stream?: boolean;
  stream_options?: { include_usage?: boolean };
  messages: {
    role: string;
    content: string | { type: string; text?: string; image_url?: { url: string; detail?: string } }[];
  }[];
  response_format?: { type: string; json_schema?: { name: string; schema: object } };
  max_tokens?: number;
  max_completion_tokens?: number;
  [key: string]: unknown;
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: ChatRequestBody;
  /** The token counts the fake reported for this request, when it reported any. */
  usage?: { prompt_tokens: number; completion_tokens: number };
}

export interface FakeOpenAiServer {
  /** Base URL including /v1, ready to use as LLM_BASE_URL. */
  url: string;
  dialect: DialectName;
  /** Every request received, in order (refused ones included). */
  requests: RecordedRequest[];
  enqueue(...behaviours: FakeBehaviour[]): void;
  /** Every POST /v1/audio/speech received, in order: its JSON body (model, voice, input, response_format). */
  speechRequests: Record<string, unknown>[];
  enqueueSpeech(...behaviours: FakeSpeechBehaviour[]): void;
  /** Stops listening and drops open connections (stalled streams included). */
  close(): Promise<void>;
}

export interface FakeServerOptions extends DialectOptions {
  fallback?: FakeBehaviour;
  dialect?: DialectName;
}

const DEFAULT_TEXT = 'This is a reply from the fake OpenAI server. It streams a few words at a time.';
const DEFAULT_CHUNK_SIZE = 12;

/** Starts an OpenAI-compatible chat completions server on 127.0.0.1 and a free port. */
export async function startFakeOpenAiServer(options: FakeServerOptions = {}): Promise<FakeOpenAiServer> {
  const fallback = options.fallback ?? { text: DEFAULT_TEXT };
  const dialect = makeDialect(options.dialect ?? 'openai', options);
  const queue: FakeBehaviour[] = [];
  const requests: RecordedRequest[] = [];
  const speechQueue: FakeSpeechBehaviour[] = [];
  const speechRequests: Record<string, unknown>[] = [];
  let closed = false;

  const server = createServer((req, res) => {
    // one connection per request: a reused keep-alive connection that the server closes just as the
    // client sends on it (a late client timer on a loaded machine) would be an extra, unscripted retry
    res.shouldKeepAlive = false;
    const parts: Buffer[] = [];
    req.on('data', (part: Buffer) => parts.push(part));
    req.on('end', () => {
      const path = (req.url ?? '/').split('?')[0] ?? '/';
      if (req.method === 'POST' && path === '/v1/audio/speech') {
        answerSpeech(res, dialect, Buffer.concat(parts), speechQueue.shift(), speechRequests);
        return;
      }
      if (req.method !== 'POST' || path !== '/v1/chat/completions') {
        sendJson(res, 404, dialect.errorBody(404, `No route ${req.method ?? ''} ${path}`));
        return;
      }
      let body: ChatRequestBody;
      try {
        body = JSON.parse(Buffer.concat(parts).toString('utf8')) as ChatRequestBody;
      } catch {
        sendJson(res, 400, dialect.errorBody(400, 'Body is not JSON'));
        return;
      }
      const recorded: RecordedRequest = { method: req.method, path, headers: req.headers, body };
      requests.push(recorded);
      const format = body.response_format ? dialect.responseFormat(body.response_format.type) : 'ignored';
      // a refused request does not use up the scripted answer: the client's next try gets it
      if (typeof format === 'object') {
        sendJson(res, 400, dialect.errorBody(400, format.refused));
        return;
      }
      const behaviour = queue.shift() ?? fallback;
      const exchange: Exchange = {
        res,
        body,
        recorded,
        dialect,
        jsonMode: format === 'ok',
        isClosed: () => closed,
      };
      void answer(exchange, behaviour).catch(() => res.destroy());
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    dialect: dialect.name,
    requests,
    enqueue: (...behaviours) => void queue.push(...behaviours),
    speechRequests,
    enqueueSpeech: (...behaviours) => void speechQueue.push(...behaviours),
    close: async () => {
      closed = true;
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A short real audio file of the asked format: what a speech endpoint answers. */
export function fakeSpeechAudio(format: unknown): { data: Buffer; contentType: string } {
  if (format === 'opus') return { data: oggOpus(0.5), contentType: 'audio/ogg' };
  if (format === 'wav') return { data: silentWav(0.1), contentType: 'audio/wav' };
  return { data: mp3(20), contentType: 'audio/mpeg' };
}

function silentWav(seconds: number): Buffer {
  const samples = Buffer.alloc(Math.round(seconds * 16000));
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + samples.length, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(16000, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(samples.length, 40);
  return Buffer.concat([header, samples]);
}

function answerSpeech(
  res: ServerResponse,
  dialect: Dialect,
  raw: Buffer,
  behaviour: FakeSpeechBehaviour | undefined,
  recorded: Record<string, unknown>[],
) {
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(raw.toString('utf8')) as Record<string, unknown>;
  } catch {
    sendJson(res, 400, dialect.errorBody(400, 'Body is not JSON'));
    return;
  }
  recorded.push(body);
  if (typeof body.input !== 'string' || !body.input || typeof body.model !== 'string' || !body.voice) {
    sendJson(res, 400, dialect.errorBody(400, 'model, voice and input are required'));
    return;
  }
  if (behaviour && 'status' in behaviour) {
    const headers: Record<string, string> = {};
    if (behaviour.retryAfter !== undefined) headers['retry-after'] = String(behaviour.retryAfter);
    sendJson(res, behaviour.status, dialect.errorBody(behaviour.status, behaviour.message ?? `Fake error ${behaviour.status}`), headers);
    return;
  }
  const audio = behaviour
    ? { data: behaviour.audio, contentType: behaviour.contentType ?? 'audio/mpeg' }
    : fakeSpeechAudio(body.response_format ?? 'mp3');
  res.writeHead(200, { 'content-type': audio.contentType, 'content-length': String(audio.data.length) });
  res.end(audio.data);
}

interface Exchange {
  res: ServerResponse;
  body: ChatRequestBody;
  recorded: RecordedRequest;
  dialect: Dialect;
  /** The request's response_format was honoured (JSON only, no prose around it). */
  jsonMode: boolean;
  isClosed: () => boolean;
}

async function answer(x: Exchange, behaviour: FakeBehaviour): Promise<void> {
  const { res, body, dialect } = x;
  if ('status' in behaviour) {
    const headers: Record<string, string> = {};
    if (behaviour.retryAfter !== undefined) headers['retry-after'] = String(behaviour.retryAfter);
    const message = behaviour.message ?? `Fake error ${behaviour.status}`;
    sendJson(res, behaviour.status, dialect.errorBody(behaviour.status, message), headers);
    return;
  }
  const content = contentOf(behaviour, x.jsonMode);
  const thinking =
    'onlyThinking' in behaviour
      ? behaviour.onlyThinking
      : 'thinking' in behaviour
        ? behaviour.thinking
        : undefined;
  const finishReason = 'onlyThinking' in behaviour ? 'length' : 'stop';
  const usage = {
    prompt_tokens: fakeTokens(JSON.stringify(body.messages)),
    completion_tokens: fakeTokens((thinking ?? '') + content),
  };

  if (!body.stream) {
    if ('brokenAfterChunks' in behaviour) res.destroy();
    else if (!('stallAfterChunks' in behaviour)) {
      if (dialect.usage !== 'never') x.recorded.usage = usage;
      sendJson(res, 200, completion(x, content, thinking, finishReason, usage));
    }
    return;
  }

  res.writeHead(200, {
    'content-type': 'text/event-stream',
    'cache-control': 'no-cache',
    connection: 'keep-alive',
  });
  res.flushHeaders();
  if (dialect.comment) res.write(`${dialect.comment}\n\n`);
  writeEvent(res, chunk(x, { role: 'assistant', content: '' }, null));
  const size = ('chunkSize' in behaviour && behaviour.chunkSize) || DEFAULT_CHUNK_SIZE;
  // thinking in tags is part of the content, so its tags get split across chunks like any text
  const inTags = Boolean(thinking) && dialect.thinking === 'tags';
  const streamed = inTags ? `<think>${thinking}</think>\n\n${content}` : content;
  for (const piece of thinking && !inTags ? splitIntoChunks(thinking, size) : []) {
    writeEvent(res, chunk(x, thinkingDelta(dialect, piece), null));
  }
  const cutAfter =
    'brokenAfterChunks' in behaviour
      ? behaviour.brokenAfterChunks
      : 'stallAfterChunks' in behaviour
        ? behaviour.stallAfterChunks
        : undefined;
  const delayMs = 'delayMs' in behaviour ? (behaviour.delayMs ?? 0) : 0;
  for (const [index, text] of splitIntoChunks(streamed, size).entries()) {
    if (cutAfter !== undefined && index >= cutAfter) break;
    if (index > 0 && delayMs > 0) await delay(delayMs);
    if (x.isClosed() || res.destroyed) return;
    if (dialect.comment && index > 0 && index % 4 === 0) res.write(`${dialect.comment}\n\n`);
    writeEvent(res, chunk(x, { content: text }, null));
  }
  if ('brokenAfterChunks' in behaviour) {
    // give the written chunks a moment to leave before the socket dies mid-stream
    await delay(20);
    res.destroy();
    return;
  }
  if ('stallAfterChunks' in behaviour) return; // silent, socket open, until close()
  finishStream(x, finishReason, usage);
}

/** The last chunk(s): finish_reason, then usage where and when the dialect sends it, then [DONE]. */
function finishStream(x: Exchange, finishReason: string, usage: NonNullable<RecordedRequest['usage']>): void {
  const { res, body, dialect } = x;
  const last: Record<string, unknown> = chunk(x, {}, finishReason);
  if (dialect.timings)
    last.timings = { prompt_n: usage.prompt_tokens, predicted_n: usage.completion_tokens, predicted_ms: 42 };
  const asked = body.stream_options?.include_usage === true;
  if (dialect.usage === 'always')
    last.usage = { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens };
  writeEvent(res, last);
  if (dialect.usage === 'if_asked' && asked) {
    writeEvent(res, {
      ...chunk(x, {}, null),
      choices: [],
      usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens },
    });
  }
  if (dialect.usage === 'always' || (dialect.usage === 'if_asked' && asked) || dialect.timings)
    x.recorded.usage = usage;
  res.end('data: [DONE]\n\n');
}

function contentOf(behaviour: FakeBehaviour, jsonMode: boolean): string {
  if ('onlyThinking' in behaviour) return '';
  if (!('json' in behaviour)) return ('text' in behaviour && behaviour.text) || DEFAULT_TEXT;
  if (typeof behaviour.json === 'string') return behaviour.json;
  const json = JSON.stringify(behaviour.json, null, jsonMode ? undefined : 2);
  return jsonMode
    ? json
    : `Here is the entry you asked for:\n\n\`\`\`json\n${json}\n\`\`\`\n\nI hope this helps!`;
}

function thinkingDelta(dialect: Dialect, text: string): object {
  switch (dialect.thinking) {
    case 'reasoning_content':
      return { content: null, reasoning_content: text };
    case 'reasoning':
      return { content: '', reasoning: text };
    case 'tags': // sent inside the content instead
    case 'hidden':
      return {};
  }
}

function completion(
  x: Exchange,
  content: string,
  thinking: string | undefined,
  finishReason: string,
  usage: object,
): object {
  const message: Record<string, unknown> = { role: 'assistant', content, refusal: null };
  if (thinking && x.dialect.thinking === 'tags') message.content = `<think>${thinking}</think>\n\n${content}`;
  else if (thinking && (x.dialect.thinking === 'reasoning' || x.dialect.thinking === 'reasoning_content')) {
    message[x.dialect.thinking] = thinking;
  }
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: x.body.model,
    choices: [{ index: 0, message, finish_reason: finishReason }],
    ...(x.dialect.usage === 'never' ? {} : { usage }),
    ...(x.dialect.timings ? { timings: { prompt_n: 1, predicted_n: 1 } } : {}),
  };
}

function splitIntoChunks(text: string, size: number): string[] {
  const characters = Array.from(text);
  const chunks: string[] = [];
  for (let start = 0; start < characters.length; start += size) {
    chunks.push(characters.slice(start, start + size).join(''));
  }
  return chunks;
}

function chunk(x: Exchange, delta: object, finishReason: string | null): Record<string, unknown> {
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model: x.body.model,
    ...(x.dialect.name === 'ollama' ? { system_fingerprint: 'fp_ollama' } : {}),
    choices: [{ index: 0, delta, finish_reason: finishReason }],
  };
}

function writeEvent(res: ServerResponse, data: object): void {
  if (!res.destroyed) res.write(`data: ${JSON.stringify(data)}\n\n`);
}

function sendJson(
  res: ServerResponse,
  status: number,
  data: object,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(data));
}
