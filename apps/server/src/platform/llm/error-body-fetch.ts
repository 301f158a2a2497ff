/**
 * `fetch` for the OpenAI SDK that rewrites the error bodies of compatible servers into OpenAI's
 * `{error: {message, type, code}}`. The SDK reads the message only from `error.message`, so vLLM's
 * top-level `{object: 'error', message, …}` reached us as "400 status code (no body)" and LM Studio's
 * `{error: "…"}` as a quoted string: the step-downs that look at the message (unsupported
 * `response_format`, refused `stream_options`) could not see why a request was refused.
 */
export const errorBodyFetch: typeof fetch = async (input, init) => {
  const response = await fetch(input, init);
  if (response.ok || !(response.headers.get('content-type') ?? '').includes('json')) return response;
  const text = await response.text();
  const headers = new Headers(response.headers);
  // the body is read and decoded already; its old length and encoding no longer describe it
  headers.delete('content-length');
  headers.delete('content-encoding');
  const answer = { status: response.status, statusText: response.statusText, headers };
  const normalized = openAiErrorBody(text);
  return new Response(normalized ?? text, answer);
};

function openAiErrorBody(text: string): string | undefined {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof body !== 'object' || body === null) return undefined;
  const record = body as Record<string, unknown>;
  if (typeof record.error === 'string') return JSON.stringify({ error: { message: record.error } });
  if (record.error === undefined && typeof record.message === 'string') {
    return JSON.stringify({
      error: { message: record.message, type: record.type ?? null, code: record.code ?? null },
    });
  }
  return undefined;
}
