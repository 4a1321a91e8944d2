import { firstHot, type HotDb } from '../db/prepared-sqlite.js';

/** A page found by a slug: its id and the slug it has now. */
export interface PageBySlug {
  readonly id: number;
  readonly slug: string;
}

/**
 * The live page of a project that a slug names: the page holding the slug now, else the
 * page that held it last (each revision keeps the slug it was written with), so addresses
 * made before a rename still lead to the page. A former slug taken since by another page
 * names that page: the live one wins.
 */
export async function findPageBySlug(db: HotDb, projectId: number, slug: string): Promise<PageBySlug | undefined> {
  const live = await firstHot<PageBySlug>(
    db,
    "select id, slug from resources where project_id = ? and slug = ? and kind = 'page' and deleted_at is null",
    [projectId, slug],
  );
  if (live) return { id: Number(live.id), slug: live.slug };
  const former = await firstHot<PageBySlug>(
    db,
    'select r.id, r.slug from revisions rev join resources r on r.id = rev.resource_id ' +
      "where r.project_id = ? and r.kind = 'page' and r.deleted_at is null and rev.slug = ? order by rev.id desc limit 1",
    [projectId, slug],
  );
  return former ? { id: Number(former.id), slug: former.slug } : undefined;
}
