/**
 * How each OpenAI-compatible server differs on the wire, as its own documentation describes it. The fake
 * server answers in one of these dialects; the default `openai` is OpenAI's own API.
 *
 * - openai: usage only with `stream_options.include_usage`, as an extra last chunk with `choices: []`;
 *   errors `{error: {message, type, param, code}}`; `json_schema` and `json_object` (older models refuse
 *   `json_schema`: option `jsonSchema: false`). No reasoning in chat completions.
 * - openrouter: `: OPENROUTER PROCESSING` SSE comments while it waits; thinking in `delta.reasoning`;
 *   usage in the last chunk; errors `{error: {code, message, metadata}}`.
 * - ollama (`/v1`): thinking in `delta.reasoning`; usage with include_usage; errors `{error: {message,
 *   type, param, code}}`; older versions (option `jsonSchema: false`) ignore a `json_schema` format and
 *   only know `json_object`.
 * - vllm: thinking in `delta.reasoning_content` (with a `--reasoning-parser`); usage with include_usage;
 *   errors at the top level `{object: 'error', message, type, param, code}`; `json_schema` (guided decoding).
 * - llamacpp (llama-server): thinking in `delta.reasoning_content`; the last chunk carries `usage` and
 *   `timings` (`prompt_n`, `predicted_n`; option `usage: false` for older builds with timings only);
 *   errors `{error: {code, message, type}}`; `json_schema`.
 * - lmstudio: reasoning models write `<think>…</think>` into `content`; `json_schema` but not
 *   `json_object` (400 "'response_format.type' must be 'json_schema' or 'text'"); errors `{error: "…"}`.
 */
export type DialectName = 'openai' | 'openrouter' | 'ollama' | 'vllm' | 'llamacpp' | 'lmstudio';

export const DIALECT_NAMES: readonly DialectName[] = [
  'openai',
  'openrouter',
  'ollama',
  'vllm',
  'llamacpp',
  'lmstudio',
];

export interface DialectOptions {
  /** false: the server does not know `json_schema` (old OpenAI models refuse it, old Ollama ignores it). */
  jsonSchema?: boolean;
  /** false: llama.cpp builds that send only `timings`, no `usage`. */
  usage?: boolean;
}

export interface Dialect {
  name: DialectName;
  /** Where the server puts a model's thinking: a delta/message field, or `<think>` tags in content. */
  thinking: 'reasoning_content' | 'reasoning' | 'tags' | 'hidden';
  /** When usage is sent: only if asked (`include_usage`), always in the last chunk, or never. */
  usage: 'if_asked' | 'always' | 'never';
  /** llama.cpp's `timings` in the last chunk. */
  timings: boolean;
  /** An SSE comment the server sends before and between chunks (OpenRouter keeps the line alive). */
  comment: string | undefined;
  /** The answer to a `response_format` type: accepted, silently ignored, or refused with this message. */
  responseFormat(type: string): 'ok' | 'ignored' | { refused: string };
  errorBody(status: number, message: string): object;
}

const nested = (type: string) => (status: number, message: string) => ({
  error: { message, type, param: null, code: status === 429 ? 'rate_limit_exceeded' : null },
});

export function dialect(name: DialectName, options: DialectOptions = {}): Dialect {
  const jsonSchema = options.jsonSchema ?? true;
  const knows =
    (...types: string[]) =>
    (type: string): 'ok' | 'ignored' =>
      types.includes(type) ? 'ok' : 'ignored';
  switch (name) {
    case 'openai':
      return {
        name,
        thinking: 'hidden',
        usage: 'if_asked',
        timings: false,
        comment: undefined,
        responseFormat: (type) =>
          type === 'json_schema' && !jsonSchema
            ? {
                refused:
                  "Invalid parameter: 'response_format' of type 'json_schema' is not supported with this model.",
              }
            : 'ok',
        errorBody: nested('invalid_request_error'),
      };
    case 'openrouter':
      return {
        name,
        thinking: 'reasoning',
        usage: 'always',
        timings: false,
        comment: ': OPENROUTER PROCESSING',
        responseFormat: () => 'ok',
        errorBody: (status, message) => ({
          error: { code: status, message, metadata: { provider_name: 'Fake' } },
        }),
      };
    case 'ollama':
      return {
        name,
        thinking: 'reasoning',
        usage: 'if_asked',
        timings: false,
        comment: undefined,
        responseFormat: jsonSchema ? knows('json_object', 'json_schema') : knows('json_object'),
        errorBody: nested('api_error'),
      };
    case 'vllm':
      return {
        name,
        thinking: 'reasoning_content',
        usage: 'if_asked',
        timings: false,
        comment: undefined,
        responseFormat: () => 'ok',
        errorBody: (status, message) => ({
          object: 'error',
          message,
          type: 'BadRequestError',
          param: null,
          code: status,
        }),
      };
    case 'llamacpp':
      return {
        name,
        thinking: 'reasoning_content',
        usage: options.usage === false ? 'never' : 'always',
        timings: true,
        comment: undefined,
        responseFormat: () => 'ok',
        errorBody: (status, message) => ({ error: { code: status, message, type: 'invalid_request_error' } }),
      };
    case 'lmstudio':
      return {
        name,
        thinking: 'tags',
        usage: 'if_asked',
        timings: false,
        comment: undefined,
        responseFormat: (type) =>
          type === 'json_object'
            ? { refused: "'response_format.type' must be 'json_schema' or 'text'" }
            : 'ok',
        errorBody: (_status, message) => ({ error: message }),
      };
  }
}

/** Deterministic token counts (about four characters a token), so tests can check what was recorded. */
export function fakeTokens(text: string): number {
  return Math.max(1, Math.ceil(text.length / 4));
}
