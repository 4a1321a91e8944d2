/**
 * Saving a page or an activity: under a live lock, as a new revision, in one transaction
 * (lock renewal, checks, revision row, current-revision pointer, optional release), so a
 * refused save leaves everything as it was.
 */
import { z } from 'zod';
import { isRecord, saveFailureMessage } from '@quire/core';
import type { Context, Next } from 'koa';
import type { HotDb } from '../db/prepared-sqlite.js';
import { badRequest, HttpError } from '../http/http-error.js';
import type { ProjectRow } from '../permissions.js';
import type { ServerServices } from '../server-services.js';
import { checkActivityModel, pageContentChecker } from './content-check.js';
import { coveringLock } from './covering-lock.js';
import { releaseLock, renewLock } from './lock-service.js';
import { indexPageActivities } from './page-activity-index.js';
import { objectivesSchema, tagsSchema, titleSchema } from './request.js';
import { slugForTitle } from './slug-for-title.js';
import {
  assertObjectivesAndTags,
  currentRevision,
  currentRevisionHead,
  findResource,
  writeRevision,
  type ResourceRow,
  type Revision,
  type RevisionHead,
} from './revision-store.js';
import { ContentOfRevision, StoredJson } from './revision-content.js';

/** The bibliography entries a page cites (spec §7: `bibrefs`). */
export const bibrefsSchema = z.array(z.union([z.string().max(200), z.number().int()])).max(2000);

/** The fields a save may change; absent ones keep the current revision's value. */
export const resourceFieldsShape = {
  title: titleSchema.optional(),
  content: z.record(z.string(), z.unknown()).optional(),
  objectives: objectivesSchema.optional(),
  tags: tagsSchema.optional(),
  /** An activity's authoring part, stored in its model under `authoring`. */
  authoring: z.unknown().optional(),
};

export interface ResourceUpdate {
  readonly title?: string;
  readonly content?: Record<string, unknown>;
  readonly objectives?: Record<string, number[]>;
  readonly tags?: number[];
  readonly authoring?: unknown;
  readonly bibrefs?: (string | number)[];
  /**
   * `content` as it came in the request body: the value `JSON.parse` gave, before the
   * schema copied it, and a way to its JSON text. When the content to store is that value,
   * the text is stored rather than serialising the content again.
   */
  readonly contentAsSent?: { readonly value: unknown; json(): string | undefined };
}

/** What a successful save answers. `content` is there when the server changed what was sent (normalisation). */
export interface SaveResult {
  readonly resourceId: number;
  readonly revision: { readonly number: number; readonly slug: string; readonly title: string };
  readonly content?: Record<string, unknown>;
}

/** The 403, 404 and 423 of a save answer with the spec's texts (authoring §8), which the client shows; a 423 keeps who holds the lock. */
export async function saveFailureTexts(_ctx: Context, next: Next): Promise<void> {
  try {
    await next();
  } catch (error) {
    if (error instanceof HttpError && (error.status === 403 || error.status === 404 || error.status === 423)) {
      throw new HttpError(error.status, saveFailureMessage(error.status), error.details);
    }
    throw error;
  }
}

/**
 * Deep equality of JSON values that stops at identical references: the normaliser hands back
 * untouched subtrees as the very same objects, so comparing a large normal page costs
 * little, unlike serialising both sides.
 */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameJson(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  if (keys.length !== Object.keys(right).length) return false;
  for (const key of keys) if (!Object.hasOwn(right, key) || !sameJson(left[key], right[key])) return false;
  return true;
}


/** The model to store for an activity: the authoring part is never dropped by a save that does not mention it. */
function nextActivityModel(current: Record<string, unknown>, update: ResourceUpdate): Record<string, unknown> | undefined {
  if (update.content === undefined && update.authoring === undefined) return undefined;
  const base = update.content ?? current;
  if (update.authoring !== undefined) return { ...base, authoring: update.authoring };
  if (!('authoring' in base) && 'authoring' in current) return { ...base, authoring: current.authoring };
  return base;
}

