import { randomUUID } from 'node:crypto';
import Router from '@koa/router';
import type { Knex } from 'knex';
import { z } from 'zod';
import { requireUser } from '../auth/auth-middleware.js';
import { forbidden, notFound } from '../http/http-error.js';
import { readBody } from '../http/read-body.js';
import { requireSectionEnrollment, type SectionRow } from '../permissions.js';
import type { ServerServices } from '../server-services.js';
import { activityPartIds, activityReferences } from './activity-references.js';
import { publishedRevisions } from './delivered-resources.js';
import { isUniqueViolation } from '../db/is-unique-violation.js';
import { isoDate, pathId, pathString } from './request-values.js';
import { findSection } from './section-access.js';

/** A part attempt as delivery sees it (delivery §3 "Review attempt": guid, number, state, date). */
export interface PartAttemptView {
  readonly partId: string;
  readonly attemptGuid: string;
  readonly attemptNumber: number;
  readonly state: string;
  readonly date: string | null;
}

export interface ActivityAttemptView {
  readonly activityId: number;
  readonly attemptGuid: string;
  readonly attemptNumber: number;
  readonly state: string;
  readonly date: string | null;
  readonly parts: PartAttemptView[];
}

export interface PageAttemptView {
  readonly attemptGuid: string;
  readonly attemptNumber: number;
  readonly state: string;
  readonly date: string | null;
  readonly activityAttempts: ActivityAttemptView[];
}

interface ResourceAttemptRow {
  id: number;
  guid: string;
  number: number;
  state: string;
  revision_id: number;
  created_at: unknown;
}

/** Keeps the highest-numbered row per key, in first-seen order of the keys. */
function latestBy<T extends { number: number }>(rows: readonly T[], key: (row: T) => string | number): T[] {
  const latest = new Map<string | number, T>();
  for (const row of rows) {
    const current = latest.get(key(row));
    if (!current || Number(row.number) > Number(current.number)) latest.set(key(row), row);
  }
  return [...latest.values()];
}

/** The latest activity and part attempts of a page attempt. */
async function loadView(db: Knex, attempt: ResourceAttemptRow): Promise<PageAttemptView> {
  const activities = latestBy(
    await db('activity_attempts').where({ resource_attempt_id: attempt.id }).orderBy('id').select('id', 'guid', 'resource_id', 'number', 'state', 'created_at'),
    (row) => Number(row.resource_id),
  );
  const parts =
    activities.length === 0
      ? []
      : await db('part_attempts')
          .whereIn('activity_attempt_id', activities.map((row) => row.id))
          .orderBy('id')
          .select('activity_attempt_id', 'guid', 'part_id', 'number', 'state', 'created_at');
  return {
    attemptGuid: attempt.guid,
    attemptNumber: Number(attempt.number),
    state: attempt.state,
    date: isoDate(attempt.created_at),
    activityAttempts: activities.map((activity) => ({
      activityId: Number(activity.resource_id),
      attemptGuid: activity.guid,
      attemptNumber: Number(activity.number),
      state: activity.state,
      date: isoDate(activity.created_at),
      parts: latestBy(
        parts.filter((part) => Number(part.activity_attempt_id) === Number(activity.id)),
        (part) => String(part.part_id),
      ).map((part) => ({
        partId: part.part_id,
        attemptGuid: part.guid,
        attemptNumber: Number(part.number),
        state: part.state,
        date: isoDate(part.created_at),
      })),
    })),
  };
}

const latestAttempt = (db: Knex, sectionId: number, userId: number, resourceId: number) =>
  db('resource_attempts')
    .where({ section_id: sectionId, user_id: userId, resource_id: resourceId })
    .orderBy('number', 'desc')
    .first('id', 'guid', 'number', 'state', 'revision_id', 'created_at') as Promise<ResourceAttemptRow | undefined>;

/**
 * A learner's visit to a page of a section. The latest attempt is reused while it is
 * `active` and on the revision the section delivers; otherwise attempt N+1 is opened on
 * the published revision with, in the same transaction, an activity attempt (number 1,
 * `active`) for each published activity the page references and a part attempt for each
 * of that activity's parts. Two concurrent first visits cannot both open attempt N: the
 * loser reads the winner's.
 */
