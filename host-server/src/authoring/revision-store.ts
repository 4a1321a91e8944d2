/**
 * Resources and their revisions. A resource (container, page or activity) holds no title
 * or content of its own: every change writes a new revision row, numbered one more than the
 * last, and points `resources.current_revision_id` at it, in the caller's transaction.
 */
import type { Knex } from 'knex';
import { allHot, firstHot, hotDialect, runHot, type HotDb } from '../db/prepared-sqlite.js';
import { badRequest, notFound } from '../http/http-error.js';
import { recordMediaReferences } from '../media/media-references.js';
import { isoTime, parseJsonColumn } from './request.js';
import { ContentOfRevision, StoredJson, type RevisionContent } from './revision-content.js';
import { indexBankedActivity, indexResourceRevision, type BankResource } from './bank-index.js';
import { readStoredContent } from './stored-content.js';

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

/** A revision without its content: what a save that does not need the content reads. */
export interface RevisionHead {
  readonly id: number;
  readonly number: number;
  readonly title: string;
  readonly objectives: Record<string, number[]>;
  readonly tags: number[];
}

/** A revision as the routes use it: JSON columns parsed. */
export interface Revision extends RevisionHead {
  readonly resourceId: number;
  readonly slug: string;
  readonly content: Record<string, unknown>;
  readonly authorId: number | null;
  readonly createdAt: string;
}

/**
 * The fields a revision stores; content as an object, as JSON text, or as a copy of another
 * revision's content when unchanged.
 */
export interface RevisionFields {
  readonly title: string;
  readonly content: RevisionContent;
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

function toRevision(row: RevisionRow, kind: ResourceKind): Revision {
  let content: Record<string, unknown> | undefined;
  return {
    id: row.id,
    resourceId: row.resource_id,
    number: row.number,
    slug: row.slug,
    title: row.title,
    // Parsed on first use: many readers of a revision never look at its content.
    get content() {
      content ??= readStoredContent(row.content, kind);
      return content;
    },
    objectives: parseJsonColumn(row.objectives, {}),
    tags: parseJsonColumn(row.tags, []),
    authorId: row.author_id,
    createdAt: isoTime(row.created_at),
  };
}

const RESOURCE_COLUMNS = 'id, project_id, kind, slug, parent_id, "position", activity_type, scope, current_revision_id, deleted_at';

/**
 * A live (not deleted) resource of a project, of one of `kinds`; 404 otherwise. With
 * `forUpdate` (inside a transaction) the row is locked on PostgreSQL, which serialises the
 * revision writers of one resource across processes.
 */
export async function findResource(
  db: HotDb,
  projectId: number,
  resourceId: number,
  kinds: readonly ResourceKind[],
  options: { forUpdate?: boolean; message?: string } = {},
): Promise<ResourceRow> {
  const forUpdate = options.forUpdate && hotDialect(db) === 'postgres' ? ' for update' : '';
  const row = await firstHot<ResourceRow>(
    db,
    `select ${RESOURCE_COLUMNS} from resources where id = ? and project_id = ? and deleted_at is null ` +
      `and kind in (${kinds.map(() => '?').join(', ')})${forUpdate}`,
    [resourceId, projectId, ...kinds],
  );
  if (!row) throw notFound(options.message ?? 'Resource not found');
  return row;
}

/** The current revision of a resource. */
export async function currentRevision(db: HotDb, resource: Pick<ResourceRow, 'id' | 'kind' | 'current_revision_id'>): Promise<Revision> {
  const row = await firstHot<RevisionRow>(db, 'select * from revisions where id = ? and resource_id = ?', [
    resource.current_revision_id ?? 0,
    resource.id,
  ]);
  if (!row) throw notFound('Resource not found');
  return toRevision(row, resource.kind);
}

/** The current revision of a resource without its content, which may be large. */
export async function currentRevisionHead(db: HotDb, resource: Pick<ResourceRow, 'id' | 'current_revision_id'>): Promise<RevisionHead> {
  const row = await firstHot<Pick<RevisionRow, 'id' | 'number' | 'title' | 'objectives' | 'tags'>>(
    db,
    'select id, "number", title, objectives, tags from revisions where id = ? and resource_id = ?',
    [resource.current_revision_id ?? 0, resource.id],
  );
  if (!row) throw notFound('Resource not found');
  return {
    id: row.id,
    number: row.number,
    title: row.title,
    objectives: parseJsonColumn(row.objectives, {}),
    tags: parseJsonColumn(row.tags, []),
  };
}

/** The current revisions of several resources, by resource id (one query). */
export async function currentRevisions(db: Knex | Knex.Transaction, revisionIds: readonly number[]): Promise<Map<number, Revision>> {
  const byResource = new Map<number, Revision>();
  for (let i = 0; i < revisionIds.length; i += 500) {
    const rows = (await db('revisions')
      .join('resources', 'resources.id', 'revisions.resource_id')
      .whereIn('revisions.id', revisionIds.slice(i, i + 500))
      .select('revisions.*', 'resources.kind as kind')) as (RevisionRow & { kind: ResourceKind })[];
    for (const row of rows) byResource.set(row.resource_id, toRevision(row, row.kind));
  }
  return byResource;
}

const REVISION_VALUES = 'resource_id, "number", slug, title, content, objectives, tags, author_id, created_at';

/** A new revision with another's content. PostgreSQL types parameters in a select list only when told. */
function copyContentSql(dialect: 'sqlite' | 'postgres'): string {
  const as = (type: string) => (dialect === 'postgres' ? `::${type}` : '');
  return (
    `insert into revisions (${REVISION_VALUES}) ` +
    `select ?${as('integer')}, ?${as('integer')}, ?${as('text')}, ?${as('text')}, content, ?${as('text')}, ?${as('text')}, ?${as('integer')}, ?${as('timestamptz')} ` +
    'from revisions where id = ? returning id'
  );
}

/**
 * Writes the next revision of a resource and makes it current, inside `trx`. The number
 * is the last one plus one; the unique (resource_id, number) index refuses a duplicate.
 */
export async function writeRevision(
  trx: HotDb,
  resource: Pick<ResourceRow, 'id' | 'slug'> & Partial<BankResource>,
  fields: RevisionFields,
  authorId: number,
  now: Date,
): Promise<{ id: number; number: number }> {
  const last = await firstHot<{ n: number | string | null }>(trx, 'select max("number") as n from revisions where resource_id = ?', [resource.id]);
  const number = Number(last?.n ?? 0) + 1;
  const values = [resource.id, number, resource.slug, fields.title];
  const rest = [JSON.stringify(fields.objectives), JSON.stringify(fields.tags), authorId, now];
  const { content } = fields;
  const inserted =
    content instanceof ContentOfRevision
      ? await firstHot<{ id: number }>(trx, copyContentSql(hotDialect(trx)), [...values, ...rest, content.revisionId])
      : await firstHot<{ id: number }>(trx, `insert into revisions (${REVISION_VALUES}) values (?, ?, ?, ?, ?, ?, ?, ?, ?) returning id`, [
          ...values,
          content instanceof StoredJson ? content.json : JSON.stringify(content),
          ...rest,
        ]);
  if (!inserted) throw notFound('Resource not found');
  await recordMediaReferences(trx, inserted.id, content);
  await runHot(trx, 'update resources set current_revision_id = ? where id = ?', [inserted.id, resource.id]);
  if (resource.kind === undefined) await indexResourceRevision(trx, resource.id, fields);
  else await indexBankedActivity(trx, { ...resource, kind: resource.kind } as BankResource, fields);
  return { id: inserted.id, number };
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
    /** For an embedded activity made in a page's editor: that page, whose lock covers it until a page references it. */
    homePageId?: number | null;
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
      home_page_id: fields.homePageId ?? null,
    })
    .returning('id')) as ({ id: number } | number)[];
  const id = typeof inserted === 'number' ? inserted : inserted.id;
  const written = await writeRevision(
    trx,
    { id, slug: fields.slug, project_id: fields.projectId, kind: fields.kind, scope: fields.scope ?? null, activity_type: fields.activityType ?? null },
    revision,
    authorId,
    now,
  );
  return { id, revisionNumber: written.number };
}

