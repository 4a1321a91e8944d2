import Router from '@koa/router';
import { z } from 'zod';
import { requireUser } from '../auth/auth-middleware.js';
import type { PublicUser } from '../auth/user-store.js';
import { notFound } from '../http/http-error.js';
import { readBody } from '../http/read-body.js';
import type { ServerServices } from '../server-services.js';
import { isoDate, pathId } from './request-values.js';

/** An invitation to a section, as the invited person sees it on My Courses. */
export interface MyInvitation {
  readonly invitationId: number;
  readonly sectionSlug: string;
  readonly sectionTitle: string;
  readonly projectTitle: string;
  readonly role: 'student' | 'instructor';
  readonly invitedBy: string | null;
  readonly invitedAt: string | null;
}

/** The most invitations My Courses lists. */
export const MY_INVITATIONS_LIMIT = 100;

// A guest has no email, so no invitation is ever theirs.
const emailOf = (user: PublicUser) => (user.isGuest || !user.email ? null : user.email.toLowerCase());

/**
 * The signed-in person's invitations, sent to their account's email by an instructor or an
 * author adding it to a section's roster:
 * - `GET /api/v1/invitations` → `{invitations: MyInvitation[]}`, newest first;
 * - `POST /api/v1/invitations/{id}/accept` → `{sectionSlug, role}`: enrolled in the invited
 *   role (an enrolment already there keeps its own);
 * - `DELETE /api/v1/invitations/{id}` → 204: declined.
 * An invitation to another email is a 404, as one that does not exist.
 */
export function invitationRoutes(services: ServerServices): Router {
  const { db } = services;
  const router = new Router({ prefix: '/api/v1/invitations' });

  const findMine = async (user: PublicUser, id: unknown) => {
    const invitationId = pathId(id, 'Invitation');
    const email = emailOf(user);
    const row = email
      ? ((await db('section_invitations as i')
          .join('sections as s', 's.id', 'i.section_id')
          .where({ 'i.id': invitationId, 'i.email': email })
          .first('i.id', 'i.section_id', 'i.role', 's.slug')) as { id: number; section_id: number; role: string; slug: string } | undefined)
      : undefined;
    if (!row) throw notFound('Invitation not found');
    return row;
  };

  router.get('/', async (ctx) => {
    const email = emailOf(requireUser(ctx));
    const rows = email
      ? ((await db('section_invitations as i')
          .join('sections as s', 's.id', 'i.section_id')
          .join('projects as p', 'p.id', 's.project_id')
          .leftJoin('users as u', 'u.id', 'i.invited_by')
          .where('i.email', email)
          .orderBy([{ column: 'i.created_at', order: 'desc' }, { column: 'i.id', order: 'desc' }])
          .limit(MY_INVITATIONS_LIMIT)
          .select('i.id', 'i.role', 'i.created_at', 's.slug', 's.title', 'p.title as project_title', 'u.name as invited_by')) as Record<string, unknown>[])
      : [];
    ctx.body = {
      invitations: rows.map(
        (row): MyInvitation => ({
          invitationId: Number(row.id),
          sectionSlug: String(row.slug),
          sectionTitle: String(row.title),
          projectTitle: String(row.project_title),
          role: row.role as MyInvitation['role'],
          invitedBy: (row.invited_by as string | null) ?? null,
          invitedAt: isoDate(row.created_at),
        }),
      ),
    };
  });

  router.post('/:id/accept', async (ctx) => {
    const user = requireUser(ctx);
    await readBody(ctx, z.strictObject({}));
    const invitation = await findMine(user, ctx.params.id);
    await db.transaction(async (trx) => {
      await trx('enrollments').insert({ section_id: invitation.section_id, user_id: user.id, role: invitation.role }).onConflict(['section_id', 'user_id']).ignore();
      await trx('section_invitations').where({ id: invitation.id }).delete();
    });
    const enrolled = await db('enrollments').where({ section_id: invitation.section_id, user_id: user.id }).first('role');
    ctx.body = { sectionSlug: invitation.slug, role: enrolled.role };
  });

  router.delete('/:id', async (ctx) => {
    const user = requireUser(ctx);
    const invitation = await findMine(user, ctx.params.id);
    await db('section_invitations').where({ id: invitation.id }).delete();
    ctx.status = 204;
  });

  return router;
}
