import type { Context } from 'koa';
import { requireUser } from './auth/auth-middleware.js';
import { firstHot, runHot } from './db/prepared-sqlite.js';
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

// A project or section with the user's membership or enrolment, in one query: every
// authoring and delivery request makes one of them.
const PROJECT_MEMBER_SQL =
  'select p.id, p.slug, p.title, m.role as member_role from projects p ' +
  'left join project_members m on m.project_id = p.id and m.user_id = ? where p.slug = ?';

const SECTION_ENROLLMENT_SQL =
  'select s.id, s.slug, s.title, s.project_id, s.publication_id, s.open_and_free, e.role as enrolled_role from sections s ' +
  'left join enrollments e on e.section_id = s.id and e.user_id = ? where s.slug = ?';

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
  const row = await firstHot<ProjectRow & { member_role: 'owner' | 'author' | null }>(services.db, PROJECT_MEMBER_SQL, [user.id, projectSlug]);
  if (!row) throw notFound('Project not found');
  if (!row.member_role || user.isGuest) throw forbidden('You are not an author of this project');
  return { user, project: { id: row.id, slug: row.slug, title: row.title }, role: row.member_role };
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
  const row = await firstHot<SectionRow & { enrolled_role: 'student' | 'instructor' | null }>(services.db, SECTION_ENROLLMENT_SQL, [user.id, sectionSlug]);
  if (!row) throw notFound('Section not found');
  const { enrolled_role: enrolledRole, ...section } = row;
  if (enrolledRole) return { user, section, role: enrolledRole };
  if (section.open_and_free) {
    await runHot(services.db, "insert into enrollments (section_id, user_id, role) values (?, ?, 'student') on conflict (section_id, user_id) do nothing", [
      section.id,
      user.id,
    ]);
    return { user, section, role: 'student' };
  }
  throw forbidden('You are not enrolled in this section');
}
