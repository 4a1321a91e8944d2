/**
 * What a plugin's browser code sends to its kind's server routes, `/api/v1/content_types/<kind>`
 * (a server part's `contentTypeRoutes`).
 * @public
 */
export interface ContentTypeRequestInit {
  /** `POST` when a body is given, `GET` otherwise. */
  readonly method?: 'GET' | 'POST';
  /** Sent as JSON. */
  readonly body?: unknown;
}

/**
 * Calls a content-type route as the person signed in: the host adds the session and the
 * CSRF token, resolves with the JSON answer, and rejects with an `Error` whose message is the
 * route's (a `PluginHttpError`'s) for a refused request. Views call the server through it only.
 * @public
 */
export type ContentTypeRequest = (kind: string, init?: ContentTypeRequestInit) => Promise<unknown>;
