import type { Context } from 'koa';
import { activityReferences, type PageItem } from '@quire/core';
import type { RequestState, ServerServices } from '../server-services.js';
import { requireSectionEnrollment } from '../permissions.js';
import { firstHot } from '../db/prepared-sqlite.js';
import { notFound } from '../http/http-error.js';
import { attemptAnswer } from '../delivery-api/activity-attempts.js';
import { activityAttemptHistory } from '../delivery-api/activity-attempt-history.js';
import { findActivityAttempt } from '../delivery-api/activity-attempt-state.js';
import { previewRevisions, publishedRevisions, toStorageItem, type StorageItem } from '../delivery-api/delivered-resources.js';
import { openPageAttempt, type PageAttemptView } from '../delivery-api/page-attempts.js';
import { findPublishedPageBySlug } from '../delivery-api/page-slugs.js';
import { requireSectionPreviewer } from '../delivery-api/section-access.js';
import { hierarchyPages } from '../delivery-api/section-hierarchy.js';
import { recordPageVisit } from '../delivery-api/section-progress.js';
import { deliveredSection } from '../delivery-api/sections.js';
import { deliveredPageData } from '../plugins/delivered-page-data.js';
import type { PublicUser } from '../auth/user-store.js';

/** The message a lesson address shows for a page the section does not deliver, as the lesson screen words it. */
export const NOT_IN_COURSE = 'This page is not part of the course.';

/**
 * What the server draws a lesson page from, embedded in the page for the browser's first
 * render: who is signed in (as `GET /auth/me` answers), and the lesson as the lesson
 * screen would load it through the delivery API.
 */
export interface LessonPageState {
  readonly session: { readonly user: PublicUser; readonly csrfToken?: string } | null;
  readonly lesson: {
    readonly sectionSlug: string;
    readonly slug: string;
    readonly preview: boolean;
    readonly section?: Awaited<ReturnType<typeof deliveredSection>>;
    readonly pageId?: number;
    readonly page?: { readonly title: string; readonly content: { readonly model?: PageItem[] }; readonly pageData?: Record<string, unknown> };
    readonly attempt?: PageAttemptView;
    readonly activities?: Record<string, { attempt: DeliveredAttempt; history: Awaited<ReturnType<typeof activityAttemptHistory>> }>;
    readonly previewActivities?: (StorageItem & { readonly content: Record<string, unknown> })[];
    readonly error?: string;
    /** For a visitor who is not signed in: the section when it takes guests, null when it does not or is unknown (as `GET /sections/{slug}/open` tells). */
    readonly openSection?: { readonly title: string } | null;
  };
}

/** An activity attempt as its learner view takes it (`GET …/activity_attempt/{guid}`): the delivered model, an object, and the state. */
type DeliveredAttempt = Awaited<ReturnType<typeof attemptAnswer>> & { readonly model: Record<string, unknown> };

/** A lesson address to gather, as the lesson routes name it. */
export interface LessonAddress {
  readonly sectionSlug: string;
  readonly slug: string;
  readonly preview: boolean;
}

/** What gathering a lesson comes to: its state, or the page's current slug when the address has a former one. */
export type GatheredLesson = { readonly kind: 'lesson'; readonly state: LessonPageState['lesson'] } | { readonly kind: 'moved'; readonly slug: string };

/**
 * Gathers a lesson for a signed-in reader with the delivery API's own rules: a learner is
 * enrolled (open sections enrol on first use), opens or resumes the page attempt and has
 * the visit recorded, and reads the publication without authoring data; a previewer is a
 * member of the project or an instructor of the section and reads the models whole.
 * Refusals throw the API's HttpErrors (403, 404).
 */
export async function gatherLesson(ctx: Context, services: ServerServices, address: LessonAddress): Promise<GatheredLesson> {
  const { db } = services;
  const { sectionSlug, slug, preview } = address;
  const access = preview
    ? { ...(await requireSectionPreviewer(ctx, services, sectionSlug)), role: 'instructor' as const }
    : { ...(await requireSectionEnrollment(ctx, services, sectionSlug)), revisions: 'published' as const };
  const { section, user } = access;
  const delivered = await deliveredSection(services, section, access.role, preview);
  const pages = hierarchyPages(delivered.hierarchy);
  const node = pages.find((page) => page.slug === slug);
  if (!node) {
    // An address from before a rename moves to the page's current one.
    const current = slug.length <= 200 ? await findPublishedPageBySlug(db, section.publication_id, slug) : undefined;
    if (current && current.slug !== slug && pages.some((page) => page.slug === current.slug)) return { kind: 'moved', slug: current.slug };
    throw notFound(NOT_IN_COURSE);
  }
  const pageId = Number(node.id);
  const read = (ids: readonly number[]) =>
    access.revisions === 'current' ? previewRevisions(db, section.project_id, ids) : publishedRevisions(db, section.publication_id, ids);
  const [pageRow] = await read([pageId]);
  if (!pageRow) throw notFound(NOT_IN_COURSE);
  const { title, content } = toStorageItem(pageRow, preview);
  const pageData = await deliveredPageData(services, {
    projectId: section.project_id,
    publicationId: access.revisions === 'current' ? undefined : section.publication_id,
    content: content as Record<string, unknown>,
  });
  const page = { title, content: content as { model?: PageItem[] }, ...(pageData ? { pageData } : {}) };
  const base = { sectionSlug, slug, preview, section: delivered, pageId, page };

  if (preview) {
    const previewActivities = (await read(activityReferences(content))).map((row) => toStorageItem(row, true) as StorageItem & { content: Record<string, unknown> });
    return { kind: 'lesson', state: { ...base, previewActivities } };
  }
  const now = services.clock.now();
  const { attempt } = await openPageAttempt(db, services, section, user.id, pageId, now);
  await recordPageVisit(db, section.id, user.id, pageId, now);
  const published = new Map((await publishedRevisions(db, section.publication_id, attempt.activityAttempts.map((a) => a.activityId))).map((row) => [row.resourceId, row]));
  const activities: NonNullable<LessonPageState['lesson']['activities']> = {};
  for (const activity of attempt.activityAttempts) {
    const row = await findActivityAttempt(db, section.id, activity.attemptGuid);
    const revision = published.get(activity.activityId);
    if (!row || !revision) continue;
    activities[activity.attemptGuid] = {
      attempt: (await attemptAnswer(services, row)) as DeliveredAttempt,
      history: await activityAttemptHistory(db, section.id, user.id, activity.activityId, revision.content),
    };
  }
  return { kind: 'lesson', state: { ...base, attempt, activities } };
}

/** The lesson as a visitor who is not signed in meets it: the offer to sign in, and to join as a guest where the section takes guests. */
export async function signInLesson(services: ServerServices, address: LessonAddress): Promise<LessonPageState['lesson']> {
  const section =
    address.sectionSlug.length <= 100
      ? await firstHot<{ title: string }>(services.db, 'select title from sections where slug = ? and open_and_free = ?', [address.sectionSlug, true])
      : undefined;
  return { ...address, openSection: section ? { title: section.title } : null };
}

/** Who is signed in, as `GET /auth/me` answers. */
export async function sessionState(ctx: Context, services: ServerServices): Promise<LessonPageState['session']> {
  const state = ctx.state as RequestState;
  if (!state.user) return null;
  return { user: await services.users.withAccount(state.user), csrfToken: state.session?.csrfToken };
}
