/**
 * A call to the server's API (`/api/v1<path>`) as the person signed in, for plugins whose
 * server part owns routes of their own (`apiRoutes`) or reads the host's.
 * @public
 */
export interface ApiRequestInit {
  /** `POST` when a body is given, `GET` otherwise. */
  readonly method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON. */
  readonly body?: unknown;
}

/**
 * What a refused call rejects with: an `Error` whose message is the route's, with the
 * status and the whole JSON body of the answer (a route may list `errors` field by field).
 * @public
 */
export interface ApiRequestError extends Error {
  readonly status: number;
  readonly body?: Readonly<Record<string, unknown>>;
}

/**
 * Calls `/api/v1<path>` (`path` starts with `/`): the host adds the session and the CSRF
 * token and resolves with the JSON answer, or rejects with an `ApiRequestError`.
 * @public
 */
export type ApiRequest = (path: string, init?: ApiRequestInit) => Promise<unknown>;

/** The field-by-field problems a refused call lists in its body's `errors`, if any. @public */
export function apiRequestErrors(error: unknown): readonly string[] {
  const errors = (error as { body?: { errors?: unknown } } | null)?.body?.errors;
  return Array.isArray(errors) ? errors.filter((item): item is string => typeof item === 'string') : [];
}
