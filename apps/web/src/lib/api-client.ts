import { CSRF_COOKIE, CSRF_HEADER, type ErrorBody } from '@reeprise/contract';
import type { z } from 'zod';
import { takeEarlyAnswer } from './early-answers';
import { serverMessage } from './i18n/server-messages';

/** A failed API call: `message` is the caller's spec message, `body` the server's `{detail, errors?}`. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    message: string,
    readonly status: number,
    readonly body: ErrorBody | undefined,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }

  /**
   * The server's human message when it sent one, in the learner's language when it came with a code the
   * app knows (`errors.<code>`), else the server's English `detail`.
   */
  get detail(): string | undefined {
    return this.body ? serverMessage(this.body) : undefined;
  }
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export type RequestOptions<S extends z.ZodType | undefined = undefined> = {
  /** The spec's error text for this call, e.g. 'could not log in user'. */
  errorMessage?: string;
  /**
   * Contract schema the answer must match; the result is typed by it. Code on the first page's path
   * passes a loader instead, so zod arrives with the request and not with the page (it loads in
   * parallel with the fetch).
   */
  schema?: S | (() => Promise<S>);
  signal?: AbortSignal;
  headers?: Record<string, string>;
};

type Result<S> = S extends z.ZodType ? z.output<S> : unknown;

const SAFE_METHODS: ReadonlySet<Method> = new Set(['GET']);

/** Reads a cookie at call time: the server may rotate the CSRF token at any answer. */
export function readCookie(name: string): string | undefined {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

function buildInit(
  method: Method,
  body: unknown,
  options: RequestOptions<z.ZodType | undefined>,
): RequestInit {
  const headers = new Headers({ Accept: 'application/json', ...options.headers });
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    // the browser sets the multipart boundary itself
    payload = body;
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }
  if (!SAFE_METHODS.has(method)) {
    const token = readCookie(CSRF_COOKIE);
    if (token) headers.set(CSRF_HEADER, token);
  }
  return { method, headers, body: payload, credentials: 'same-origin', signal: options.signal };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `params` of a coded error: names to strings or numbers; anything else is dropped, not trusted. */
function readParams(value: unknown): Record<string, string | number> | undefined {
  if (!isRecord(value)) return undefined;
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string | number] => typeof entry[1] === 'string' || typeof entry[1] === 'number',
  );
  return Object.fromEntries(entries);
}

/** The `{detail, code?, params?, errors?}` of an error answer, checked by hand: zod is not loaded on every page. */
export function readErrorBody(json: unknown): ErrorBody | undefined {
  if (!isRecord(json) || typeof json.detail !== 'string') return undefined;
  const body: ErrorBody = { detail: json.detail };
  if (typeof json.code === 'string') body.code = json.code;
  const params = readParams(json.params);
  if (params) body.params = params;
  if (json.errors === undefined) return body;
  const { errors } = json;
  if (!isRecord(errors)) return undefined;
  const valid = Object.values(errors).every(
    (messages) => Array.isArray(messages) && messages.every((m) => typeof m === 'string'),
  );
  return valid ? { ...body, errors: errors as Record<string, string[]> } : undefined;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

async function request<S extends z.ZodType | undefined>(
  method: Method,
  path: string,
  body: unknown,
  options: RequestOptions<S> = {},
): Promise<Result<S>> {
  const message = options.errorMessage ?? `${method} ${path} failed`;
  const schema = typeof options.schema === 'function' ? options.schema() : options.schema;
  // a schema still loading must not reject unobserved while the request fails
  if (schema instanceof Promise) schema.catch(() => undefined);
  // a plain GET of the first page may find its answer already asked for by theme.js (decision 033)
  const early = method === 'GET' && !options.headers && !options.signal?.aborted ? takeEarlyAnswer(path) : undefined;
  let response: Response;
  try {
    response = await (early ?? fetch(path, buildInit(method, body, options)));
  } catch (cause) {
    // aborts are not failures of the server; let TanStack Query see them as they are
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    // offline, a click is refused with a message saying so (docs/decisions/018), not queued
    const body = navigator.onLine ? undefined : { detail: 'You are offline.', code: 'offline' };
    throw new ApiError(message, 0, body, { cause });
  }
  const json = await readJson(response);
  if (!response.ok) {
    throw new ApiError(message, response.status, readErrorBody(json));
  }
  const loaded = await schema;
  if (!loaded) return json as Result<S>;
  const parsed = loaded.safeParse(json);
  if (!parsed.success) {
    throw new ApiError(message, response.status, undefined, { cause: parsed.error });
  }
  return parsed.data as Result<S>;
}

/** The one way to call the API; pages use feature hooks, never this or `fetch` directly. */
export const api = {
  get: <S extends z.ZodType | undefined = undefined>(path: string, options?: RequestOptions<S>) =>
    request('GET', path, undefined, options),
  post: <S extends z.ZodType | undefined = undefined>(
    path: string,
    body?: unknown,
    options?: RequestOptions<S>,
  ) => request('POST', path, body, options),
  patch: <S extends z.ZodType | undefined = undefined>(
    path: string,
    body?: unknown,
    options?: RequestOptions<S>,
  ) => request('PATCH', path, body, options),
  put: <S extends z.ZodType | undefined = undefined>(
    path: string,
    body?: unknown,
    options?: RequestOptions<S>,
  ) => request('PUT', path, body, options),
  delete: <S extends z.ZodType | undefined = undefined>(
    path: string,
    body?: unknown,
    options?: RequestOptions<S>,
  ) => request('DELETE', path, body, options),
};
