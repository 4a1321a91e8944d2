import Router from '@koa/router';
import { z } from 'zod';
import { notFound } from '../http/http-error.js';
import { readBody } from '../http/read-body.js';
import type { ServerServices } from '../server-services.js';
import { requireSectionManager } from './section-access.js';
import { pathId } from './request-values.js';

const enrollBody = z.strictObject({
  email: z.string().trim().max(320).email('Enter a valid email address'),
  role: z.enum(['student', 'instructor']),
});

/** An enrolment as the roster lists it. */
export interface RosterEnrollment {
  readonly userId: number;
  readonly email: string | null;
  readonly name: string;
  readonly isGuest: boolean;
  readonly role: 'student' | 'instructor';
}

/** An email invited to a section before any account had it. */
export interface RosterInvitation {
  readonly invitationId: number;
  readonly email: string;
  readonly role: 'student' | 'instructor';
  readonly invitedAt: string;
}

const toInvitation = (row: Record<string, unknown>): RosterInvitation => ({
  invitationId: Number(row.id),
  email: String(row.email),
  role: row.role as RosterInvitation['role'],
  invitedAt: new Date(row.created_at as string | Date).toISOString(),
});

/**
 * A section's roster, for a member of its project or an instructor of the section:
 * - `GET /api/v1/sections/{slug}/enrollments` → `{enrollments, invitations}`: enrolments
 *   by role (instructors first), then name; invitations oldest first.
 * - `POST /api/v1/sections/{slug}/enrollments {email, role}` → 201 `{invitation}`: the email
 *   is invited in that role, the same answer whether an account has it or not; its owner
 *   joins from My Courses (`invitationRoutes`). An email already enrolled takes the new role
 *   at once: 200 `{enrollment}`.
 * - `DELETE /api/v1/sections/{slug}/enrollments/{userId}` → 204; the learner's attempts
 *   stay, so enrolling them again brings their work back.
 * - `DELETE /api/v1/sections/{slug}/invitations/{invitationId}` → 204.
 */
export function sectionRosterRoutes(services: ServerServices): Router {
  const { db } = services;
  const router = new Router({ prefix: '/api/v1/sections' });
  const manager = { instructors: true };

  router.get('/:slug/enrollments', async (ctx) => {
    const { section } = await requireSectionManager(ctx, services, ctx.params.slug, manager);
    const [enrollments, invitations] = await Promise.all([
      db('enrollments as e')
        .join('users as u', 'u.id', 'e.user_id')
        .where('e.section_id', section.id)
        .orderBy([{ column: 'e.role' }, { column: 'u.name' }, { column: 'u.id' }])
        .select('u.id', 'u.email', 'u.name', 'u.is_guest', 'e.role'),
      db('section_invitations').where({ section_id: section.id }).orderBy('id').select('id', 'email', 'role', 'created_at'),
    ]);
    ctx.body = {
      enrollments: enrollments.map(
        (row: Record<string, unknown>): RosterEnrollment => ({
          userId: Number(row.id),
          email: (row.email as string | null) ?? null,
          name: String(row.name),
          isGuest: Boolean(row.is_guest),
          role: row.role as RosterEnrollment['role'],
        }),
      ),
      invitations: invitations.map(toInvitation),
    };
  });

  router.post('/:slug/enrollments', async (ctx) => {
    const { user, section } = await requireSectionManager(ctx, services, ctx.params.slug, manager);
    const body = await readBody(ctx, enrollBody);
    const email = body.email.toLowerCase();
    // Someone already in the roster (whose email the roster shows) just takes the new role.
    const enrolled = (await db('enrollments as e')
      .join('users as u', 'u.id', 'e.user_id')
      .where({ 'e.section_id': section.id, 'u.email': email })
      .first('u.id', 'u.email', 'u.name', 'u.is_guest')) as { id: number; email: string; name: string; is_guest: boolean | number } | undefined;
    if (enrolled) {
      await db('enrollments').where({ section_id: section.id, user_id: enrolled.id }).update({ role: body.role });
      ctx.body = {
        enrollment: { userId: Number(enrolled.id), email: enrolled.email, name: enrolled.name, isGuest: Boolean(enrolled.is_guest), role: body.role } satisfies RosterEnrollment,
      };
      return;
    }
    // Anyone else is invited, whether an account has the email or not: the answer is the
    // same, so adding an email tells nothing of its account until its owner joins.
    const [row] = await db('section_invitations')
      .insert({ section_id: section.id, email, role: body.role, invited_by: user.id, created_at: services.clock.now() })
      .onConflict(['section_id', 'email'])
      .merge(['role'])
      .returning(['id', 'email', 'role', 'created_at']);
    ctx.status = 201;
    ctx.body = { invitation: toInvitation(row as Record<string, unknown>) };
  });

  router.delete('/:slug/enrollments/:userId', async (ctx) => {
    const { section } = await requireSectionManager(ctx, services, ctx.params.slug, manager);
    const userId = pathId(ctx.params.userId, 'Enrolment');
    const removed = await db('enrollments').where({ section_id: section.id, user_id: userId }).delete();
    if (removed === 0) throw notFound('Enrolment not found');
    ctx.status = 204;
  });

  router.delete('/:slug/invitations/:invitationId', async (ctx) => {
    const { section } = await requireSectionManager(ctx, services, ctx.params.slug, manager);
    const invitationId = pathId(ctx.params.invitationId, 'Invitation');
    const removed = await db('section_invitations').where({ section_id: section.id, id: invitationId }).delete();
    if (removed === 0) throw notFound('Invitation not found');
    ctx.status = 204;
  });

  return router;
}