export async function openPageAttempt(
  db: Knex,
  section: SectionRow,
  userId: number,
  resourceId: number,
  now: Date,
): Promise<{ created: boolean; attempt: PageAttemptView }> {
  const [page] = (await publishedRevisions(db, section.publication_id, [resourceId])).filter((row) => row.kind === 'page');
  if (!page) throw notFound('Page not found in this section');
  const latest = await latestAttempt(db, section.id, userId, resourceId);
  if (latest && latest.state === 'active' && Number(latest.revision_id) === page.revisionId) {
    return { created: false, attempt: await loadView(db, latest) };
  }
  try {
    const created = await db.transaction(async (trx) => {
      const guid = randomUUID();
      const number = latest ? Number(latest.number) + 1 : 1;
      const [row] = await trx('resource_attempts')
        .insert({ guid, section_id: section.id, user_id: userId, resource_id: resourceId, revision_id: page.revisionId, number, state: 'active', created_at: now })
        .returning('id');
      const attempt: ResourceAttemptRow = { id: Number(row.id), guid, number, state: 'active', revision_id: page.revisionId, created_at: now };
      const references = activityReferences(JSON.parse(page.content));
      const published = new Map((await publishedRevisions(trx, section.publication_id, references)).map((r) => [r.resourceId, r]));
      for (const activityId of references) {
        const activity = published.get(activityId);
        if (!activity || activity.kind !== 'activity') continue;
        const [inserted] = await trx('activity_attempts')
          .insert({ guid: randomUUID(), resource_attempt_id: attempt.id, resource_id: activityId, revision_id: activity.revisionId, number: 1, state: 'active', created_at: now })
          .returning('id');
        const partIds = activityPartIds(JSON.parse(activity.content));
        if (partIds.length > 0) {
          await trx('part_attempts').insert(
            partIds.map((partId) => ({ guid: randomUUID(), activity_attempt_id: Number(inserted.id), part_id: partId, number: 1, state: 'active', created_at: now })),
          );
        }
      }
      return attempt;
    });
    return { created: true, attempt: await loadView(db, created) };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const winner = await latestAttempt(db, section.id, userId, resourceId);
    if (!winner) throw error;
    return { created: false, attempt: await loadView(db, winner) };
  }
}

/** An activity model as a learner may see it: without its authoring data (the answers). */
function deliveredModel(text: string): unknown {
  const model = JSON.parse(text) as unknown;
  if (model === null || typeof model !== 'object' || Array.isArray(model)) return model;
  const { authoring: _answers, ...rest } = model as Record<string, unknown>;
  return rest;
}

const parseJson = (text: unknown) => (typeof text === 'string' ? (JSON.parse(text) as unknown) : null);
const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/**
 * Page visits and activity attempt state:
 * - `POST /api/v1/sections/{slug}/resource/{resourceId}/attempt` (enrolled) → 201 when a
 *   new attempt was opened, 200 when the open one is returned:
 *   `{attemptGuid, attemptNumber, state, date, activityAttempts: [{activityId, attemptGuid,
 *   attemptNumber, state, date, parts: [{partId, attemptGuid, attemptNumber, state, date}]}]}`.
 * - `GET /api/v1/state/course/{sectionSlug}/activity_attempt/{attemptGuid}/` (the attempt's
 *   owner) → `{result: 'success', model, state}`.
 */
export function pageAttemptRoutes(services: ServerServices): Router {
  const { db } = services;
  const router = new Router();

  router.post('/api/v1/sections/:slug/resource/:resourceId/attempt', async (ctx) => {
    const { user, section } = await requireSectionEnrollment(ctx, services, ctx.params.slug);
    const resourceId = pathId(ctx.params.resourceId, 'Page');
    await readBody(ctx, z.strictObject({}));
    const { created, attempt } = await openPageAttempt(db, section, user.id, resourceId, services.clock.now());
    ctx.status = created ? 201 : 200;
    ctx.body = attempt;
  });

  router.get('/api/v1/state/course/:sectionSlug/activity_attempt/:attemptGuid', async (ctx) => {
    const user = requireUser(ctx);
    const section = await findSection(db, ctx.params.sectionSlug);
    const guid = pathString(ctx.params.attemptGuid, 'Attempt', 64);
    const attempt = await db('activity_attempts as aa')
      .join('resource_attempts as ra', 'ra.id', 'aa.resource_attempt_id')
      .join('revisions as rev', 'rev.id', 'aa.revision_id')
      .where({ 'aa.guid': guid, 'ra.section_id': section.id })
      .first('aa.id', 'aa.guid', 'aa.resource_id', 'aa.number', 'aa.state', 'aa.score', 'aa.out_of', 'aa.model', 'aa.created_at', 'aa.evaluated_at', 'ra.user_id', 'rev.content');
    if (!attempt) throw notFound('Attempt not found');
    if (Number(attempt.user_id) !== user.id) throw forbidden('This attempt belongs to another learner');
    const parts = latestBy(
      await db('part_attempts').where({ activity_attempt_id: attempt.id }).orderBy('id').select(),
      (part) => String(part.part_id),
    );
    ctx.body = {
      result: 'success',
      model: attempt.model === null || attempt.model === undefined ? deliveredModel(attempt.content) : parseJson(attempt.model),
      state: {
        activityId: Number(attempt.resource_id),
        attemptGuid: attempt.guid,
        attemptNumber: Number(attempt.number),
        state: attempt.state,
        dateCreated: isoDate(attempt.created_at),
        dateEvaluated: isoDate(attempt.evaluated_at),
        score: numberOrNull(attempt.score),
        outOf: numberOrNull(attempt.out_of),
        parts: parts.map((part) => ({
          partId: part.part_id,
          attemptGuid: part.guid,
          attemptNumber: Number(part.number),
          state: part.state,
          dateCreated: isoDate(part.created_at),
          response: parseJson(part.response),
          score: numberOrNull(part.score),
          outOf: numberOrNull(part.out_of),
          feedback: parseJson(part.feedback),
          hintsRequested: Number(part.hints_requested),
        })),
      },
    };
  });

  return router;
}
