import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { testDialects } from '../testing/test-database.js';
import type { TestClient } from '../testing/test-client.js';
import { capitalPart, learnerOnPage, rich, rulesActivityPlugin, rulesModel, sectionWithActivities } from './testing/rules-activity-plugin.js';
import { addRevision, pageContent } from './testing/signed-in-user.js';

type Course = Awaited<ReturnType<typeof sectionWithActivities>>;
interface VisitBody {
  attemptGuid: string;
  attemptNumber: number;
  activityAttempts: { activityId: number; attemptGuid: string; attemptNumber: number; state: string; parts: { attemptGuid: string }[] }[];
}

describe.each(testDialects())('a section moved to a new publication keeps each learner’s work, on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect, { extraPlugins: [rulesActivityPlugin] });
  });
  afterAll(() => server.close());

  const visit = (client: TestClient, course: Course) => client.post(`/api/v1/sections/${course.sectionSlug}/resource/${course.page.resourceId}/attempt`);
  const answer = (client: TestClient, course: Course, attempt: VisitBody['activityAttempts'][number], input: string) =>
    client.put(`/api/v1/state/course/${course.sectionSlug}/activity_attempt/${attempt.attemptGuid}`, {
      partInputs: attempt.parts.map((part) => ({ attemptGuid: part.attemptGuid, response: { input } })),
    });
  const history = async (client: TestClient, course: Course, activityId: number) =>
    ((await client.get(`/api/v1/sections/${course.sectionSlug}/activity/${activityId}/attempts`)).body.attempts as {
      attemptNumber: number;
      state: string;
      score: number | null;
    }[]).map((attempt) => [attempt.attemptNumber, attempt.state, attempt.score]);
  /** The author edits the page's text, publishes, and delivers the new publication to the section. */
  const editPageAndDeliver = async (course: Course, text: string) => {
    const { db } = server.services;
    await addRevision(db, course.page.resourceId, { title: 'Quiz', content: pageContent(text, course.activities.map((a) => a.resourceId)) });
    expect((await course.author.client.post(`/api/v1/project/${course.project.slug}/publish`)).status).toBe(201);
    expect((await course.author.client.put(`/api/v1/sections/${course.sectionSlug}/publication`)).status).toBe(200);
  };

  it('keeps an evaluated attempt and an attempt in progress at an unchanged activity as the current ones', async () => {
    const course = await sectionWithActivities(server, [rulesModel([capitalPart('1')]), rulesModel([capitalPart('1')])]);
    const learner = await learnerOnPage(server, course);
    const before = (await visit(learner.client, course)).body as VisitBody;
    const [answered, inProgress] = before.activityAttempts;
    expect((await answer(learner.client, course, answered, 'Lyon')).body.state).toMatchObject({ state: 'evaluated', score: 0 });

    await editPageAndDeliver(course, 'Quiz, with one paragraph edited');
    const after = await visit(learner.client, course);
    expect(after).toMatchObject({ status: 201, body: { attemptNumber: 2 } });
    const carried = (after.body as VisitBody).activityAttempts;
    expect(carried.map((a) => [a.activityId, a.attemptGuid, a.attemptNumber, a.state])).toEqual([
      [answered.activityId, answered.attemptGuid, 1, 'evaluated'],
      [inProgress.activityId, inProgress.attemptGuid, 1, 'active'],
    ]);
    // The answer is still there to review, and the attempt list holds only the learner's own attempt.
    const review = await learner.client.get(`/api/v1/state/course/${course.sectionSlug}/activity_attempt/${answered.attemptGuid}`);
    expect(review.body.state).toMatchObject({ state: 'evaluated', score: 0, parts: [{ response: 'Lyon' }] });
    expect(await history(learner.client, course, answered.activityId)).toEqual([[1, 'evaluated', 0]]);
    // The attempt in progress can still be answered.
    expect((await answer(learner.client, course, inProgress, 'Paris')).body.state).toMatchObject({ state: 'evaluated', score: 1 });
  });

  it('counts a revision saved without an edit as the same activity', async () => {
    const course = await sectionWithActivities(server, [rulesModel([capitalPart('1')])]);
    const learner = await learnerOnPage(server, course);
    const [attempt] = ((await visit(learner.client, course)).body as VisitBody).activityAttempts;
    await answer(learner.client, course, attempt, 'Paris');
    const [activity] = course.activities;
    await addRevision(server.services.db, activity.resourceId, { title: 'Question 1', content: JSON.stringify(rulesModel([capitalPart('1')])) });

    await editPageAndDeliver(course, 'Quiz v2');
    const [carried] = ((await visit(learner.client, course)).body as VisitBody).activityAttempts;
    expect([carried.attemptGuid, carried.state]).toEqual([attempt.attemptGuid, 'evaluated']);
  });

  it('starts a changed activity afresh, numbered after the earlier attempts, which stay in its history', async () => {
    const course = await sectionWithActivities(server, [rulesModel([capitalPart('1')])]);
    const learner = await learnerOnPage(server, course);
    const [first] = ((await visit(learner.client, course)).body as VisitBody).activityAttempts;
    await answer(learner.client, course, first, 'Lyon');
    const reset = await learner.client.post(`/api/v1/state/course/${course.sectionSlug}/activity_attempt/${first.attemptGuid}/reset`);
    expect(reset.body.state).toMatchObject({ attemptNumber: 2 });
    await answer(learner.client, course, reset.body.state, 'Paris');

    const [activity] = course.activities;
    await addRevision(server.services.db, activity.resourceId, {
      title: 'Question 1',
      content: JSON.stringify({ ...rulesModel([capitalPart('1', {}, 'Rome')]), stem: rich('What is the capital of Italy?') }),
    });
    await editPageAndDeliver(course, 'Quiz v2');
    const [fresh] = ((await visit(learner.client, course)).body as VisitBody).activityAttempts;
    expect(fresh).toMatchObject({ attemptNumber: 3, state: 'active' });
    expect(await history(learner.client, course, activity.resourceId)).toEqual([
      [3, 'active', null],
      [2, 'evaluated', 1],
      [1, 'evaluated', 0],
    ]);
    const model = await learner.client.get(`/api/v1/state/course/${course.sectionSlug}/activity_attempt/${fresh.attemptGuid}`);
    expect(JSON.stringify(model.body.model)).toContain('capital of Italy');
    expect((await answer(learner.client, course, fresh, 'Rome')).body.state).toMatchObject({ attemptNumber: 3, state: 'evaluated', score: 1 });

    // A second move goes on from there.
    await editPageAndDeliver(course, 'Quiz v3');
    const [again] = ((await visit(learner.client, course)).body as VisitBody).activityAttempts;
    expect([again.attemptGuid, again.attemptNumber, again.state]).toEqual([fresh.attemptGuid, 3, 'evaluated']);
  });

  it('gives a learner who never visited the page before the move a first attempt', async () => {
    const course = await sectionWithActivities(server, [rulesModel([capitalPart('1')])]);
    await editPageAndDeliver(course, 'Quiz v2');
    const learner = await learnerOnPage(server, course);
    expect(learner.attempts).toHaveLength(1);
    expect(await history(learner.client, course, course.activities[0].resourceId)).toEqual([[1, 'active', null]]);
  });
});
