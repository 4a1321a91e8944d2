import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { testDialects } from '../testing/test-database.js';
import { addRevision, buildSection, enrolledUser, pageContent, signedInUser } from './testing/signed-in-user.js';

describe.each(testDialects())('delivery storage on %s', (dialect) => {
  let server: TestServer;
  let course: Awaited<ReturnType<typeof buildSection>>;
  let learner: Awaited<ReturnType<typeof enrolledUser>>;
  beforeAll(async () => {
    server = await startTestServer(dialect);
    course = await buildSection(server);
    learner = await enrolledUser(server, course.sectionSlug);
    await addRevision(server.services.db, course.lesson.resourceId, { title: 'Draft', content: pageContent('Unpublished draft') });
  });
  afterAll(() => server.close());

  const path = (id: number | string, query = '') => `/api/v1/storage/course/${course.sectionSlug}/resource/${id}${query}`;

  it('reads a published page, and an activity without its answers', async () => {
    const page = await learner.client.get(path(course.lesson.resourceId));
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ result: 'success', resourceId: course.lesson.resourceId, activityType: null, title: 'Lesson', authoring: null, objectives: {} });
    expect(page.body.content.model[0].children[0].children[0].text).toBe('Hello');
    const activity = await learner.client.get(path(course.activity.resourceId));
    expect(activity.body).toMatchObject({ resourceId: course.activity.resourceId, activityType: 'oli_multiple_choice', title: 'Question', authoring: null });
    expect(activity.body.content.stem).toBeDefined();
    expect(activity.body.content).not.toHaveProperty('authoring');
  });

  it('reads several in the order asked, leaving out what the publication does not hold', async () => {
    const answer = await learner.client.post(`/api/v1/storage/course/${course.sectionSlug}/resource`, {
      resourceIds: [course.second.resourceId, String(course.lesson.resourceId), course.deleted.resourceId, 999999, course.second.resourceId],
    });
    expect(answer).toMatchObject({ status: 200, body: { result: 'success' } });
    expect(answer.body.results.map((r: { resourceId: number; title: string }) => [r.resourceId, r.title])).toEqual([
      [course.second.resourceId, 'Second'],
      [course.lesson.resourceId, 'Lesson'],
    ]);
  });

  it('previews with authoring data: current revisions for project members, the publication for instructors', async () => {
    const preview = await course.author.client.get(path(course.lesson.resourceId, '?mode=preview'));
    expect(preview).toMatchObject({ status: 200, body: { title: 'Draft' } });
    const activity = await course.author.client.get(path(course.activity.resourceId, '?mode=preview'));
    expect(activity.body.authoring.parts.map((p: { id: string }) => p.id)).toEqual(['1', '2']);
    const bulk = await course.author.client.post(`/api/v1/storage/course/${course.sectionSlug}/resource?mode=preview`, { resourceIds: [course.lesson.resourceId, course.deleted.resourceId] });
    expect(bulk.body.results.map((r: { title: string }) => r.title)).toEqual(['Draft']);

    const instructor = await enrolledUser(server, course.sectionSlug, 'instructor');
    expect((await instructor.client.get(path(course.lesson.resourceId, '?mode=preview'))).body.title).toBe('Lesson');
    const instructorActivity = await instructor.client.get(path(course.activity.resourceId, '?mode=preview'));
    expect(instructorActivity.body.authoring.parts.map((p: { id: string }) => p.id)).toEqual(['1', '2']);

    expect(await learner.client.get(path(course.lesson.resourceId, '?mode=preview'))).toMatchObject({ status: 403, body: { message: 'Only authors of this project and instructors of this section may preview it' } });
    expect((await learner.client.post(`/api/v1/storage/course/${course.sectionSlug}/resource?mode=preview`, { resourceIds: [1] })).status).toBe(403);
    expect((await learner.client.get(path(course.lesson.resourceId, '?mode=edit'))).status).toBe(400);
  });

  it('answers 401, 404 and 403', async () => {
    expect((await server.client().get(path(course.lesson.resourceId))).status).toBe(401);
    expect((await server.client().get(path(course.lesson.resourceId, '?mode=preview'))).status).toBe(401);
    expect((await server.client().post(`/api/v1/storage/course/${course.sectionSlug}/resource`, { resourceIds: [] })).status).toBe(401);
    expect((await learner.client.get(path(999999))).status).toBe(404);
    expect((await learner.client.get(path('abc'))).status).toBe(404);
    expect((await learner.client.get(path(course.deleted.resourceId))).status).toBe(404);
    expect((await learner.client.get(`/api/v1/storage/course/nope/resource/${course.lesson.resourceId}`)).status).toBe(404);
    const stranger = await signedInUser(server);
    expect((await stranger.client.get(path(course.lesson.resourceId))).status).toBe(403);
    expect((await stranger.client.post(`/api/v1/storage/course/${course.sectionSlug}/resource`, { resourceIds: [course.lesson.resourceId] })).status).toBe(403);
  });

  it.each([[{}], [{ resourceIds: 'all' }], [{ resourceIds: [{ $gt: 0 }] }], [{ resourceIds: [-1] }], [{ resourceIds: ['1 or 1=1'] }], [{ resourceIds: [1], extra: true }], [{ resourceIds: Array.from({ length: 501 }, (_, i) => i + 1) }]])(
    'refuses a malformed bulk read %j with a 400',
    async (body) => {
      const answer = await learner.client.post(`/api/v1/storage/course/${course.sectionSlug}/resource`, body);
      expect(answer.status).toBe(400);
      expect(typeof answer.body.message).toBe('string');
    },
  );
});
