import Router from '@koa/router';
import { requireUser } from '../auth/auth-middleware.js';
import type { ServerServices } from '../server-services.js';
import { publicationTotals } from './publication-totals.js';
import { lastVisitedPages, sectionProgress, type LastVisitedPage } from './section-progress.js';

/** One of the signed-in user's sections, as My Courses shows it. */
export interface MyCourse {
  readonly slug: string;
  readonly title: string;
  readonly role: 'student' | 'instructor';
  readonly openAndFree: boolean;
  readonly projectSlug: string;
  /** The publication the section delivers. */
  readonly publicationNumber: number;
  readonly lastVisited: LastVisitedPage | null;
  readonly progress: { readonly pagesVisited: number; readonly pages: number; readonly activitiesCompleted: number; readonly activities: number };
}

/** The most sections My Courses lists; a person enrolled in more sees the ones visited last. */
export const MY_COURSES_LIMIT = 200;

/**
 * `GET /api/v1/sections` (signed in) → `{sections: MyCourse[]}`: every section the user is
 * enrolled in, the last visited first (then by title), with the page visited last and the
 * progress as pages visited and activities completed out of what the section delivers.
 */
export function myCoursesRoutes(services: ServerServices): Router {
  const { db } = services;
  const router = new Router({ prefix: '/api/v1/sections' });

  router.get('/', async (ctx) => {
    const user = requireUser(ctx);
    const rows = await db('enrollments as e')
      .join('sections as s', 's.id', 'e.section_id')
      .join('projects as p', 'p.id', 's.project_id')
      .join('publications as pub', 'pub.id', 's.publication_id')
      .where('e.user_id', user.id)
      // Never-visited sections last on both databases (PostgreSQL sorts NULLs first when descending).
      .orderByRaw('case when e.last_visited_at is null then 1 else 0 end, e.last_visited_at desc, s.title, s.id')
      .limit(MY_COURSES_LIMIT)
      .select('s.id', 's.slug', 's.title', 's.open_and_free', 's.publication_id', 'e.role', 'p.slug as project_slug', 'pub.number as publication_number');
    const sections: MyCourse[] = [];
    for (const row of rows as Record<string, unknown>[]) {
      const section = { id: Number(row.id), publication_id: Number(row.publication_id) };
      const [totals, progress, lastVisited] = await Promise.all([
        publicationTotals(db, section.publication_id),
        sectionProgress(db, section, [user.id]),
        lastVisitedPages(db, section, [user.id]),
      ]);
      const mine = progress.get(user.id);
      sections.push({
        slug: String(row.slug),
        title: String(row.title),
        role: row.role as MyCourse['role'],
        openAndFree: Boolean(row.open_and_free),
        projectSlug: String(row.project_slug),
        publicationNumber: Number(row.publication_number),
        lastVisited: lastVisited.get(user.id) ?? null,
        progress: {
          pagesVisited: Math.min(mine?.pagesVisited ?? 0, totals.pages),
          pages: totals.pages,
          activitiesCompleted: Math.min(mine?.activitiesCompleted ?? 0, totals.activities),
          activities: totals.activities,
        },
      });
    }
    ctx.body = { sections };
  });

  return router;
}
