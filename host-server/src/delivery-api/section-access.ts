import type { Context } from 'koa';
import type { Knex } from 'knex';
import { requireUser } from '../auth/auth-middleware.js';
import type { PublicUser } from '../auth/user-store.js';
import { forbidden, notFound } from '../http/http-error.js';
import type { SectionRow } from '../permissions.js';
import type { ServerServices } from '../server-services.js';
import { pathString } from './request-values.js';

/** A section by slug, or a 404. */
export async function findSection(db: Knex, slug: unknown): Promise<SectionRow> {
  const checked = pathString(slug, 'Section');
  const section = (await db('sections').where({ slug: checked }).first()) as SectionRow | undefined;
  if (!section) throw notFound('Section not found');
  return section;
}

/** True when the user is an owner or author of the project. Guests never are. */
export async function isProjectMember(db: Knex, user: PublicUser, projectId: number): Promise<boolean> {
  if (user.isGuest) return false;
  return (await db('project_members').where({ project_id: projectId, user_id: user.id }).first()) !== undefined;
}

/** True when the user is enrolled in the section as an instructor. */
export async function isSectionInstructor(db: Knex, user: PublicUser, sectionId: number): Promise<boolean> {
  const row = await db('enrollments').where({ section_id: sectionId, user_id: user.id, role: 'instructor' }).first();
  return row !== undefined;
}

/**
 * Who may manage a section: a member of its project, or (when `instructors` is set) an
 * instructor enrolled in it. 401 without a session, 404 for an unknown section, 403
 * otherwise. Unlike `requireSectionEnrollment` it never enrols anyone.
 */
export async function requireSectionManager(
  ctx: Context,
  services: ServerServices,
  slug: unknown,
  options: { instructors: boolean },
): Promise<{ user: PublicUser; section: SectionRow }> {
  const user = requireUser(ctx);
  const section = await findSection(services.db, slug);
  if (await isProjectMember(services.db, user, section.project_id)) return { user, section };
  if (options.instructors && (await isSectionInstructor(services.db, user, section.id))) return { user, section };
  throw forbidden(options.instructors ? 'Only an instructor of this section or an author of its project may do this' : 'Only an author of this project may do this');
}

/** What a preview shows: the project's current revisions, or the section's publication. */
export type PreviewRevisions = 'current' | 'published';

/**
 * Who may preview a section (delivery §3 preview mode: nothing is recorded): a member of
 * its project sees the project's current revisions, drafts included; an instructor of the
 * section sees what its learners see. 401 without a session, 404 for an unknown section,
 * 403 for anyone else. Never enrols anyone.
 */
export async function requireSectionPreviewer(
  ctx: Context,
  services: ServerServices,
  slug: unknown,
): Promise<{ user: PublicUser; section: SectionRow; revisions: PreviewRevisions }> {
  const user = requireUser(ctx);
  const section = await findSection(services.db, slug);
  if (await isProjectMember(services.db, user, section.project_id)) return { user, section, revisions: 'current' };
  if (await isSectionInstructor(services.db, user, section.id)) return { user, section, revisions: 'published' };
  throw forbidden('Only authors of this project and instructors of this section may preview it');
}
