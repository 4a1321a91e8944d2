import type { Knex } from 'knex';
import { ApiClient } from '../http/api-client.js';
import { DEMO_ACCOUNTS, DEMO_ACTIVITIES, DEMO_BANK_ACTIVITIES, DEMO_CHECK_PAGE, DEMO_PAGES, DEMO_OPEN_SECTION_TITLE, DEMO_PROJECT_TITLE, DEMO_SECTION_TITLE, DEMO_SURVEY_ACTIVITY, demoPracticePage } from './demo-course.js';

/** True when the database has no account yet: a fresh install. */
export async function isFreshDatabase(db: Knex): Promise<boolean> {
  return (await db('users').first('id')) === undefined;
}

export interface SeedDemoOptions {
  /** Stops the seeding before its next request once aborted (the request under way ends first). */
  readonly signal?: AbortSignal;
  /** Told each step as it begins, e.g. `register author@example.com`. */
  readonly onStep?: (step: string) => void;
}

/**
 * Builds the demo course through the server's own public routes, as a person would: the
 * three accounts, a project with a module of pages (one with two activities, one with pagination, a survey and alternatives), a publication, a section with the
 * instructor and the learner enrolled, and a second section open to everyone. Answers the first section's slug.
 */
export async function seedDemo(baseUrl: string, options: SeedDemoOptions = {}): Promise<string> {
  const expectOk = async <T>(what: string, call: () => Promise<{ status: number; body: T }>): Promise<T> => {
    options.signal?.throwIfAborted();
    options.onStep?.(what);
    const response = await call();
    if (response.status < 200 || response.status >= 300) {
      throw new Error(`Seeding the demo failed at ${what}: ${response.status} ${JSON.stringify(response.body)}`);
    }
    return response.body;
  };
  const author = new ApiClient(baseUrl);
  for (const account of Object.values(DEMO_ACCOUNTS)) {
    await expectOk(`register ${account.email}`, () => new ApiClient(baseUrl).post('/api/v1/auth/register', account));
  }
  await expectOk('sign in', () => author.post('/api/v1/auth/login', { email: DEMO_ACCOUNTS.author.email, password: DEMO_ACCOUNTS.author.password }));
  const { slug } = await expectOk<{ slug: string }>('project', () => author.post('/api/v1/projects', { title: DEMO_PROJECT_TITLE }));
  const module = await expectOk<{ id: number }>('module', () => author.post(`/api/v1/projects/${slug}/curriculum`, { kind: 'container', title: 'Module 1: Measurement' }));
  for (const page of DEMO_PAGES) {
    const created = await expectOk<{ id: number }>(page.title, () => author.post(`/api/v1/projects/${slug}/curriculum`, { kind: 'page', title: page.title, parentId: module.id }));
    await expectOk(`lock ${page.title}`, () => author.post(`/api/v1/project/${slug}/lock/${created.id}`));
    await expectOk(`save ${page.title}`, () => author.put(`/api/v1/project/${slug}/resource/${created.id}`, {
      update: { content: { model: [{ type: 'content', id: `content-${created.id}`, children: page.content }] } },
      releaseLock: true,
    }));
  }
  const check = await expectOk<{ id: number }>('check page', () => author.post(`/api/v1/projects/${slug}/curriculum`, { kind: 'page', title: DEMO_CHECK_PAGE.title, parentId: module.id }));
  const references: { type: 'activity-reference'; id: string; activity_id: number }[] = [];
  for (const activity of DEMO_ACTIVITIES) {
    const created = await expectOk<{ resourceId: number }>(activity.typeSlug, () => author.post(`/api/v1/project/${slug}/activity/${activity.typeSlug}`, { model: activity.model, scope: 'embedded' }));
    references.push({ type: 'activity-reference', id: `activity-${created.resourceId}`, activity_id: created.resourceId });
  }
  await expectOk('lock check page', () => author.post(`/api/v1/project/${slug}/lock/${check.id}`));
  await expectOk('save check page', () => author.put(`/api/v1/project/${slug}/resource/${check.id}`, {
    update: { content: { model: [{ type: 'content', id: `content-${check.id}`, children: DEMO_CHECK_PAGE.intro }, ...references] } },
    releaseLock: true,
  }));
  for (const activity of DEMO_BANK_ACTIVITIES) {
    await expectOk(activity.title, () => author.post(`/api/v1/project/${slug}/activity/${activity.typeSlug}`, { model: activity.model, title: activity.title, scope: 'banked' }));
  }
  const surveyQuestion = await expectOk<{ resourceId: number }>('survey question', () => author.post(`/api/v1/project/${slug}/activity/${DEMO_SURVEY_ACTIVITY.typeSlug}`, { model: DEMO_SURVEY_ACTIVITY.model, scope: 'embedded' }));
  const practice = demoPracticePage(surveyQuestion.resourceId);
  const practicePage = await expectOk<{ id: number }>('practice page', () => author.post(`/api/v1/projects/${slug}/curriculum`, { kind: 'page', title: practice.title, parentId: module.id }));
  await expectOk('lock practice page', () => author.post(`/api/v1/project/${slug}/lock/${practicePage.id}`));
  await expectOk('save practice page', () => author.put(`/api/v1/project/${slug}/resource/${practicePage.id}`, { update: { content: { model: practice.model } }, releaseLock: true }));
  await expectOk('publish', () => author.post(`/api/v1/project/${slug}/publish`));
  const { sectionSlug } = await expectOk<{ sectionSlug: string }>('section', () => author.post('/api/v1/sections', { projectSlug: slug, title: DEMO_SECTION_TITLE }));
  // The instructor and the learner are invited by email and join, as they would from My Courses.
  for (const [account, role] of [
    [DEMO_ACCOUNTS.instructor, 'instructor'],
    [DEMO_ACCOUNTS.learner, 'student'],
  ] as const) {
    await expectOk(`invite ${account.email}`, () => author.post(`/api/v1/sections/${sectionSlug}/enrollments`, { email: account.email, role }));
    const invitee = new ApiClient(baseUrl);
    await expectOk(`sign in ${account.email}`, () => invitee.post('/api/v1/auth/login', { email: account.email, password: account.password }));
    const { invitations } = await expectOk<{ invitations: { invitationId: number; sectionSlug: string }[] }>(`invitations of ${account.email}`, () => invitee.get('/api/v1/invitations'));
    const invitation = invitations.find((candidate) => candidate.sectionSlug === sectionSlug);
    if (!invitation) throw new Error(`Seeding the demo failed: ${account.email} was not invited to ${sectionSlug}`);
    await expectOk(`join ${account.email}`, () => invitee.post(`/api/v1/invitations/${invitation.invitationId}/accept`));
  }
  await expectOk('open section', () => author.post('/api/v1/sections', { projectSlug: slug, title: DEMO_OPEN_SECTION_TITLE, openAndFree: true }));
  return sectionSlug;
}