const IDS_PER_QUERY = 500;

/** The ids of `table` among `ids` that belong to the project. */
async function idsInProject(db: HotDb, table: 'objectives' | 'tags', projectId: number, ids: readonly number[]): Promise<Set<number>> {
  const found = new Set<number>();
  for (let i = 0; i < ids.length; i += IDS_PER_QUERY) {
    const chunk = ids.slice(i, i + IDS_PER_QUERY);
    const rows = await allHot<{ id: number }>(
      db,
      `select id from ${table} where project_id = ? and id in (${chunk.map(() => '?').join(', ')})`,
      [projectId, ...chunk],
    );
    for (const row of rows) found.add(Number(row.id));
  }
  return found;
}

/** Checks that every objective and tag id belongs to the project; 400 naming the first that does not. */
export async function assertObjectivesAndTags(
  db: HotDb,
  projectId: number,
  objectives: Record<string, number[]> | undefined,
  tags: readonly number[] | undefined,
): Promise<void> {
  const objectiveIds = [...new Set(Object.values(objectives ?? {}).flat())];
  if (objectiveIds.length > 0) {
    const found = await idsInProject(db, 'objectives', projectId, objectiveIds);
    const missing = objectiveIds.find((id) => !found.has(id));
    if (missing !== undefined) throw badRequest(`objectives: objective ${missing} is not in this project`);
  }
  const tagIds = [...new Set(tags ?? [])];
  if (tagIds.length > 0) {
    const found = await idsInProject(db, 'tags', projectId, tagIds);
    const missing = tagIds.find((id) => !found.has(id));
    if (missing !== undefined) throw badRequest(`tags: tag ${missing} is not in this project`);
  }
}
