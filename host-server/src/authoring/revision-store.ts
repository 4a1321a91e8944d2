/**
 * Resources and their revisions. A resource (container, page or activity) holds no title
 * or content of its own: every change writes a new revision row, numbered one more than the
 * last, and points `resources.current_revision_id` at it, in the caller's transaction.
 */
import type { Knex } from 'knex';
import { badRequest, notFound } from '../http/http-error.js';
import { isoTime, lockRowForUpdate, parseJsonColumn } from './request.js';

export type ResourceKind = 'container' | 'page' | 'activity';

export interface ResourceRow {
  readonly id: number;
  readonly project_id: number;
  readonly kind: ResourceKind;
  readonly slug: string;
  readonly parent_id: number | null;
  readonly position: number;
  readonly activity_type: string | null;
  readonly scope: string | null;
  readonly current_revision_id: number | null;
  readonly deleted_at: unknown;
}

/** A revision as the routes use it: JSON columns parsed. */
export interface Revision {
  readonly id: number;
  readonly resourceId: number;
  readonly number: number;
  readonly slug: string;
  readonly title: string;
  readonly content: Record<string, unknown>;
  /** The content as stored: a save that keeps the content writes this text back unparsed. */
  readonly contentJson: string;
  readonly objectives: Record<string, number[]>;
  readonly tags: number[];
  readonly authorId: number | null;
  readonly createdAt: string;
}

/** Content already serialised as stored, copied into a new revision without a parse. */
export class StoredJson {
  constructor(readonly json: string) {}
}

/** The fields a revision stores; content as an object, or as stored JSON text when unchanged. */
export interface RevisionFields {
  readonly title: string;
  readonly content: Record<string, unknown> | StoredJson;
  readonly objectives: Record<string, number[]>;
  readonly tags: number[];
}

interface RevisionRow {
  id: number;
  resource_id: number;
  number: number;
  slug: string;
  title: string;
  content: string;
  objectives: string;
  tags: string;
  author_id: number | null;
  created_at: unknown;
}

function toRevision(row: RevisionRow): Revision {
  let content: Record<string, unknown> | undefined;
  return {
    id: row.id,
    resourceId: row.resource_id,
    number: row.number,
    slug: row.slug,
    title: row.title,
    // Parsed on first use: a large page's content is often only copied, never read.
    get content() {
      content ??= parseJsonColumn<Record<string, unknown>>(row.content, {});
      return content;
    },
    contentJson: typeof row.content === 'string' ? row.content : JSON.stringify(row.content ?? {}),
    objectives: parseJsonColumn(row.objectives, {}),
    tags: parseJsonColumn(row.tags, []),
    authorId: row.author_id,
    createdAt: isoTime(row.created_at),
  };
}

/**
 * A live (not deleted) resource of a project, of one of `kinds`; 404 otherwise. With
 * `forUpdate` (inside a transaction) the row is locked on PostgreSQL, which serialises the
 * revision writers of one resource across processes.
 */
export async function findResource(
  db: Knex | Knex.Transaction,
  projectId: number,
  resourceId: number,
  kinds: readonly ResourceKind[],
  options: { forUpdate?: boolean; message?: string } = {},
): Promise<ResourceRow> {
  if (options.forUpdate) await lockRowForUpdate(db as Knex.Transaction, 'resources', resourceId);
  const row = (await db('resources')
    .where({ id: resourceId, project_id: projectId })
    .whereNull('deleted_at')
    .whereIn('kind', kinds as ResourceKind[])
    .first()) as ResourceRow | undefined;
  if (!row) throw notFound(options.message ?? 'Resource not found');
  return row;
}

/** The current revision of a resource. */
export async function currentRevision(db: Knex | Knex.Transaction, resource: Pick<ResourceRow, 'id' | 'current_revision_id'>): Promise<Revision> {
  const row = (await db('revisions').where({ id: resource.current_revision_id ?? 0, resource_id: resource.id }).first()) as
    | RevisionRow
    | undefined;
  if (!row) throw notFound('Resource not found');
  return toRevision(row);
}

