/** Who made a request to a plugin route: always a signed-in account (a guest's included). @public */
export interface PluginUser {
  readonly id: number;
  readonly name: string;
  readonly isGuest: boolean;
}

/** How much of a body a plugin route takes; the host's limits are the most it may ask. @public */
export interface PluginBodyLimits {
  /** Bytes; a larger body is refused with 413 before it is read whole. */
  readonly bytes?: number;
  /** Levels of objects and arrays; a deeper body is refused with 400 before it is parsed. */
  readonly depth?: number;
}

/** What the host attaches to each request it passes to a plugin route. @public */
export interface PluginRequest {
  readonly user: PluginUser;
  /** Reads and parses the JSON body within the host's limits, or `limits` when smaller; an empty body reads as `{}`. */
  readJson(limits?: PluginBodyLimits): Promise<unknown>;
}

/** Where on `ctx.state` the host puts the PluginRequest. @public */
export const PLUGIN_REQUEST = Symbol.for('quire.plugin-request');

/**
 * A failure answered as `{ message, ...details }` with its status, like the host's own: throw it from a
 * route for a 4xx the client should see.
 * @public
 */
export class PluginHttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** More fields of the answer beside `message` (a list of `errors`, say). */
    readonly details?: Readonly<Record<string, unknown>>,
  ) {
    super(message);
    this.name = 'PluginHttpError';
  }
}

/** The host's view of the request to a plugin route: who asks, and the bounded body reader. @public */
export function pluginRequest(ctx: { readonly state: unknown }): PluginRequest {
  const request = (ctx.state as Record<symbol, PluginRequest | undefined> | null)?.[PLUGIN_REQUEST];
  if (!request) throw new Error('Not a request to a plugin route: the host mounts plugin routes under /api/v1/plugins/<id>');
  return request;
}

/** The JSON body of a request to a plugin route, read within the host's limits (413 or 400 past them). @public */
export function readJsonBody(ctx: { readonly state: unknown }, limits?: PluginBodyLimits): Promise<unknown> {
  return pluginRequest(ctx).readJson(limits);
}
