import { randomBytes } from 'node:crypto';
import Router from '@koa/router';
import { firstHot } from '../db/prepared-sqlite.js';
import { z } from 'zod';
import { requireUser } from '../auth/auth-middleware.js';
import { badRequest, HttpError, notFound } from '../http/http-error.js';
import { readBody } from '../http/read-body.js';
import { requireProjectMember, requireSectionEnrollment, type SectionRow } from '../permissions.js';
import type { ServerServices } from '../server-services.js';
import { latestPublication } from './publishing.js';
import { isUniqueViolation } from '../db/is-unique-violation.js';
import { slugify } from '../authoring/slugs.js';
import { findSection, requireSectionManager, requireSectionPreviewer } from './section-access.js';
import { buildHierarchy, publicationOutline } from './section-hierarchy.js';

const createSectionBody = z.strictObject({
  projectSlug: z.string().min(1).max(100),
  title: z.string().trim().min(1, 'Enter a title for the section').max(300),
  openAndFree: z.boolean().optional(),
});

/** A readable, unguessable section slug: the title's words and six random hex digits. */
export function sectionSlug(title: string, random: () => string = () => randomBytes(3).toString('hex')): string {
  return `${slugify(title, 'section')}-${random()}`;
}

/**
 * A section as its delivery screens take it: its title, the reader's role, its publication,
 * its outline, and the project's plugin settings as they are now (not as published: an
 * owner's change reaches running courses).
 */
export async function deliveredSection(services: ServerServices, section: SectionRow, role: 'student' | 'instructor', preview: boolean) {
  const { db } = services;
  const publication = await firstHot<{ id: number; number: number }>(db, 'select id, "number" from publications where id = ?', [section.publication_id]);
  if (!publication) throw new Error(`Section ${section.slug} delivers publication ${section.publication_id}, which does not exist`);
  const hierarchy = buildHierarchy(section, await publicationOutline(db, section.publication_id));
  const pluginSettings = await services.pluginSettings.forProject(db, section.project_id);
  return {
    section: {
      slug: section.slug,
      title: section.title,
      openAndFree: Boolean(section.open_and_free),
      role,
      preview,
      publication: { publicationId: Number(publication.id), number: Number(publication.number) },
    },
    hierarchy,
    pluginSettings,
  };
}

/**
 * Sections deliver one publication of a project to enrolled learners:
 * - `POST /api/v1/sections {projectSlug, title, openAndFree?}` (project member) → 201 `{sectionSlug}`;
 *   the creator is enrolled as its instructor; 409 before the project's first publication.
 * - `PUT /api/v1/sections/{slug}/publication` (project member or instructor of the section)
 *   → `{publicationId, number}`: the section delivers the project's latest publication;
 *   each learner's work carries over (see `openPageAttempt`).
 * - `GET /api/v1/sections/{slug}` (enrolled) → `{section, hierarchy, pluginSettings}`; with `?mode=preview`, for a member of the project
 *   or an instructor of the section, without enrolling anyone (`section.preview` true).
 * - `GET /api/v1/sections/{slug}/open` (anyone) → `{section: {slug, title}}` for an open and
 *   free section, which guests may join; 404 for any other.
 */
export function sectionRoutes(services: ServerServices): Router {
  const { db } = services;
  const router = new Router({ prefix: '/api/v1/sections' });

  router.post('/', async (ctx) => {
    const user = requireUser(ctx);
    const body = await readBody(ctx, createSectionBody);
    const { project } = await requireProjectMember(ctx, services, body.projectSlug);
    const publication = await latestPublication(db, project.id);
    if (!publication) throw new HttpError(409, 'Publish the project before creating a section');
    for (let attempt = 0; ; attempt++) {
      const slug = sectionSlug(body.title);
      try {
        await db.transaction(async (trx) => {
          const [row] = await trx('sections')
            .insert({
              slug,
              title: body.title,
              project_id: project.id,
              publication_id: publication.publicationId,
              open_and_free: body.openAndFree ?? false,
              created_at: services.clock.now(),
            })
            .returning('id');
          await trx('enrollments').insert({ section_id: Number(row.id), user_id: user.id, role: 'instructor' });
        });
      } catch (error) {
        if (isUniqueViolation(error) && attempt < 5) continue;
        throw error;
      }
      ctx.status = 201;
      ctx.body = { sectionSlug: slug };
      return;
    }
  });

  // Before signing in, a visitor learns whether the section takes guests; closed sections stay unknown.
  router.get('/:slug/open', async (ctx) => {
    const section = await findSection(db, ctx.params.slug);
    if (!section.open_and_free) throw notFound('Section not found');
    ctx.body = { section: { slug: section.slug, title: section.title } };
  });

  router.get('/:slug', async (ctx) => {
    const mode = ctx.query.mode;
    if (mode !== undefined && mode !== 'preview') throw badRequest('mode: Use mode=preview or leave it out');
    const { section, role, preview } =
      mode === 'preview'
        ? { ...(await requireSectionPreviewer(ctx, services, ctx.params.slug)), role: 'instructor' as const, preview: true }
        : { ...(await requireSectionEnrollment(ctx, services, ctx.params.slug)), preview: false };
    ctx.body = await deliveredSection(services, section, role, preview);
  });

  router.put('/:slug/publication', async (ctx) => {
    const { section } = await requireSectionManager(ctx, services, ctx.params.slug, { instructors: true });
    await readBody(ctx, z.strictObject({}));
    const publication = await latestPublication(db, section.project_id);
    // A section always has a publication, so the project has at least one.
    if (!publication) throw notFound('Publication not found');
    await db('sections').where({ id: section.id }).update({ publication_id: publication.publicationId });
    ctx.body = publication;
  });

  return router;
}
