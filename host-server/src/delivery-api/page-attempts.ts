import { randomUUID } from 'node:crypto';
import Router from '@koa/router';
import type { Knex } from 'knex';
import type { Logger, PluginHost } from '@quire/core';
import { z } from 'zod';
import { sharedStoredContent } from '../authoring/shared-stored-content.js';
import { notFound } from '../http/http-error.js';
import { readBody } from '../http/read-body.js';
import { requireSectionEnrollment, type SectionRow } from '../permissions.js';
import type { ServerServices } from '../server-services.js';
import { activityReferences } from './activity-references.js';
import { carryOverActivityAttempts } from './carry-over-activity-attempts.js';
import { createActivityAttempt } from './create-activity-attempt.js';
import { publishedRevisions } from './delivered-resources.js';
import { isUniqueViolation } from '../db/is-unique-violation.js';
import { allHot, firstHot } from '../db/prepared-sqlite.js';
import { isoDate, pathId } from './request-values.js';
import { logicCandidate } from './activity-logic-candidate.js';
import { drawSelections, pageSelections, type SelectionDraw } from './selection-draws.js';
import { loadSelectionDraws, publishedActivities, saveSelectionDraws } from './selection-draws-store.js';
import { recordPageVisit } from './section-progress.js';

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
  /** The activity type's slug: which plugin's learner view draws it. */
  readonly activityType: string | null;
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
  /** The activities each selection of the page drew, in page order. */
  readonly selections: SelectionDraw[];
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

/** The latest activity and part attempts of a page attempt, and its selections' draws. */
async function loadView(db: Knex, attempt: ResourceAttemptRow, selectionIds: readonly string[]): Promise<PageAttemptView> {
  const activities = latestBy(
    await allHot<{ id: number; guid: string; resource_id: number; number: number; state: string; created_at: unknown; activity_type: string | null }>(
      db,
      'select aa.id, aa.guid, aa.resource_id, aa."number", aa.state, aa.created_at, r.activity_type from activity_attempts aa ' +
        'join resources r on r.id = aa.resource_id where aa.resource_attempt_id = ? order by aa.id',
      [attempt.id],
    ),
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
      activityType: activity.activity_type ?? null,
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
    selections: await loadSelectionDraws(db, attempt.id, selectionIds),
  };
}

const latestAttempt = (db: Knex, sectionId: number, userId: number, resourceId: number) =>
  firstHot<ResourceAttemptRow>(
    db,
    'select id, guid, "number", state, revision_id, created_at from resource_attempts where section_id = ? and user_id = ? and resource_id = ? order by "number" desc limit 1',
    [sectionId, userId, resourceId],
  );

/**
 * A learner's visit to a page of a section. The latest attempt is reused while it is
 * `active` and on the revision the section delivers; otherwise attempt N+1 is opened on
 * the published revision with, in the same transaction, an activity attempt (number 1,
 * `active`, its model shuffled with its own seed) for each published activity the page
 * references and a part attempt for each of that activity's parts. When the section moved
 * to a newer publication, the learner's earlier attempts at each activity come along
 * (`carryOverActivityAttempts`): an unchanged activity keeps its latest attempt as the
 * current one, a changed one starts its next attempt after them. Each `selection` of
 * the page draws its activities from the publication's (seeded by the attempt and the
 * selection, stored with the attempt) and they get attempts the same way. Two concurrent
 * first visits cannot both open attempt N: the loser reads the winner's.
 */
