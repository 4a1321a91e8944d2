import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { testDialects } from '../testing/test-database.js';
import { addRevision, buildSection, countRows, enrolledUser, pageContent, signedInUser } from './testing-fixtures.js';

describe.each(testDialects())('page attempts on %s', (dialect) => {
  let server: TestServer;
  let course: Awaited<ReturnType<typeof buildSection>>;
  beforeAll(async () => {
    server = await startTestServer(dialect);
    course = await buildSection(server);
  });
  afterAll(() => server.close());

  const visit = (slug: string, id: number | string) => `/api/v1/sections/${slug}/resource/${id}/attempt`;

  it('opens an attempt with activity and part attempts, and returns it on the next visit', async () => {
    const learner = await enrolledUser(server, course.sectionSlug);
    const first = await learner.client.post(visit(course.sectionSlug, course.lesson.resourceId));
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ attemptGuid: expect.any(String), attemptNumber: 1, state: 'active', date: expect.any(String) });
    expect(first.body.activityAttempts).toHaveLength(1);
    const [activity] = first.body.activityAttempts;
    expect(activity).toMatchObject({ activityId: course.activity.resourceId, activityType: 'oli_multiple_choice', attemptNumber: 1, state: 'active' });
    expect(activity.parts.map((p: { partId: string; attemptNumber: number; state: string }) => [p.partId, p.attemptNumber, p.state])).toEqual([
      ['1', 1, 'active'],
      ['2', 1, 'active'],
    ]);
    const row = await server.services.db('resource_attempts').where({ guid: first.body.attemptGuid }).first();
    expect(Number(row.revision_id)).toBe(course.lesson.revisionId);

    const again = await learner.client.post(visit(course.sectionSlug, course.lesson.resourceId), {});
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);

    const plain = await learner.client.post(visit(course.sectionSlug, course.second.resourceId));
    expect(plain).toMatchObject({ status: 201, body: { attemptNumber: 1, activityAttempts: [] } });
  });

  it('opens a new attempt once the section delivers a new revision of the page', async () => {
    const local = await buildSection(server);
    const learner = await enrolledUser(server, local.sectionSlug);
    const first = await learner.client.post(visit(local.sectionSlug, local.second.resourceId));
    const revised = await addRevision(server.services.db, local.second.resourceId, { title: 'Second', content: pageContent('v2') });
    expect((await learner.client.post(visit(local.sectionSlug, local.second.resourceId))).body.attemptGuid).toBe(first.body.attemptGuid);
    await local.author.client.post(`/api/v1/project/${local.project.slug}/publish`);
    await local.author.client.put(`/api/v1/sections/${local.sectionSlug}/publication`);
    const next = await learner.client.post(visit(local.sectionSlug, local.second.resourceId));
    expect(next).toMatchObject({ status: 201, body: { attemptNumber: 2 } });
    expect(Number((await server.services.db('resource_attempts').where({ guid: next.body.attemptGuid }).first()).revision_id)).toBe(revised);
  });

  it('opens one attempt when the first visits race', async () => {
    const learner = await enrolledUser(server, course.sectionSlug);
    const answers = await Promise.all(Array.from({ length: 6 }, () => learner.client.post(visit(course.sectionSlug, course.lesson.resourceId))));
    expect(new Set(answers.map((a) => a.body.attemptGuid)).size).toBe(1);
    expect(answers.every((a) => a.status === 200 || a.status === 201)).toBe(true);
    expect(await countRows(server.services.db, 'resource_attempts', { user_id: learner.id })).toBe(1);
    expect(await countRows(server.services.db, 'activity_attempts', { resource_id: course.activity.resourceId, revision_id: course.activity.revisionId })).toBeGreaterThan(0);
  });

  it('answers 401, 404 and 403, and refuses a body with fields, storing nothing', async () => {
    const learner = await enrolledUser(server, course.sectionSlug);
    expect((await server.client().post(visit(course.sectionSlug, course.lesson.resourceId))).status).toBe(401);
    expect((await learner.client.post(visit('nope', course.lesson.resourceId))).status).toBe(404);
    for (const id of [999999, 'abc', course.unit.resourceId, course.activity.resourceId, course.deleted.resourceId]) {
      expect(await learner.client.post(visit(course.sectionSlug, id))).toMatchObject({ status: 404 });
    }
    const stranger = await signedInUser(server);
    expect((await stranger.client.post(visit(course.sectionSlug, course.lesson.resourceId))).status).toBe(403);
    expect((await learner.client.post(visit(course.sectionSlug, course.lesson.resourceId), { number: 3 })).status).toBe(400);
    expect(await countRows(server.services.db, 'resource_attempts', { user_id: learner.id })).toBe(0);
  });

  it("reads an activity attempt's model (without answers) and state, for its owner only", async () => {
    const learner = await enrolledUser(server, course.sectionSlug);
    const visitBody = (await learner.client.post(visit(course.sectionSlug, course.lesson.resourceId))).body;
    const guid = visitBody.activityAttempts[0].attemptGuid;
    const path = `/api/v1/state/course/${course.sectionSlug}/activity_attempt/${guid}/`;
    const answer = await learner.client.get(path);
    expect(answer.status).toBe(200);
    expect(answer.body.result).toBe('success');
    expect(answer.body.model.stem).toBeDefined();
    expect(answer.body.model).not.toHaveProperty('authoring');
    expect(answer.body.state).toMatchObject({ activityId: course.activity.resourceId, attemptGuid: guid, attemptNumber: 1, state: 'active', score: null, outOf: null, dateEvaluated: null });
    expect(answer.body.state.parts.map((p: { partId: string; hintsRequested: number; response: unknown }) => [p.partId, p.hintsRequested, p.response])).toEqual([
      ['1', 0, null],
      ['2', 0, null],
    ]);
    expect((await learner.client.get(path.slice(0, -1))).status).toBe(200);

    expect((await server.client().get(path)).status).toBe(401);
    const classmate = await enrolledUser(server, course.sectionSlug);
    expect(await classmate.client.get(path)).toMatchObject({ status: 403, body: { message: 'This attempt belongs to another learner' } });
    expect((await learner.client.get(`/api/v1/state/course/${course.sectionSlug}/activity_attempt/unknown-guid/`)).status).toBe(404);
    const other = await buildSection(server);
    expect((await learner.client.get(`/api/v1/state/course/${other.sectionSlug}/activity_attempt/${guid}/`)).status).toBe(404);
    expect((await learner.client.get(`/api/v1/state/course/nope/activity_attempt/${guid}/`)).status).toBe(404);
  });
});
