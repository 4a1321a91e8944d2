import type { Knex } from 'knex';

/**
 * The numeric ids of activity types (table `activity_registrations`), which search logic
 * filters by (spec authoring §3). A slug keeps its id for good: registering only adds the
 * slugs that have no row, and rows of types whose plugin is gone are kept.
 */
export class ActivityRegistrations {
  private readonly slugsById: ReadonlyMap<number, string>;

  private constructor(private readonly idsBySlug: ReadonlyMap<string, number>) {
    this.slugsById = new Map([...idsBySlug].map(([slug, id]) => [id, slug]));
  }

  /**
   * Gives each slug without a row its id (in slug order, so a fresh database numbers them
   * alike every time) and reads every registration. Servers starting together on one
   * database do not clash: a slug another one inserted first is left as it is.
   */
  static async register(db: Knex, slugs: Iterable<string>, now: Date): Promise<ActivityRegistrations> {
    for (const slug of [...new Set(slugs)].sort()) {
      await db('activity_registrations').insert({ slug, created_at: now }).onConflict('slug').ignore();
    }
    const rows = (await db('activity_registrations').select('id', 'slug')) as { id: number | string; slug: string }[];
    return new ActivityRegistrations(new Map(rows.map((row) => [row.slug, Number(row.id)])));
  }

  /** The id of a registered type; `undefined` for a slug that never had one. */
  idOf(slug: string): number | undefined {
    return this.idsBySlug.get(slug);
  }

  /** The slug an id was given to, whether or not its plugin is loaded now. */
  slugOf(id: number): string | undefined {
    return this.slugsById.get(id);
  }
}
