import Router from '@koa/router';
import type { Knex } from 'knex';
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
 * Turns the invitations sent to an email into enrolments of the account that now has it
 * (made at registration, or moved to on an account edit), in one transaction: an
 * enrolment already there keeps its role.
 */
export async function acceptInvitations(db: Knex, user: { readonly id: number; readonly email: string | null }): Promise<number> {
  if (!user.email) return 0;
  const email = user.email.toLowerCase();
  return db.transaction(async (trx) => {
    const invitations = await trx('section_invitations').where({ email }).select('section_id', 'role');
    if (invitations.length === 0) return 0;
    await trx('enrollments')
      .insert(invitations.map((row: Record<string, unknown>) => ({ section_id: row.section_id, user_id: user.id, role: row.role })))
      .onConflict(['section_id', 'user_id'])
      .ignore();
    await trx('section_invitations').where({ email }).delete();
    return invitations.length;
  });
}

/**
 * A section's roster, for a member of its project or an instructor of the section:
 * - `GET /api/v1/sections/{slug}/enrollments` → `{enrollments, invitations}`: enrolments
 *   by role (instructors first), then name; invitations oldest first.
 * - `POST /api/v1/sections/{slug}/enrollments {email, role}` → 200 `{enrollment}` when an
 *   account has the email (an enrolment there takes the new role), or 201 `{invitation}`
 *   when none has: the account made with that email later joins in that role.
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
    const account = await services.users.byEmail(body.email);
    if (!account) {
      const [row] = await db('section_invitations')
        .insert({ section_id: section.id, email: body.email.toLowerCase(), role: body.role, invited_by: user.id, created_at: services.clock.now() })
        .onConflict(['section_id', 'email'])
        .merge(['role'])
        .returning(['id', 'email', 'role', 'created_at']);
      ctx.status = 201;
      ctx.body = { invitation: toInvitation(row as Record<string, unknown>) };
      return;
    }
    await db('enrollments')
      .insert({ section_id: section.id, user_id: account.id, role: body.role })
      .onConflict(['section_id', 'user_id'])
      .merge(['role']);
    ctx.body = { enrollment: { userId: account.id, email: account.email, name: account.name, isGuest: account.isGuest, role: body.role } satisfies RosterEnrollment };
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
