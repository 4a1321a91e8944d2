/**
 * The server half of a plugin (`./server` entry): its migrations, an `init` that receives
 * the services the host lends it, and its routes, mounted at `/api/v1/plugins/<pluginId>`.
 * A server part never imports the host: everything it may use is declared here.
 * @packageDocumentation
 */
import type { Readable } from 'node:stream';
import type { Clock, Logger, PluginMigration, XapiStatementContribution } from '@quire/core';
import type { AssistantEnvironment, AssistantProvider } from './server/assistant-provider.js';
import type { CodeRunner, CodeRunners } from './server/code-runner.js';
import type { PluginAccess } from './server/plugin-access.js';

export type { CodeRunner, CodeRunners, CodeRunResult } from './server/code-runner.js';
export type { AssistantAnswer, AssistantEnvironment, AssistantProvider, AssistantQuestion } from './server/assistant-provider.js';
export type { TriggerType } from './content/assistant-trigger.js';
export type { PluginAccess, PluginPageSummary, PluginRateLimit, PublishedElement } from './server/plugin-access.js';

export type { PluginMigration, XapiStatementContext, XapiStatementContribution } from '@quire/core';

/** A byte range of a stored blob, both ends included. @public */
export interface PluginByteRange {
  readonly start: number;
  readonly end: number;
}

/** The host's media bytes. The store chooses every key. @public */
export interface PluginBlobStore {
  put(source: Readable): Promise<{ readonly key: string; readonly size: number }>;
  get(key: string, range?: PluginByteRange): Promise<Readable>;
  stat(key: string): Promise<{ readonly size: number } | undefined>;
  delete(key: string): Promise<void>;
}

/**
 * What the host gives a server part: its database (a knex instance on the server host,
 * hence `Db`), clock, logger and blob store.
 * @public
 */
export interface PluginServerServices<Db = unknown> {
  readonly pluginId: string;
  readonly db: Db;
  readonly clock: Clock;
  readonly logger: Logger;
  readonly blobs: PluginBlobStore;
  /** Who may do what: project membership, section enrolment, and rate limits. */
  readonly access: PluginAccess;
  /** The code runners every installed plugin contributes. */
  readonly codeRunners: CodeRunners;
}

/** A project as a server part's hooks see it. @public */
export interface PluginProject {
  readonly id: number;
  readonly slug: string;
}

/**
 * The content of a page or activity about to be saved, as the request sent it (with
 * `bibrefs` when the save listed them), before the host writes anything. A check refuses the
 * save by throwing a `PluginHttpError` (400 and its message); nothing is written then.
 * @public
 */
export interface ContentSaveCheckInput<Db = unknown> {
  readonly db: Db;
  readonly project: PluginProject;
  readonly content: Readonly<Record<string, unknown>>;
}

/** @public */
export type ContentSaveCheck<Db = unknown> = (save: ContentSaveCheckInput<Db>) => Promise<void>;

/**
 * A publication being made, inside its transaction (`db`): a server part freezes what it
 * keeps for the project beside the host's pages, so learners of the publication's sections
 * read it as it was. Throwing rolls the whole publication back.
 * @public
 */
export interface PublicationInput<Db = unknown> {
  readonly db: Db;
  readonly project: PluginProject;
  readonly publicationId: number;
}

/**
 * A page being delivered. `publicationId` is the section's publication; it is undefined in
 * a project member's preview, which shows the project as it is now.
 * @public
 */
export interface DeliveredPageInput<Db = unknown> {
  readonly db: Db;
  readonly projectId: number;
  readonly publicationId?: number;
  /** The page's content (`model`…), as delivered. */
  readonly content: Readonly<Record<string, unknown>>;
}

/** A koa-style middleware, as a koa router's `routes()` gives it. @public */
export type PluginMiddleware = (ctx: never, next: () => Promise<unknown>) => unknown;

/** What the host mounts: a koa Router (`@koa/router`) or anything shaped like one. @public */
export interface PluginRouter {
  routes(): PluginMiddleware;
  allowedMethods?(): PluginMiddleware;
}

/** The server part of a plugin. @public */
export interface ServerPart<Db = unknown> {
  /**
   * Run in order after the host's own, each once, tracked in the plugin's own migration
   * table. Each name starts with the plugin id and a hyphen (`element-video-0001-…`), and
   * so should the tables they create (with underscores), so no two plugins clash.
   */
  readonly migrations?: readonly PluginMigration<Db>[];
  /** Called once, after the migrations, before the first request. */
  readonly init?: (services: PluginServerServices<Db>) => void | Promise<void>;
  /** Mounted at `/api/v1/plugins/<pluginId>`; a function is called after `init`. */
  readonly routes?: PluginRouter | ((services: PluginServerServices<Db>) => PluginRouter);
  /** The xAPI statements the server stores for the delivery events this plugin's views send. */
  readonly xapiStatements?: readonly XapiStatementContribution[];
  /** Languages learner code runs in, lent to every server part (`services.codeRunners`). */
  readonly codeRunners?: readonly CodeRunner[];
  /**
   * Course assistants that answer DOT triggers; the first the installed plugins give answers.
   * A function is called once as the server starts, with its environment, so a provider
   * configured there (or not) is given (or not); one that throws is logged and left out.
   */
  readonly assistantProviders?: readonly AssistantProvider[] | ((environment: AssistantEnvironment) => readonly AssistantProvider[]);
  /**
   * Routes of the element kinds this plugin contributes, mounted at
   * `/api/v1/content_types/<kind>` behind the same checks as `routes`; a kind the plugin
   * does not contribute is refused at start.
   */
  readonly contentTypeRoutes?: Readonly<Record<string, PluginRouter | ((services: PluginServerServices<Db>) => PluginRouter)>>;
  /**
   * Routes of an API the specification names outside the plugin's prefix, by their first
   * segment: `{ bibs: router }` is mounted at `/api/v1/bibs`, behind the same checks as
   * `routes`. A segment the host's own routes or another plugin's use is refused at start.
   */
  readonly apiRoutes?: Readonly<Record<string, PluginRouter | ((services: PluginServerServices<Db>) => PluginRouter)>>;
  /** Checks run on every save of content, before the host's own (references to what the plugin keeps, say). */
  readonly contentSaveChecks?: readonly ContentSaveCheck<Db>[];
  /** Called inside every publication's transaction, after the host has frozen the pages. */
  readonly onPublish?: (publication: PublicationInput<Db>) => Promise<void>;
  /**
   * What this plugin's learner views need of a page beyond its content, computed where the
   * page is delivered (the delivery API's page read, the server-drawn lesson). A JSON value,
   * or undefined for none; the views read it with `usePageData(pluginId)`. It may not depend
   * on the learner: every learner of a section sees the same.
   */
  readonly pageData?: (page: DeliveredPageInput<Db>) => Promise<unknown>;
}

/** Declares the server part of a plugin. @public */
export function defineServer<Db = unknown>(part: ServerPart<Db>): ServerPart<Db> {
  return Object.freeze({ ...part });
}

export { PluginHttpError, pluginRequest, readJsonBody, type PluginBodyLimits, type PluginRequest, type PluginUser } from './server/plugin-request.js';
