// A remote model stand-in for the capacity benchmark: OpenAI-compatible chat completions on loopback,
// with a first token after FIRST_TOKEN_MS and then TOKENS_PER_SECOND, like a hosted model under load.
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeModelOptions {
  firstTokenMs: number;
  tokensPerSecond: number;
  /** Words in a streamed text (one token each). */
  textTokens: number;
  /** Tokens of a vocabulary answer, counted for its delay only. */
  jsonTokens: number;
}

const WORDS = ['la', 'casa', 'del', 'viajero', 'mira', 'el', 'mar', 'y', 'la', 'ciudad', 'antigua', 'bajo', 'el', 'sol.'];

export interface FakeModel {
  url: string;
  /** Requests answered (streams and JSON), and ones still open. */
  counts: { streams: number; json: number; open: number };
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How long the fake model takes for a JSON answer (a word's translation): its first token, then its tokens. */
export const jsonAnswerMs = (options: FakeModelOptions) => options.firstTokenMs + (options.jsonTokens * 1000) / options.tokensPerSecond;

export async function startFakeModel(options: FakeModelOptions): Promise<FakeModel> {
  const counts = { streams: 0, json: 0, open: 0 };
  let answers = 0;
  const tokenMs = 1000 / options.tokensPerSecond;

  async function stream(res: ServerResponse) {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    await sleep(options.firstTokenMs);
    for (let i = 0; i < options.textTokens && !res.destroyed; i += 1) {
      const content = `${WORDS[i % WORDS.length]} `;
      res.write(`data: ${JSON.stringify({ id: 'f', object: 'chat.completion.chunk', created: 0, model: 'fake', choices: [{ index: 0, delta: { content }, finish_reason: null }] })}\n\n`);
      await sleep(tokenMs);
    }
    res.write(`data: ${JSON.stringify({ id: 'f', object: 'chat.completion.chunk', created: 0, model: 'fake', choices: [{ index: 0, delta: {}, finish_reason: 'stop' }], usage: { prompt_tokens: 100, completion_tokens: options.textTokens, total_tokens: 100 + options.textTokens } })}\n\n`);
    res.end('data: [DONE]\n\n');
    counts.streams += 1;
  }

  async function json(res: ServerResponse) {
    await sleep(jsonAnswerMs(options));
    answers += 1;
    // a base form of its own per answer, so no two clicks merge into one entry
    const content = JSON.stringify({ base_form: `palabra${answers}`, translation: 'word', mnemonic: 'A short memory aid.', part_of_speech: 'noun' });
    const body = { id: 'f', object: 'chat.completion', created: 0, model: 'fake', choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }], usage: { prompt_tokens: 80, completion_tokens: options.jsonTokens, total_tokens: 80 + options.jsonTokens } };
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
    counts.json += 1;
  }

  const server = createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (part: Buffer) => parts.push(part));
    req.on('end', () => {
      counts.open += 1;
      const body = JSON.parse(Buffer.concat(parts).toString('utf8') || '{}') as { stream?: boolean };
      (body.stream ? stream(res) : json(res)).catch(() => res.destroy()).finally(() => (counts.open -= 1));
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    counts,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
