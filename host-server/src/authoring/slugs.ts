import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';

export { slugify } from '@quire/core';

/**
 * The first free slug among `base`, `base-2`, `base-3`, … in `table` (within one project
 * for resources). Callers insert in a transaction retried on a unique violation, so two
 * processes choosing at once cannot both keep the same slug; `attempt` is the retry's
 * number.
 */
export async function uniqueSlug(
  db: Knex | Knex.Transaction,
  table: 'projects' | 'resources',
  base: string,
  projectId?: number,
  attempt = 1,
): Promise<string> {
  // Lost the race twice already: many are choosing at once, so pick at random.
  if (attempt >= 3) return `${base}-${randomBytes(4).toString('hex')}`;
  const query = db(table).where((q) => q.where('slug', base).orWhere('slug', 'like', `${base}-%`));
  if (projectId !== undefined) query.andWhere('project_id', projectId);
  return firstFreeSlug(base, new Set((await query.pluck('slug')) as string[]));
}

/** The first of `base`, `base-2`, `base-3`, … that is not `taken`. */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