/** The current revisions of several resources, by resource id (one query). */
export async function currentRevisions(db: Knex | Knex.Transaction, revisionIds: readonly number[]): Promise<Map<number, Revision>> {
  const byResource = new Map<number, Revision>();
  for (let i = 0; i < revisionIds.length; i += 500) {
    const rows = (await db('revisions').whereIn('id', revisionIds.slice(i, i + 500))) as RevisionRow[];
    for (const row of rows) byResource.set(row.resource_id, toRevision(row));
  }
  return byResource;
}

/**
 * Writes the next revision of a resource and makes it current, inside `trx`. The number
 * is the last one plus one; the unique (resource_id, number) index refuses a duplicate.
 */
export async function writeRevision(
  trx: Knex.Transaction,
  resource: Pick<ResourceRow, 'id' | 'slug'>,
  fields: RevisionFields,
  authorId: number,
  now: Date,
): Promise<{ id: number; number: number }> {
  const last = (await trx('revisions').where({ resource_id: resource.id }).max({ n: 'number' }).first()) as { n: number | string | null } | undefined;
  const number = Number(last?.n ?? 0) + 1;
  const [inserted] = (await trx('revisions')
    .insert({
      resource_id: resource.id,
      number,
      slug: resource.slug,
      title: fields.title,
      content: fields.content instanceof StoredJson ? fields.content.json : JSON.stringify(fields.content),
      objectives: JSON.stringify(fields.objectives),
      tags: JSON.stringify(fields.tags),
      author_id: authorId,
      created_at: now,
    })
    .returning('id')) as ({ id: number } | number)[];
  const id = typeof inserted === 'number' ? inserted : inserted.id;
  await trx('resources').where({ id: resource.id }).update({ current_revision_id: id });
  return { id, number };
}

/** Creates a resource with its first revision, inside `trx`. */
export async function createResource(
  trx: Knex.Transaction,
  fields: {
    projectId: number;
    kind: ResourceKind;
    slug: string;
    parentId?: number | null;
    position?: number;
    activityType?: string | null;
    scope?: string | null;
  },
  revision: RevisionFields,
  authorId: number,
  now: Date,
): Promise<{ id: number; revisionNumber: number }> {
  const [inserted] = (await trx('resources')
    .insert({
      project_id: fields.projectId,
      kind: fields.kind,
      slug: fields.slug,
      parent_id: fields.parentId ?? null,
      position: fields.position ?? 0,
      activity_type: fields.activityType ?? null,
      scope: fields.scope ?? null,
    })
    .returning('id')) as ({ id: number } | number)[];
  const id = typeof inserted === 'number' ? inserted : inserted.id;
  const written = await writeRevision(trx, { id, slug: fields.slug }, revision, authorId, now);
  return { id, revisionNumber: written.number };
}

/** Checks that every objective and tag id belongs to the project; 400 naming the first that does not. */
export async function assertObjectivesAndTags(
  db: Knex | Knex.Transaction,
  projectId: number,
  objectives: Record<string, number[]> | undefined,
  tags: readonly number[] | undefined,
): Promise<void> {
  const objectiveIds = [...new Set(Object.values(objectives ?? {}).flat())];
  if (objectiveIds.length > 0) {
    const found = new Set(
      (await db('objectives').where({ project_id: projectId }).whereIn('id', objectiveIds).pluck('id')).map(Number),
    );
    const missing = objectiveIds.find((id) => !found.has(id));
    if (missing !== undefined) throw badRequest(`objectives: objective ${missing} is not in this project`);
  }
  const tagIds = [...new Set(tags ?? [])];
  if (tagIds.length > 0) {
    const found = new Set((await db('tags').where({ project_id: projectId }).whereIn('id', tagIds).pluck('id')).map(Number));
    const missing = tagIds.find((id) => !found.has(id));
    if (missing !== undefined) throw badRequest(`tags: tag ${missing} is not in this project`);
  }
}
