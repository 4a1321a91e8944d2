import type { Knex } from 'knex';
import { allHot } from '../db/prepared-sqlite.js';
import { sharedStoredContent } from '../authoring/shared-stored-content.js';

/** One resource with the revision a reader sees: published, or current in preview. */
export interface ResourceRevision {
  readonly resourceId: number;
  readonly kind: string;
  readonly activityType: string | null;
  readonly revisionId: number;
  readonly title: string;
  readonly slug: string;
  readonly content: string;
  readonly objectives: string;
}

/** What the storage calls answer for one resource (delivery §7). */
export interface StorageItem {
  readonly resourceId: number;
  readonly activityType: string | null;
  readonly title: string;
  readonly content: unknown;
  readonly authoring: unknown;
  readonly objectives: unknown;
}

const COLUMNS = [
  'r.id as resourceId',
  'r.kind as kind',
  'r.activity_type as activityType',
  'rev.id as revisionId',
  'rev.title as title',
  'rev.slug as slug',
  'rev.content as content',
  'rev.objectives as objectives',
];

const HOT_COLUMNS = COLUMNS.map((column) => {
  const [name, alias] = column.split(' as ');
  return `${name} as "${alias}"`;
}).join(', ');

const normalise = (row: ResourceRevision): ResourceRevision => ({
  ...row,
  resourceId: Number(row.resourceId),
  revisionId: Number(row.revisionId),
});

/** Up to this many ids, a read by ids is hot SQL (one prepared statement per count); more go through knex. */
const MAX_HOT_IDS = 16;

/** The revisions a publication froze for these resources; unknown ids are left out. */
export async function publishedRevisions(db: Knex, publicationId: number, resourceIds: readonly number[]): Promise<ResourceRevision[]> {
  if (resourceIds.length === 0) return [];
  if (resourceIds.length <= MAX_HOT_IDS) {
    const rows = await allHot<ResourceRevision>(
      db,
      `select ${HOT_COLUMNS} from publication_resources pr join resources r on r.id = pr.resource_id join revisions rev on rev.id = pr.revision_id ` +
        `where pr.publication_id = ? and pr.resource_id in (${resourceIds.map(() => '?').join(', ')})`,
      [publicationId, ...resourceIds],
    );
    return rows.map(normalise);
  }
  const rows = await db('publication_resources as pr')
    .join('resources as r', 'r.id', 'pr.resource_id')
    .join('revisions as rev', 'rev.id', 'pr.revision_id')
    .where('pr.publication_id', publicationId)
    .whereIn('pr.resource_id', resourceIds)
    .select(COLUMNS);
  return (rows as ResourceRevision[]).map(normalise);
}

/** The current revisions of a project's live resources (preview); unknown ids are left out. */
export async function previewRevisions(db: Knex, projectId: number, resourceIds: readonly number[]): Promise<ResourceRevision[]> {
  if (resourceIds.length === 0) return [];
  const rows = await db('resources as r')
    .join('revisions as rev', 'rev.id', 'r.current_revision_id')
    .where('r.project_id', projectId)
    .whereNull('r.deleted_at')
    .whereIn('r.id', resourceIds)
    .select(COLUMNS);
  return (rows as ResourceRevision[]).map(normalise);
}

/**
 * The answer for one resource. An activity's model is split: `content` is what a learner
 * may see, `authoring` (its parts, responses, scores: the answers) only goes to authors.
 * Content that cannot be read answers as an invalid element (`readStoredContent`).
 */
export function toStorageItem(row: ResourceRevision, withAuthoring: boolean): StorageItem {
  const content = sharedStoredContent(row.content, row.kind);
  let delivered: unknown = content;
  let authoring: unknown = null;
  if (row.kind === 'activity') {
    const { authoring: authored, ...rest } = content;
    delivered = rest;
    authoring = withAuthoring ? (authored ?? null) : null;
  }
  return {
    resourceId: row.resourceId,
    activityType: row.activityType ?? null,
    title: row.title,
    content: delivered,
    authoring,
    objectives: JSON.parse(row.objectives) as unknown,
  };
}
