import { z } from 'zod';
import { LlmError, type JsonMode } from './llm-provider.js';
import { stripThinking } from './think-filter.js';

/** How one JSON request asks for JSON; `auto` is a sequence of these. */
export type JsonFormat = Exclude<JsonMode, 'auto'>;

/** The formats to try in order: `auto` steps down from structured outputs to plain text. */
export function jsonFormatsFor(mode: JsonMode): JsonFormat[] {
  return mode === 'auto' ? ['json_schema', 'json_object', 'text'] : [mode];
}

type ResponseFormat =
  | { type: 'json_object' }
  | { type: 'json_schema'; json_schema: { name: string; schema: Record<string, unknown>; strict: boolean } };

/** The `response_format` of a request in `format`, none for `text`. */
export function responseFormat(format: JsonFormat, schema: z.ZodType): ResponseFormat | undefined {
  switch (format) {
    case 'json_object':
      return { type: 'json_object' };
    case 'json_schema':
      // strict would make OpenAI refuse keywords our zod schemas use (minLength, defaults); the local
      // servers (vLLM, llama.cpp, LM Studio, Ollama) constrain their grammar to the schema either way
      return {
        type: 'json_schema',
        json_schema: { name: 'answer', schema: jsonSchemaOf(schema), strict: false },
      };
    case 'text':
      return undefined;
  }
}

function jsonSchemaOf(schema: z.ZodType): Record<string, unknown> {
  // io 'input': what the model must write, before our transforms and catch-alls run
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  return json.type === 'object' ? { ...json, additionalProperties: false } : json;
}

/**
 * A 400 that says the server does not know this `response_format` (old OpenAI models: "'response_format'
 * of type 'json_schema' is not supported with this model"; LM Studio: "'response_format.type' must be
 * 'json_schema' or 'text'"). Worth one step down, not a failure.
 */
export function isUnsupportedFormat(error: LlmError): boolean {
  return error.kind === 'bad_request' && /response_format|json_schema|json_object/i.test(error.message);
}

type ParsedAnswer<T> = { ok: true; value: T } | { ok: false; problem: string; onlyThinking: boolean };

/**
 * Parses a JSON answer: drops `<think>` blocks, then takes the whole answer, else the first fenced
 * ```json block, else the text from the first `{` to the last `}` (models without JSON mode wrap the
 * object in prose), and validates it with the schema.
 */
export function parseJsonAnswer<T>(content: string, schema: z.ZodType<T>): ParsedAnswer<T> {
  const { visible, sawThinking } = stripThinking(content);
  if (!visible.trim()) {
    return {
      ok: false,
      problem: sawThinking ? 'only thinking, no answer' : 'empty answer',
      onlyThinking: sawThinking,
    };
  }
  const json = extractJson(visible);
  if (json === undefined) return { ok: false, problem: 'not valid JSON', onlyThinking: false };
  const result = schema.safeParse(json);
  if (result.success) return { ok: true, value: result.data };
  const issues = result.error.issues.map((issue) => `${issue.path.join('.') || 'answer'}: ${issue.message}`);
  return {
    ok: false,
    problem: `JSON does not match the expected shape: ${issues.join('; ')}`,
    onlyThinking: false,
  };
}

function extractJson(text: string): unknown {
  const trimmed = text.trim();
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(trimmed)?.[1];
  const first = trimmed.indexOf('{');
  const last = trimmed.lastIndexOf('}');
  const braced = first >= 0 && last > first ? trimmed.slice(first, last + 1) : undefined;
  for (const candidate of [trimmed, fenced, braced]) {
    if (candidate === undefined) continue;
    try {
      return JSON.parse(candidate) as unknown;
    } catch {
      // try the next, narrower candidate
    }
  }
  return undefined;
}

/** The error after a second unusable answer: only_thinking when the model wrote nothing but thought. */
export function invalidJson(
  parsed: { problem: string; onlyThinking: boolean },
  reasoning: boolean,
): LlmError {
  if (parsed.onlyThinking || (reasoning && parsed.problem === 'empty answer')) {
    return new LlmError('only_thinking', 'The model only thought and never wrote the JSON answer.');
  }
  return new LlmError('invalid_output', `The LLM answered invalid JSON twice: ${parsed.problem}`);
}
