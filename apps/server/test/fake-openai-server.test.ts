import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeOpenAiServer, type FakeOpenAiServer } from './fake-openai-server.js';

let fake: FakeOpenAiServer;

beforeEach(async () => {
  fake = await startFakeOpenAiServer();
});

afterEach(async () => {
  await fake.close();
});

function post(body: object): Promise<Response> {
  return fetch(`${fake.url}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer k' },
    body: JSON.stringify(body),
  });
}

describe('fake OpenAI server', () => {
  it('streams server-sent events with content deltas and a final [DONE]', async () => {
    fake.enqueue({ text: 'Hello world', chunkSize: 6 });
    const response = await post({ model: 'm', stream: true, messages: [{ role: 'user', content: 'hi' }] });
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    const events = (await response.text()).split('\n\n').filter(Boolean);
    expect(events.at(-1)).toBe('data: [DONE]');
    const chunks = events.slice(0, -1).map(
      (event) =>
        JSON.parse(event.replace(/^data: /, '')) as {
          choices: { delta: { content?: string }; finish_reason: string | null }[];
        },
    );
    expect(chunks.map((chunk) => chunk.choices[0]?.delta.content ?? '').join('')).toBe('Hello world');
    expect(chunks.at(-1)?.choices[0]?.finish_reason).toBe('stop');
  });

  it('answers a plain completion with the queued JSON and records the request', async () => {
    fake.enqueue({ json: { a: 1 } });
    const response = await post({
      model: 'm',
      messages: [{ role: 'user', content: 'json please' }],
      response_format: { type: 'json_object' },
    });
    const completion = (await response.json()) as { choices: { message: { content: string } }[] };
    expect(JSON.parse(completion.choices[0]?.message.content ?? '')).toEqual({ a: 1 });
    expect(fake.requests[0]?.headers.authorization).toBe('Bearer k');
    expect(fake.requests[0]?.body.messages[0]?.content).toBe('json please');
  });

  it('answers scripted errors with a retry-after header, then falls back to the default reply', async () => {
    fake.enqueue({ status: 429, retryAfter: 3 });
    const limited = await post({ model: 'm', messages: [] });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('3');
    expect(((await limited.json()) as { error: { message: string } }).error.message).toContain('429');
    const fallback = await post({ model: 'm', messages: [] });
    expect(fallback.status).toBe(200);
  });
});
