import { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import { LlmError } from './llm-provider.js';
import { parseRetryAfter } from './retry-policy.js';

/** Translates whatever the SDK or the socket threw into our one error type. */
export function toLlmError(error: unknown): LlmError {
  if (error instanceof LlmError) return error;
  if (error instanceof APIUserAbortError) return new LlmError('cancelled', 'The LLM request was cancelled.');
  if (error instanceof APIConnectionTimeoutError) {
    return new LlmError('timeout', 'The LLM did not answer in time.', { cause: error });
  }
  if (error instanceof APIConnectionError) {
    return new LlmError('network', `Could not reach the LLM: ${causeMessage(error)}`, { cause: error });
  }
  if (isApiError(error)) return fromStatus(error);
  // JSON.parse of a malformed stream event: the upstream sent garbage
  if (error instanceof SyntaxError) {
    return new LlmError('server', 'The LLM sent a malformed stream event.', { cause: error });
  }
  // undici's "terminated" and socket errors while reading a body
  return new LlmError('network', `The connection to the LLM failed: ${causeMessage(error)}`, {
    cause: error,
  });
}

// a type guard rather than a bare instanceof, which would widen APIError's generics to any
function isApiError(error: unknown): error is APIError {
  return error instanceof APIError;
}

function fromStatus(error: APIError): LlmError {
  const status = error.status;
  const options = { cause: error, status };
  // no status: an error event inside an otherwise healthy stream
  if (status === undefined)
    return new LlmError('server', `The LLM reported an error: ${error.message}`, options);
  if (status === 429) {
    return new LlmError('rate_limited', 'The LLM is rate limiting us.', {
      ...options,
      retryAfterMs: parseRetryAfter(error.headers),
    });
  }
  if (status === 408) return new LlmError('timeout', 'The LLM timed out the request.', options);
  if (status === 409 || status >= 500) {
    return new LlmError('server', `The LLM failed with status ${status}.`, options);
  }
  // 400, 401, 403, 404, 422…: our request or our credentials are wrong; retrying cannot help
  return new LlmError('bad_request', `The LLM rejected the request (${status}): ${error.message}`, options);
}

function causeMessage(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`;
}
