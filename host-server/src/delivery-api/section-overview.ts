import Router from '@koa/router';
import type { Knex } from 'knex';
import type { ServerServices } from '../server-services.js';
import { latestPublication } from './publishing.js';
import { publicationTotals } from './publication-totals.js';
import { isProjectMember, requireSectionManager } from './section-access.js';
import { lastVisitedPages, sectionProgress, type LastVisitedPage } from './section-progress.js';
import { isoDate } from './request-values.js';

/** The most students the overview lists; the rest are counted. */
export const OVERVIEW_STUDENT_LIMIT = 500;

/** One student's progress, as an instructor sees it. */
export interface StudentProgress {
  readonly userId: number;
  readonly name: string;
  readonly email: string | null;
  readonly isGuest: boolean;
  readonly pagesVisited: number;
  readonly activitiesCompleted: number;
  readonly lastVisited: LastVisitedPage | null;
}

async function publicationSummary(db: Knex, publicationId: number) {
  const row = await db('publications').where({ id: publicationId }).first('id', 'number', 'published_at');
  return { publicationId: Number(row.id), number: Number(row.number), publishedAt: isoDate(row.published_at) };
}

/**
 * `GET /api/v1/sections/{slug}/overview` (a member of the project or an instructor of the
 * section) → `{section, publication, latestPublication, totals, students, studentCount}`:
 * what the section delivers and the project's newest publication (Deliver latest version
 * when they differ), and each student's pages visited, activities completed and last page,
 * by name, at most {@link OVERVIEW_STUDENT_LIMIT}.
 */
export function sectionOverviewRoutes(services: ServerServices): Router {
  const { db } = services;
  const router = new Router({ prefix: '/api/v1/sections' });

  router.get('/:slug/overview', async (ctx) => {
    const { user, section } = await requireSectionManager(ctx, services, ctx.params.slug, { instructors: true });
    const project = await db('projects').where({ id: section.project_id }).first('slug', 'title');
    const latest = await latestPublication(db, section.project_id);
    const students = (await db('enrollments as e')
      .join('users as u', 'u.id', 'e.user_id')
      .where({ 'e.section_id': section.id, 'e.role': 'student' })
      .orderBy([{ column: 'u.name' }, { column: 'u.id' }])
      .limit(OVERVIEW_STUDENT_LIMIT)
      .select('u.id', 'u.name', 'u.email', 'u.is_guest')) as Record<string, unknown>[];
    const ids = students.map((row) => Number(row.id));
    const [studentCount, totals, progress, lastVisited, publication, latestSummary, member] = await Promise.all([
      db('enrollments').where({ section_id: section.id, role: 'student' }).count({ n: '*' }).first(),
      publicationTotals(db, section.publication_id),
      sectionProgress(db, section, ids),
      lastVisitedPages(db, section, ids),
      publicationSummary(db, section.publication_id),
      latest ? publicationSummary(db, latest.publicationId) : undefined,
      isProjectMember(db, user, section.project_id),
    ]);
    ctx.body = {
      section: {
        slug: section.slug,
        title: section.title,
        openAndFree: Boolean(section.open_and_free),
        projectSlug: String(project.slug),
        projectTitle: String(project.title),
        // Whether the viewer authors the project, and so may open it in the workspace.
        projectMember: member,
      },
      publication,
      latestPublication: latestSummary ?? publication,
      totals,
      studentCount: Number(studentCount?.n ?? 0),
      students: students.map((row): StudentProgress => {
        const id = Number(row.id);
        const mine = progress.get(id);
        return {
          userId: id,
          name: String(row.name),
          email: (row.email as string | null) ?? null,
          isGuest: Boolean(row.is_guest),
          pagesVisited: Math.min(mine?.pagesVisited ?? 0, totals.pages),
          activitiesCompleted: Math.min(mine?.activitiesCompleted ?? 0, totals.activities),
          lastVisited: lastVisited.get(id) ?? null,
        };
      }),
    };
  });

  return router;
}
