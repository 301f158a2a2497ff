/** Values a coded message names (a count, a wait in seconds, a permission), for the client's translation. */
export type ErrorParams = Record<string, string | number>;

/** An error that carries its HTTP status and the `{detail, code, params, errors}` body the client will see. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string,
    readonly errors?: Record<string, string[]>,
    /** Stable snake_case code the web app translates (`errors.<code>` in its i18n files). */
    readonly code?: string,
    readonly params?: ErrorParams,
  ) {
    super(detail);
  }
}

/** An error a learner sees: English `detail` for API clients, `code` + `params` for the web app's translation. */
export const codedError = (statusCode: number, code: string, detail: string, params?: ErrorParams) =>
  new HttpError(statusCode, detail, undefined, code, params);

export const notAuthenticated = () => new HttpError(401, 'Authentication credentials were not provided.');
export const forbidden = (detail = 'You do not have permission to perform this action.') =>
  new HttpError(403, detail);
export const notFound = (detail = 'Not found.') => new HttpError(404, detail);
export const badRequest = (detail: string, errors?: Record<string, string[]>) =>
  new HttpError(400, detail, errors);
