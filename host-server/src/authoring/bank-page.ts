import type { BankRow, Paging, QueryResult, SearchLogic } from '@quire/core';
import type { Knex } from 'knex';
import type { ActivityRegistrations } from './activity-registrations.js';
import { queryBank } from './bank-query.js';
import { currentRevisions, type ResourceRow } from './revision-store.js';

/**
 * One page of the activity bank as its route answers it: the matching activities' current
 * revisions as bank rows (spec authoring §3), newest first, and how many match in all.
 */
export async function bankPage(
  db: Knex,
  registrations: Pick<ActivityRegistrations, 'idOf' | 'slugOf'>,
  projectId: number,
  logic: SearchLogic,
  paging: Paging,
): Promise<QueryResult> {
  const { ids, totalCount } = await queryBank(db, projectId, logic, paging, (id) => registrations.slugOf(id));
  if (ids.length === 0) return { rows: [], totalCount };
  const resources = (await db('resources').whereIn('id', ids).select('id', 'slug', 'activity_type', 'current_revision_id')) as Pick<
    ResourceRow,
    'id' | 'slug' | 'activity_type' | 'current_revision_id'
  >[];
  const byId = new Map(resources.map((row) => [Number(row.id), row]));
  const revisions = await currentRevisions(db, resources.map((row) => row.current_revision_id ?? 0));
  const rows: BankRow[] = [];
  for (const id of ids) {
    const resource = byId.get(id);
    const revision = revisions.get(id);
    if (!resource || !revision) continue;
    rows.push({
      resource_id: id,
      slug: resource.slug,
      title: revision.title,
      content: revision.content,
      objectives: revision.objectives,
      tags: revision.tags,
      activity_type_id: registrations.idOf(resource.activity_type ?? '') ?? 0,
      activity_type: resource.activity_type,
      revision_number: revision.number,
    });
  }
  return { rows, totalCount };
}
