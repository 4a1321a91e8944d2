import type { Knex } from 'knex';
import { allHot } from '../db/prepared-sqlite.js';
import type { HierarchyNode } from '@quire/core';

/** One frozen container or page of a publication. */
export interface OutlineRow {
  readonly resourceId: number;
  readonly parentId: number | null;
  readonly position: number;
  readonly kind: 'container' | 'page';
  readonly title: string;
  readonly slug: string;
}

/** An outline's pages in reading order (depth first). */
export function hierarchyPages(node: HierarchyNode): HierarchyNode[] {
  return node.children.flatMap((child) => (child.type === 'page' ? [child] : hierarchyPages(child)));
}

/**
 * Builds the outline from a publication's frozen rows: items without a parent hang from
 * the root, siblings are ordered by position then id. An item whose parent is not in the
 * publication (its container was deleted before publishing) is not reachable from the
 * root and is left out, as is anything caught in a parent cycle.
 */
export function buildHierarchy(root: { title: string; slug: string }, rows: readonly OutlineRow[]): HierarchyNode {
  const known = new Set(rows.map((row) => row.resourceId));
  const byParent = new Map<number | null, OutlineRow[]>();
  for (const row of rows) {
    const parent = row.parentId !== null && known.has(row.parentId) ? row.parentId : row.parentId === null ? null : undefined;
    if (parent === undefined) continue;
    const list = byParent.get(parent) ?? [];
    list.push(row);
    byParent.set(parent, list);
  }
  const visited = new Set<number>();
  const childrenOf = (parent: number | null): HierarchyNode[] => {
    const siblings = [...(byParent.get(parent) ?? [])].sort((a, b) => a.position - b.position || a.resourceId - b.resourceId);
    const counters = { container: 0, page: 0 };
    const nodes: HierarchyNode[] = [];
    for (const row of siblings) {
      if (visited.has(row.resourceId)) continue;
      visited.add(row.resourceId);
      nodes.push({
        id: row.resourceId,
        type: row.kind,
        title: row.title,
        slug: row.slug,
        index: ++counters[row.kind],
        children: row.kind === 'container' ? childrenOf(row.resourceId) : [],
      });
    }
    return nodes;
  };
  return { id: 'root', type: 'root', title: root.title, slug: root.slug, index: 0, children: childrenOf(null) };
}

/** The containers and pages a publication froze, with their frozen titles and slugs. */
export async function publicationOutline(db: Knex, publicationId: number): Promise<OutlineRow[]> {
  const rows = await allHot<Record<string, unknown>>(
    db,
    'select pr.resource_id as "resourceId", pr.parent_id as "parentId", pr.position as position, r.kind as kind, rev.title as title, rev.slug as slug ' +
      "from publication_resources pr join resources r on r.id = pr.resource_id join revisions rev on rev.id = pr.revision_id where pr.publication_id = ? and r.kind in ('container', 'page')",
    [publicationId],
  );
  return rows.map((row) => ({
    resourceId: Number(row.resourceId),
    parentId: row.parentId === null ? null : Number(row.parentId),
    position: Number(row.position),
    kind: row.kind as 'container' | 'page',
    title: String(row.title),
    slug: String(row.slug),
  }));
}
