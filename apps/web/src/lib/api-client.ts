import { CSRF_COOKIE, CSRF_HEADER, type ErrorBody } from '@reeprise/contract';
import type { z } from 'zod';

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

  /** The server's human message when it sent one. */
  get detail(): string | undefined {
    return this.body?.detail;
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

/** The `{detail, errors?}` of an error answer, checked by hand: zod is not loaded on every page. */
export function readErrorBody(json: unknown): ErrorBody | undefined {
  if (typeof json !== 'object' || json === null || !('detail' in json)) return undefined;
  if (typeof json.detail !== 'string') return undefined;
  if (!('errors' in json) || json.errors === undefined) return { detail: json.detail };
  const { errors } = json;
  if (typeof errors !== 'object' || errors === null || Array.isArray(errors)) return undefined;
  const fields = Object.values(errors as Record<string, unknown>);
  const valid = fields.every((messages) => Array.isArray(messages) && messages.every((m) => typeof m === 'string'));
  return valid ? { detail: json.detail, errors: errors as Record<string, string[]> } : undefined;
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
  let response: Response;
  try {
    response = await fetch(path, buildInit(method, body, options));
  } catch (cause) {
    // aborts are not failures of the server; let TanStack Query see them as they are
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(message, 0, undefined, { cause });
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
