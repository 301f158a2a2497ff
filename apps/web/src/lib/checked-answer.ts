import { ApiError } from './api-client';

/**
 * An answer its check accepts, typed by it; else the call's error, as an answer its zod schema refuses.
 * The checks are the contract's schemas compiled at build time (`virtual:answer-checks`, decision 045):
 * the first pages check their answers without loading zod. Unknown fields are kept: nothing reads them.
 */
export function checkedAnswer<T>(
  json: unknown,
  check: (value: unknown) => value is T,
  errorMessage: string,
): T {
  if (!check(json)) throw new ApiError(errorMessage, 200, undefined);
  return json;
}
