/**
 * The server half of a plugin (`./server` entry): migrations and an `init` that receives
 * its router and services. A server part never imports the host.
 * @packageDocumentation
 */
import type { Logger, PluginHooks, PluginMigration } from '@quire/core';

/**
 * A router mounted at `/api/v1/plugins/<pluginId>` (a koa Router on the server host).
 * @public
 */
export interface PluginRouter {
  get(path: string, ...handlers: unknown[]): unknown;
  post(path: string, ...handlers: unknown[]): unknown;
  put(path: string, ...handlers: unknown[]): unknown;
  delete(path: string, ...handlers: unknown[]): unknown;
}

/** What a server part's `init` receives. @public */
export interface ServerPluginContext<Db = unknown> {
  readonly pluginId: string;
  readonly router: PluginRouter;
  readonly db: Db;
  readonly logger: Logger;
  readonly hooks: PluginHooks;
}

/** The server part of a plugin. @public */
export interface ServerPart<Db = unknown> {
  /** Run in order under the plugin's own migration table. */
  readonly migrations?: readonly PluginMigration<Db>[];
  readonly init?: (context: ServerPluginContext<Db>) => void | Promise<void>;
}

/** Declares the server part of a plugin. @public */
export function defineServer<Db = unknown>(part: ServerPart<Db>): ServerPart<Db> {
  return Object.freeze({ ...part });
}
