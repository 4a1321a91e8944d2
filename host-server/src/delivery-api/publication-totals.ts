import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { Knex } from 'knex';
import { activityReferences, type HierarchyNode } from '@quire/core';
import { sharedStoredContent } from '../authoring/shared-stored-content.js';
import { pageSelections } from './selection-draws.js';
import { buildHierarchy, publicationOutline } from './section-hierarchy.js';

/** What a learner's progress is measured against: the pages of a publication's outline and the activities on them. */
export interface PublicationTotals {
  readonly pages: number;
  readonly activities: number;
}

/** The pages reachable from the outline's root, in reading order. */
export function outlinePages(node: HierarchyNode): HierarchyNode[] {
  return node.children.flatMap((child) => (child.type === 'page' ? [child] : outlinePages(child)));
}


/** Counts what a publication delivers: each page of its outline, each activity a page references and each activity a selection draws. */
async function countTotals(db: Knex, publicationId: number): Promise<PublicationTotals> {
  const pages = outlinePages(buildHierarchy({ title: '', slug: '' }, await publicationOutline(db, publicationId)));
  const activities = new Set<number>();
  let drawn = 0;
  // A page at a time, yielding between pages: a course of large pages must not hold the event loop.
  for (const page of pages) {
    const row = await db('publication_resources as pr')
      .join('revisions as rev', 'rev.id', 'pr.revision_id')
      .where({ 'pr.publication_id': publicationId, 'pr.resource_id': page.id })
      .first('rev.content as content');
    const content = row ? sharedStoredContent(row.content, 'page') : null;
    for (const id of activityReferences(content)) activities.add(id);
    for (const selection of pageSelections(content)) drawn += selection.count;
    await yieldToEventLoop();
  }
  return { pages: pages.length, activities: activities.size + drawn };
}

/**
 * A publication's totals, counted on first use and kept: a publication never changes after
 * it is made. Two readers counting at once store the same figures; the second insert is
 * ignored.
 */
export async function publicationTotals(db: Knex, publicationId: number): Promise<PublicationTotals> {
  const stored = await db('publication_totals').where({ publication_id: publicationId }).first('pages', 'activities');
  if (stored) return { pages: Number(stored.pages), activities: Number(stored.activities) };
  const totals = await countTotals(db, publicationId);
  await db('publication_totals').insert({ publication_id: publicationId, ...totals }).onConflict('publication_id').ignore();
  return totals;
}