/**
 * Saves one resource inside `trx`, under the lock that covers it (covering-lock.ts): the
 * resource's own, or that of a page an embedded activity is part of. `lockResourceId` is
 * the lock the caller named (`?lock=`); without it, the covering lock the caller holds.
 */
export async function saveResource(
  trx: HotDb,
  services: ServerServices,
  args: {
    project: ProjectRow;
    userId: number;
    resourceId: number;
    lockResourceId?: number;
    update: ResourceUpdate;
    releaseLock?: boolean;
    now: Date;
    /** Which run of a save retried after losing a race on a unique slug (slug-for-title.ts). */
    attempt?: number;
  },
): Promise<SaveResult> {
  const { project, userId, update, now } = args;
  const resource: ResourceRow = await findResource(trx, project.id, args.resourceId, ['page', 'activity'], { forUpdate: true });
  const lockId = await coveringLock(trx, project.id, resource, { userId, now, named: args.lockResourceId });
  await renewLock(trx, lockId, userId, now);
  // The stored content is read only when the new one is built from it: a page's content
  // may be half a megabyte, and a save that replaces it or keeps it never looks at it.
  const needsCurrentContent =
    resource.kind === 'page'
      ? update.content === undefined && update.bibrefs !== undefined
      : update.content !== undefined || update.authoring !== undefined;
  const current: RevisionHead | Revision = needsCurrentContent ? await currentRevision(trx, resource) : await currentRevisionHead(trx, resource);
  const currentContent = () => (current as Revision).content;

  // Undefined while the content stays as stored, so the database copies it.
  let content: unknown;
  let submitted: Record<string, unknown> | undefined;
  if (resource.kind === 'page') {
    if (update.authoring !== undefined) throw badRequest('authoring: only activities have an authoring part');
    if (update.content !== undefined || update.bibrefs !== undefined) {
      submitted = { ...(update.content ?? currentContent()) };
      if (update.bibrefs !== undefined) submitted.bibrefs = update.bibrefs;
      content = pageContentChecker(services.host).check(submitted);
    }
  } else {
    submitted = needsCurrentContent ? nextActivityModel(currentContent(), update) : undefined;
    if (submitted !== undefined) {
      const type = services.host.activityTypes.get(resource.activity_type ?? '');
      if (!type) throw badRequest(`Activity type '${resource.activity_type}' is not available on this server`);
      content = checkActivityModel(type, submitted);
    }
  }
  if (content !== undefined && !isRecord(content)) throw badRequest('content: must be an object');
  await assertObjectivesAndTags(trx, project.id, update.objectives, update.tags);

  const title = update.title ?? current.title;
  // A page's address follows its title; an activity keeps its slug.
  const slug = resource.kind === 'page' && title !== current.title ? await slugForTitle(trx, resource, title, args.attempt) : resource.slug;
  const asSent = update.contentAsSent;
  const sentJson = content !== undefined && asSent && sameJson(content, asSent.value) ? asSent.json() : undefined;
  const written = await writeRevision(
    trx,
    { ...resource, slug },
    {
      title,
      content:
        content === undefined
          ? new ContentOfRevision(current.id)
          : sentJson !== undefined
            ? new StoredJson(sentJson)
            : (content as Record<string, unknown>),
      objectives: update.objectives ?? current.objectives,
      tags: update.tags ?? current.tags,
    },
    userId,
    now,
  );
  if (resource.kind === 'page' && content !== undefined) await indexPageActivities(trx, resource.id, content);
  if (args.releaseLock) await releaseLock(trx, lockId, userId);
  const result: SaveResult = { resourceId: resource.id, revision: { number: written.number, slug, title } };
  if (submitted !== undefined && !sameJson(content, submitted)) {
    return { ...result, content };
  }
  return result;
}
