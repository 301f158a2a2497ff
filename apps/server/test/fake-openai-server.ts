import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';

/**
 * What the fake answers to one POST /v1/chat/completions. Queued behaviours are used in order, one per
 * request; when the queue is empty the fallback answers.
 * - text: a normal answer, streamed in `chunkSize` characters (default 12) with `delayMs` between chunks
 * - status: an error answer (429, 500…), with a `retry-after` header in seconds when given
 * - brokenAfterChunks: sends that many chunks of `text`, then destroys the socket mid-stream
 * - stallAfterChunks: sends that many chunks of `text`, then goes silent with the socket left open
 * - json: a normal answer whose content is the object (serialised) or the string as given
 */
export type FakeBehaviour =
  | { text: string; chunkSize?: number; delayMs?: number }
  | { status: number; retryAfter?: number; message?: string }
  | { brokenAfterChunks: number; text?: string; chunkSize?: number }
  | { stallAfterChunks: number; text?: string; chunkSize?: number }
  | { json: object | string };

/** The parts of a chat completions request body tests look at. */
export interface ChatRequestBody {
  model: string;
  stream?: boolean;
  messages: {
    role: string;
    content: string | { type: string; text?: string; image_url?: { url: string; detail?: string } }[];
  }[];
  response_format?: { type: string };
  max_tokens?: number;
  max_completion_tokens?: number;
  [key: string]: unknown;
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: ChatRequestBody;
}

export interface FakeOpenAiServer {
  /** Base URL including /v1, ready to use as LLM_BASE_URL. */
  url: string;
  /** Every request received, in order. */
  requests: RecordedRequest[];
  enqueue(...behaviours: FakeBehaviour[]): void;
  /** Stops listening and drops open connections (stalled streams included). */
  close(): Promise<void>;
}

const DEFAULT_TEXT = 'This is a reply from the fake OpenAI server. It streams a few words at a time.';
const DEFAULT_CHUNK_SIZE = 12;

/** Starts an OpenAI-compatible chat completions server on 127.0.0.1 and a free port. */
export async function startFakeOpenAiServer(
  options: { fallback?: FakeBehaviour } = {},
): Promise<FakeOpenAiServer> {
  const fallback = options.fallback ?? { text: DEFAULT_TEXT };
  const queue: FakeBehaviour[] = [];
  const requests: RecordedRequest[] = [];
  let closed = false;

  const server = createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (part: Buffer) => parts.push(part));
    req.on('end', () => {
      const path = (req.url ?? '/').split('?')[0] ?? '/';
      if (req.method !== 'POST' || path !== '/v1/chat/completions') {
        sendJson(res, 404, { error: { message: `No route ${req.method ?? ''} ${path}`, type: 'not_found' } });
        return;
      }
      let body: ChatRequestBody;
      try {
        body = JSON.parse(Buffer.concat(parts).toString('utf8')) as ChatRequestBody;
      } catch {
        sendJson(res, 400, { error: { message: 'Body is not JSON', type: 'invalid_request_error' } });
        return;
      }
      requests.push({ method: req.method, path, headers: req.headers, body });
      const behaviour = queue.shift() ?? fallback;
      void answer(res, body, behaviour, () => closed).catch(() => res.destroy());
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    enqueue: (...behaviours) => void queue.push(...behaviours),
    close: async () => {
      closed = true;
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function answer(
  res: ServerResponse,
  body: ChatRequestBody,
  behaviour: FakeBehaviour,
  isClosed: () => boolean,
): Promise<void> {
  if ('status' in behaviour) {
    const headers: Record<string, string> = {};
    if (behaviour.retryAfter !== undefined) headers['retry-after'] = String(behaviour.retryAfter);
    const message = behaviour.message ?? `Fake error ${behaviour.status}`;
    sendJson(res, behaviour.status, { error: { message, type: 'fake_error', code: null } }, headers);
    return;
  }
  const content =
    'json' in behaviour
      ? typeof behaviour.json === 'string'
        ? behaviour.json
        : JSON.stringify(behaviour.json)
      : (behaviour.text ?? DEFAULT_TEXT);
  const chunks = splitIntoChunks(
    content,
    ('chunkSize' in behaviour && behaviour.chunkSize) || DEFAULT_CHUNK_SIZE,
  );
  const cutAfter =
    'brokenAfterChunks' in behaviour
      ? behaviour.brokenAfterChunks
      : 'stallAfterChunks' in behaviour
        ? behaviour.stallAfterChunks
        : undefined;

  if (!body.stream) {
    if ('brokenAfterChunks' in behaviour) res.destroy();
    else if (!('stallAfterChunks' in behaviour)) sendJson(res, 200, completion(body.model, content));
    return;
  }

  res.writeHead(200, {
    'content-type': 'text/event-stream',
    'cache-control': 'no-cache',
    connection: 'keep-alive',
  });
  res.flushHeaders();
  writeEvent(res, chunk(body.model, { role: 'assistant', content: '' }, null));
  const delayMs = 'delayMs' in behaviour ? (behaviour.delayMs ?? 0) : 0;
  for (const [index, text] of chunks.entries()) {
    if (cutAfter !== undefined && index >= cutAfter) break;
    if (index > 0 && delayMs > 0) await delay(delayMs);
    if (isClosed() || res.destroyed) return;
    writeEvent(res, chunk(body.model, { content: text }, null));
  }
  if ('brokenAfterChunks' in behaviour) {
    // give the written chunks a moment to leave before the socket dies mid-stream
    await delay(20);
    res.destroy();
    return;
  }
  if ('stallAfterChunks' in behaviour) return; // silent, socket open, until close()
  writeEvent(res, chunk(body.model, {}, 'stop'));
  res.end('data: [DONE]\n\n');
}

function splitIntoChunks(text: string, size: number): string[] {
  const characters = Array.from(text);
  const chunks: string[] = [];
  for (let start = 0; start < characters.length; start += size) {
    chunks.push(characters.slice(start, start + size).join(''));
  }
  return chunks;
}

function chunk(model: string, delta: object, finishReason: string | null): object {
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, delta, finish_reason: finishReason }],
  };
}

function completion(model: string, content: string): object {
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
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