export async function openPageAttempt(
  db: Knex,
  plugins: { readonly host: PluginHost; readonly logger: Logger },
  section: SectionRow,
  userId: number,
  resourceId: number,
  now: Date,
): Promise<{ created: boolean; attempt: PageAttemptView }> {
  const [page] = (await publishedRevisions(db, section.publication_id, [resourceId])).filter((row) => row.kind === 'page');
  if (!page) throw notFound('Page not found in this section');
  const pageContent = sharedStoredContent(page.content, 'page');
  const selections = pageSelections(pageContent);
  const selectionIds = selections.map((selection) => selection.id);
  const latest = await latestAttempt(db, section.id, userId, resourceId);
  if (latest && latest.state === 'active' && Number(latest.revision_id) === page.revisionId) {
    return { created: false, attempt: await loadView(db, latest, selectionIds) };
  }
  try {
    const created = await db.transaction(async (trx) => {
      const guid = randomUUID();
      const number = latest ? Number(latest.number) + 1 : 1;
      const [row] = await trx('resource_attempts')
        .insert({ guid, section_id: section.id, user_id: userId, resource_id: resourceId, revision_id: page.revisionId, number, state: 'active', created_at: now })
        .returning('id');
      const attempt: ResourceAttemptRow = { id: Number(row.id), guid, number, state: 'active', revision_id: page.revisionId, created_at: now };
      const references = activityReferences(pageContent);
      const published = new Map((await publishedRevisions(trx, section.publication_id, references)).map((r) => [r.resourceId, r]));
      // The learner's earlier visits on another revision (the section now delivers a newer publication).
      const earlier =
        latest?.state === 'active'
          ? ((await trx('resource_attempts').where({ section_id: section.id, user_id: userId, resource_id: resourceId }).whereNot('id', attempt.id).pluck('id')) as number[])
          : [];
      const startActivity = async (activity: { resourceId: number; revisionId: number; activityType: string | null; content: string }) => {
        const carried = await carryOverActivityAttempts(trx, {
          fromPageAttemptIds: earlier,
          toPageAttemptId: attempt.id,
          activityId: activity.resourceId,
          revisionId: activity.revisionId,
        });
        if (carried.kind === 'current') return;
        await createActivityAttempt(trx, plugins, {
          resourceAttemptId: attempt.id,
          resourceId: activity.resourceId,
          revisionId: activity.revisionId,
          activityType: activity.activityType,
          content: sharedStoredContent(activity.content, 'activity'),
          number: carried.kind === 'changed' ? carried.nextNumber : 1,
          now,
        });
      };
      for (const activityId of references) {
        const activity = published.get(activityId);
        if (activity?.kind === 'activity') await startActivity(activity);
      }
      if (selections.length > 0) {
        const activities = await publishedActivities(trx, section.publication_id);
        // Activity types have no ids yet, so a `type` condition sees activities without one.
        const draws = drawSelections(selections, activities.map((activity) => logicCandidate(activity)), references, guid);
        await saveSelectionDraws(trx, attempt.id, draws);
        const byId = new Map(activities.map((activity) => [activity.resourceId, activity]));
        for (const activityId of draws.flatMap((draw) => draw.activityIds)) {
          const activity = byId.get(activityId);
          if (activity) await startActivity(activity);
        }
      }
      return attempt;
    });
    return { created: true, attempt: await loadView(db, created, selectionIds) };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const winner = await latestAttempt(db, section.id, userId, resourceId);
    if (!winner) throw error;
    return { created: false, attempt: await loadView(db, winner, selectionIds) };
  }
}

/**
 * Page visits:
 * - `POST /api/v1/sections/{slug}/resource/{resourceId}/attempt` (enrolled) → 201 when a
 *   new attempt was opened, 200 when the open one is returned:
 *   `{attemptGuid, attemptNumber, state, date, activityAttempts: [{activityId, activityType, attemptGuid,
 *   attemptNumber, state, date, parts: [{partId, attemptGuid, attemptNumber, state, date}]}],
 *   selections: [{selectionId, activityIds}]}`; drawn activities have their attempts in `activityAttempts`.
 *
 * An activity attempt's own routes (read, submit, hint, reset) are in activity-attempts.ts.
 */
export function pageAttemptRoutes(services: ServerServices): Router {
  const { db } = services;
  const router = new Router();

  router.post('/api/v1/sections/:slug/resource/:resourceId/attempt', async (ctx) => {
    const { user, section } = await requireSectionEnrollment(ctx, services, ctx.params.slug);
    const resourceId = pathId(ctx.params.resourceId, 'Page');
    await readBody(ctx, z.strictObject({}));
    const now = services.clock.now();
    const { created, attempt } = await openPageAttempt(db, services, section, user.id, resourceId, now);
    await recordPageVisit(db, section.id, user.id, resourceId, now);
    ctx.status = created ? 201 : 200;
    ctx.body = attempt;
  });

  return router;
}
