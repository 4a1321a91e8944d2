/**
 * An error with an HTTP status, answered as `{ message }` with that status (spec
 * authoring §7: the client shows the body's message), plus any `details` fields (e.g. who
 * holds a lock).
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details?: Readonly<Record<string, unknown>>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'You need to sign in') => new HttpError(401, message);
export const forbidden = (message = 'You do not have access to this') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const locked = (message: string, details?: Readonly<Record<string, unknown>>) => new HttpError(423, message, details);
