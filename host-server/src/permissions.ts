import type { Context } from 'koa';
import { requireUser } from './auth/auth-middleware.js';
import type { PublicUser } from './auth/user-store.js';
import { forbidden, notFound } from './http/http-error.js';
import type { ServerServices } from './server-services.js';

export interface ProjectRow {
  readonly id: number;
  readonly slug: string;
  readonly title: string;
}

export interface SectionRow {
  readonly id: number;
  readonly slug: string;
  readonly title: string;
  readonly project_id: number;
  readonly publication_id: number;
  readonly open_and_free: boolean | number;
}

/**
 * The signed-in user's membership of a project: 401 without a session, 404 for a project
 * that does not exist, 403 for a user who is not its owner or author. Every authoring route
 * goes through it.
 */
export async function requireProjectMember(
  ctx: Context,
  services: ServerServices,
  projectSlug: string,
): Promise<{ user: PublicUser; project: ProjectRow; role: 'owner' | 'author' }> {
  const user = requireUser(ctx);
  if (typeof projectSlug !== 'string' || projectSlug.length > 100) throw notFound('Project not found');
  const project = (await services.db('projects').where({ slug: projectSlug }).first()) as ProjectRow | undefined;
  if (!project) throw notFound('Project not found');
  const member = await services.db('project_members').where({ project_id: project.id, user_id: user.id }).first();
  if (!member || user.isGuest) throw forbidden('You are not an author of this project');
  return { user, project, role: member.role };
}

/**
 * The signed-in user's enrolment in a section: 401 without a session, 404 for a section
 * that does not exist, 403 without an enrolment. Open-and-free sections enrol a signed-in
 * visitor (guests included) as a student on first use. Every delivery route goes through it.
 */
export async function requireSectionEnrollment(
  ctx: Context,
  services: ServerServices,
  sectionSlug: string,
): Promise<{ user: PublicUser; section: SectionRow; role: 'student' | 'instructor' }> {
  const user = requireUser(ctx);
  if (typeof sectionSlug !== 'string' || sectionSlug.length > 100) throw notFound('Section not found');
  const section = (await services.db('sections').where({ slug: sectionSlug }).first()) as SectionRow | undefined;
  if (!section) throw notFound('Section not found');
  const enrollment = await services.db('enrollments').where({ section_id: section.id, user_id: user.id }).first();
  if (enrollment) return { user, section, role: enrollment.role };
  if (section.open_and_free) {
    await services.db('enrollments').insert({ section_id: section.id, user_id: user.id, role: 'student' }).onConflict(['section_id', 'user_id']).ignore();
    return { user, section, role: 'student' };
  }
  throw forbidden('You are not enrolled in this section');
}
