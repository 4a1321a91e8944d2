import { randomBytes } from 'node:crypto';
import { allHot, runHot, type HotDb } from '../db/prepared-sqlite.js';
import type { ResourceRow } from './revision-store.js';
import { firstFreeSlug, slugify } from './slugs.js';

/**
 * Gives a renamed page or unit the slug of its new title, the first free one in the
 * project, and answers it. Each revision keeps the slug it was written with, so addresses
 * with a former slug still find the item (find-page-by-slug.ts). A slug already made from
 * this title stays: `introduction-2` renamed 'Introduction' while another page holds
 * `introduction` keeps its address. From the third `attempt` (the caller retries after a
 * lost race on the unique index) a random suffix is taken, as `uniqueSlug` does.
 */
export async function slugForTitle(
  db: HotDb,
  resource: Pick<ResourceRow, 'id' | 'project_id' | 'kind' | 'slug'>,
  title: string,
  attempt = 1,
): Promise<string> {
  const base = slugify(title, resource.kind);
  if (resource.slug === base) return base;
  const rows = await allHot<{ slug: string }>(db, 'select slug from resources where project_id = ? and id <> ? and (slug = ? or slug like ?)', [
    resource.project_id,
    resource.id,
    base,
    `${base}-%`,
  ]);
  const taken = new Set(rows.map((row) => row.slug));
  // slugify leaves only [a-z0-9-], so the base needs no escaping in a pattern.
  const numberedFromBase = new RegExp(`^${base}-[0-9]+$`).test(resource.slug);
  let slug: string;
  if (taken.has(base) && numberedFromBase) slug = resource.slug;
  else if (attempt >= 3) slug = `${base}-${randomBytes(4).toString('hex')}`;
  else slug = firstFreeSlug(base, taken);
  if (slug !== resource.slug) await runHot(db, 'update resources set slug = ? where id = ?', [slug, resource.id]);
  return slug;
}
