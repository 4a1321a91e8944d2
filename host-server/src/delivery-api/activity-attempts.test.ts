import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { testDialects } from '../testing/test-database.js';
import type { TestClient } from '../testing/test-client.js';
import { BROKEN_TYPE, capitalPart, learnerOnPage, rich, rulesActivityPlugin, rulesModel, sectionWithActivities } from './testing/rules-activity-plugin.js';
import { enrolledUser, signedInUser } from './testing/signed-in-user.js';

type Course = Awaited<ReturnType<typeof sectionWithActivities>>;
type AttemptState = { attemptGuid: string; attemptNumber: number; state: string; score: number | null; outOf: number | null; parts: PartState[] };
type PartState = { partId: string; attemptGuid: string; response: unknown; evaluation: any; hints: unknown[]; hasMoreHints: boolean };

const textOf = (richText: { content: { children: { text: string }[] }[] }) => richText.content[0].children[0].text;

describe.each(testDialects())('activity attempts on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect, { extraPlugins: [rulesActivityPlugin] });
  });
  afterAll(() => server.close());

  const attemptPath = (course: Course, guid: string) => `/api/v1/state/course/${course.sectionSlug}/activity_attempt/${guid}`;
  const read = async (client: TestClient, course: Course, guid: string) => (await client.get(attemptPath(course, guid))).body as { model: any; state: AttemptState };
  const answer = (client: TestClient, course: Course, state: { attemptGuid: string; parts: { attemptGuid: string }[] }, inputs: unknown[]) =>
    client.put(attemptPath(course, state.attemptGuid), {
      partInputs: state.parts.map((part, index) => ({ attemptGuid: part.attemptGuid, response: { input: inputs[index] } })),
    });
  const history = (client: TestClient, course: Course, activityId: number) => client.get(`/api/v1/sections/${course.sectionSlug}/activity/${activityId}/attempts`);

  it('marks a wrong answer Incorrect, and after a reset a right one Correct; the first attempt stays readable', async () => {
    const course = await sectionWithActivities(server, [rulesModel([capitalPart('1'), capitalPart('2', {}, '4')])]);
    const learner = await learnerOnPage(server, course);
    const first = await read(learner.client, course, learner.attempts[0].attemptGuid);
    expect(first.model).not.toHaveProperty('authoring');
    expect(JSON.stringify(first.model)).not.toContain('Paris');
    expect(first.state).toMatchObject({ attemptNumber: 1, state: 'active', score: null, outOf: null });
    expect(first.state.parts.map((p) => [p.partId, p.response, p.evaluation, p.hints, p.hasMoreHints])).toEqual([
      ['1', null, null, [], false],
      ['2', null, null, [], false],
    ]);

    const wrong = await answer(learner.client, course, first.state, ['Lyon', 'Four']);
    expect(wrong.status).toBe(200);
    expect(wrong.body.state).toMatchObject({ state: 'evaluated', score: 0, outOf: 2 });
    const [part1] = wrong.body.state.parts as PartState[];
    expect(part1).toMatchObject({ response: 'Lyon', evaluation: { partId: '1', score: 0, outOf: 1 } });
    expect(textOf(part1.evaluation.feedback)).toBe('Incorrect');
    expect(textOf(part1.evaluation.explanation)).toBe('The answer is Paris.');
    const stored = await server.services.db('activity_attempts').where({ guid: first.state.attemptGuid }).first();
    expect([stored.state, Number(stored.score), Number(stored.out_of), stored.evaluated_at !== null]).toEqual(['evaluated', 0, 2, true]);

    const again = await answer(learner.client, course, first.state, ['Paris', '4']);
    expect(again).toMatchObject({ status: 400, body: { message: 'The attempt is already evaluated; reset to try again' } });

    const reset = await learner.client.post(`${attemptPath(course, first.state.attemptGuid)}/reset`);
    expect(reset.status).toBe(201);
    expect(reset.body.model).not.toHaveProperty('authoring');
    const second = reset.body.state as AttemptState;
    expect(second).toMatchObject({ attemptNumber: 2, state: 'active', score: null });
    expect(second.parts.every((p, i) => p.attemptGuid !== first.state.parts[i].attemptGuid && p.evaluation === null)).toBe(true);
    expect(await learner.client.post(`${attemptPath(course, first.state.attemptGuid)}/reset`)).toMatchObject({
      status: 400,
      body: { message: 'Only the latest attempt can be reset' },
    });

    const right = await answer(learner.client, course, second, ['Paris', '4']);
    expect(right.body.state).toMatchObject({ attemptNumber: 2, state: 'evaluated', score: 2, outOf: 2 });
    expect(textOf(right.body.state.parts[0].evaluation.feedback)).toBe('Correct');
    expect(right.body.state.parts[0].evaluation).not.toHaveProperty('explanation');

    const review = await read(learner.client, course, first.state.attemptGuid);
    expect(review.state).toMatchObject({ attemptNumber: 1, state: 'evaluated', score: 0 });
    expect(review.state.parts.map((p) => [p.response, textOf(p.evaluation.feedback)])).toEqual([
      ['Lyon', 'Incorrect'],
      ['Four', 'Incorrect'],
    ]);
    const list = await history(learner.client, course, course.activities[0].resourceId);
    expect(list.body.attempts.map((a: { attemptNumber: number; score: number }) => [a.attemptNumber, a.score])).toEqual([
      [2, 2],
      [1, 0],
    ]);
    expect(list.body.attempts[0]).toMatchObject({ attemptGuid: second.attemptGuid, state: 'evaluated', outOf: 2, date: expect.any(String) });
  });

  it('evaluates a multi-input answer by input id', async () => {
    const part = {
      id: 'blanks',
      scoringStrategy: 'average',
      hints: [],
      responses: [
        { id: 'r', rule: 'input_ref_x = {[3.9,4.1]} && input_ref_unit like {^cm$}', score: 2, correct: true, feedback: rich('Correct') },
        { id: 'w', rule: 'input_ref_x like {.*}', score: 0, feedback: rich('Incorrect') },
      ],
    };
    const course = await sectionWithActivities(server, [rulesModel([part])]);
    const learner = await learnerOnPage(server, course);
    const state = (await read(learner.client, course, learner.attempts[0].attemptGuid)).state;
    const answered = await answer(learner.client, course, state, [{ x: '4.05', unit: 'cm' }]);
    expect(answered.body.state).toMatchObject({ score: 2, outOf: 2, parts: [{ response: { x: '4.05', unit: 'cm' } }] });
  });

  it('hands out hints one by one, skipping empty ones, until there are no more', async () => {
    const empty = { id: 'h-empty', content: [{ type: 'p', id: 'e', children: [{ text: '' }] }] };
    const course = await sectionWithActivities(server, [rulesModel([capitalPart('1', { hints: [rich('Think of the Seine'), empty, rich('It starts with P')] })])]);
    const learner = await learnerOnPage(server, course);
    const state = (await read(learner.client, course, learner.attempts[0].attemptGuid)).state;
    expect(state.parts[0]).toMatchObject({ hints: [], hasMoreHints: true });
    const hintPath = `${attemptPath(course, state.attemptGuid)}/part_attempt/${state.parts[0].attemptGuid}/hint`;

    const one = await learner.client.post(hintPath);
    expect(one.status).toBe(200);
    expect([textOf(one.body.hint), one.body.hasMoreHints]).toEqual(['Think of the Seine', true]);
    const two = await learner.client.post(hintPath);
    expect([textOf(two.body.hint), two.body.hasMoreHints]).toEqual(['It starts with P', false]);
    expect((await learner.client.post(hintPath)).body).toEqual({ result: 'success', hint: null, hasMoreHints: false });

    const after = (await read(learner.client, course, state.attemptGuid)).state.parts[0];
    expect(after.hints.map((hint) => textOf(hint as never))).toEqual(['Think of the Seine', 'It starts with P']);
    expect(after.hasMoreHints).toBe(false);
    expect((await learner.client.post(`${attemptPath(course, state.attemptGuid)}/part_attempt/unknown/hint`)).status).toBe(404);
    expect((await learner.client.post(hintPath, { more: true })).status).toBe(400);
  });

  it('combines the scores of evaluated attempts with each scoring strategy', async () => {
    const strategies = ['average', 'best', 'most_recent', 'total'] as const;
    const models = strategies.map((strategy) =>
      rulesModel([
        {
          id: '1',
          scoringStrategy: strategy,
          hints: [],
          responses: [
            { id: 'a', rule: 'input like {^a$}', score: 2, correct: true, feedback: rich('Correct') },
            { id: 'b', rule: 'input like {^b$}', score: 1, feedback: rich('Partly') },
          ],
        },
      ]),
    );
    const course = await sectionWithActivities(server, models);
    const learner = await learnerOnPage(server, course);
    const expected = { average: { score: 1, outOf: 2 }, best: { score: 2, outOf: 2 }, most_recent: { score: 0, outOf: 2 }, total: { score: 3, outOf: 6 } };
    for (const [index, strategy] of strategies.entries()) {
      let state = (await read(learner.client, course, learner.attempts[index].attemptGuid)).state;
      for (const [n, input] of ['b', 'a', 'c'].entries()) {
        if (n > 0) state = (await learner.client.post(`${attemptPath(course, state.attemptGuid)}/reset`)).body.state;
        expect((await answer(learner.client, course, state, [input])).status).toBe(200);
      }
      const list = await history(learner.client, course, course.activities[index].resourceId);
      expect(list.body).toMatchObject({ result: 'success', scoringStrategy: strategy, combinedScore: expected[strategy] });
      expect(list.body.attempts.map((a: { attemptNumber: number }) => a.attemptNumber)).toEqual([3, 2, 1]);
    }
  });

  it('gives a part whose rule is a bad regular expression an error, and still evaluates the others', async () => {
    const broken = capitalPart('1', { responses: [{ id: 'bad', rule: 'input like {a(}', score: 1, feedback: rich('Correct') }] });
    const course = await sectionWithActivities(server, [rulesModel([broken, capitalPart('2')])]);
    const learner = await learnerOnPage(server, course);
    const state = (await read(learner.client, course, learner.attempts[0].attemptGuid)).state;
    const result = await answer(learner.client, course, state, ['a', 'Paris']);
    expect(result.status).toBe(200);
    expect(result.body.state).toMatchObject({ state: 'evaluated', score: 1, outOf: 2 });
    expect(result.body.state.parts[0].evaluation).toMatchObject({ score: null, error: expect.stringMatching(/regular expression/i) });
    expect(result.body.state.parts[1].evaluation).toMatchObject({ score: 1 });
  });

  it("keeps a learner working when the activity type's own transform and evaluate throw", async () => {
    const course = await sectionWithActivities(server, [rulesModel([capitalPart('1')])], BROKEN_TYPE);
    const learner = await learnerOnPage(server, course);
    const { model, state } = await read(learner.client, course, learner.attempts[0].attemptGuid);
    expect(model.choices.map((c: { id: string }) => c.id).join('')).toBe('abcdefghij');
    expect(model).not.toHaveProperty('authoring');
    const result = await answer(learner.client, course, state, ['Paris']);
    expect(result.status).toBe(200);
    expect(result.body.state.parts[0].evaluation).toEqual({ partId: '1', score: null, outOf: null, error: 'There was an error processing this response' });
    expect(server.logger.entries.some((entry) => /evaluate exploded/.test(entry.message))).toBe(true);
  });

  it('shuffles choices per attempt with a stored order, and keeps the authored order after attempt 1 when firstAttemptOnly', async () => {
    const authored = 'abcdefghij';
    const course = await sectionWithActivities(server, [rulesModel([capitalPart('1')], [{ id: 't', path: 'choices', operation: 'shuffle', firstAttemptOnly: true }])]);
    const orders: string[] = [];
    for (let n = 0; n < 3; n++) {
      const learner = await learnerOnPage(server, course);
      const guid = learner.attempts[0].attemptGuid;
      const { model, state } = await read(learner.client, course, guid);
      const order = model.choices.map((c: { id: string }) => c.id).join('');
      expect([...order].sort().join('')).toBe(authored);
      expect((await read(learner.client, course, guid)).model.choices.map((c: { id: string }) => c.id).join('')).toBe(order);
      orders.push(order);
      if (n === 0) {
        await answer(learner.client, course, state, ['Lyon']);
        const next = await learner.client.post(`${attemptPath(course, guid)}/reset`);
        expect(next.body.model.choices.map((c: { id: string }) => c.id).join('')).toBe(authored);
      }
    }
    expect(orders.some((order) => order !== authored)).toBe(true);
  });

  it('leaves a manually graded activity submitted, without a score', async () => {
    const course = await sectionWithActivities(server, [rulesModel([capitalPart('1', { gradingApproach: 'manual' })])]);
    const learner = await learnerOnPage(server, course);
    const state = (await read(learner.client, course, learner.attempts[0].attemptGuid)).state;
    const result = await answer(learner.client, course, state, ['An essay about Paris']);
    expect(result.body.state).toMatchObject({ state: 'submitted', score: null, outOf: 1, parts: [{ response: 'An essay about Paris', evaluation: { manual: true } }] });
    expect((await answer(learner.client, course, state, ['again'])).body.message).toBe('The attempt is already submitted for grading; reset to try again');
  });

  it('answers 401 without a session, 403 for another learner or without enrolment, 404 for what does not exist', async () => {
    const course = await sectionWithActivities(server, [rulesModel([capitalPart('1', { hints: [rich('A hint')] })])]);
    const learner = await learnerOnPage(server, course);
    const state = (await read(learner.client, course, learner.attempts[0].attemptGuid)).state;
    const path = attemptPath(course, state.attemptGuid);
    const hint = `${path}/part_attempt/${state.parts[0].attemptGuid}/hint`;
    const body = { partInputs: [{ attemptGuid: state.parts[0].attemptGuid, response: { input: 'Paris' } }] };
    const calls = (client: TestClient) => [client.get(path), client.put(path, body), client.post(`${path}/reset`), client.post(hint)];

    for (const answered of await Promise.all(calls(server.client()))) expect(answered.status).toBe(401);
    expect((await history(server.client(), course, course.activities[0].resourceId)).status).toBe(401);
    const classmate = await enrolledUser(server, course.sectionSlug);
    for (const answered of await Promise.all(calls(classmate.client))) {
      expect(answered).toMatchObject({ status: 403, body: { message: 'This attempt belongs to another learner' } });
    }
    const stranger = await signedInUser(server);
    expect((await history(stranger.client, course, course.activities[0].resourceId)).status).toBe(403);
    expect((await learner.client.get(attemptPath(course, 'no-such-attempt'))).status).toBe(404);
    expect((await learner.client.get(`/api/v1/state/course/no-such-section/activity_attempt/${state.attemptGuid}`)).status).toBe(404);
    for (const id of [999999, 'abc', course.page.resourceId]) expect((await history(learner.client, course, id as number)).status).toBe(404);

    const section = await server.services.db('sections').where({ slug: course.sectionSlug }).first('id');
    await server.services.db('enrollments').where({ section_id: section.id, user_id: learner.id }).delete();
    for (const answered of await Promise.all(calls(learner.client))) {
      expect(answered).toMatchObject({ status: 403, body: { message: 'You are not enrolled in this section' } });
    }
    const part = await server.services.db('part_attempts').where({ guid: state.parts[0].attemptGuid }).first();
    expect([part.response, Number(part.hints_requested)]).toEqual([null, 0]);
  });

  it('refuses malformed answers with a clear 400 and stores nothing', async () => {
    const course = await sectionWithActivities(server, [rulesModel([capitalPart('1'), capitalPart('2')])]);
    const learner = await learnerOnPage(server, course);
    const state = (await read(learner.client, course, learner.attempts[0].attemptGuid)).state;
    const path = attemptPath(course, state.attemptGuid);
    const [p1, p2] = state.parts.map((part) => part.attemptGuid);
    const input = (attemptGuid: string, value: unknown) => ({ attemptGuid, response: { input: value } });
    const cases: [unknown, RegExp][] = [
      [{}, /partInputs/],
      [{ partInputs: 'Paris' }, /partInputs/],
      [{ partInputs: [] }, /Answer at least one part/],
      [{ partInputs: [input(p1, 'Paris'), input(p2, 'Paris')], score: 1 }, /score|Unrecognized/i],
      [{ partInputs: [{ ...input(p1, 'Paris'), partId: '1' }, input(p2, 'x')] }, /partId|Unrecognized/i],
      [{ partInputs: [input(p1, 42), input(p2, 'x')] }, /Give the answer as text/],
      [{ partInputs: [input(p1, { x: 3 }), input(p2, 'x')] }, /Give input 'x' as text/],
      [{ partInputs: [input(p1, 'a'.repeat(10_001)), input(p2, 'x')] }, /at most 10,000 characters/],
      [{ partInputs: Array.from({ length: 101 }, () => input(p1, 'x')) }, /at most 100 parts/],
      [{ partInputs: [input(p1, 'Paris'), input('not-a-part', 'x')] }, /has no part attempt 'not-a-part'/],
      [{ partInputs: [input(p1, 'Paris'), input(p1, 'Paris')] }, /answered twice/],
      [{ partInputs: [input(p1, 'Paris')] }, /Answer every part of the activity: part '2' has no answer/],
    ];
    for (const [body, message] of cases) {
      const refused = await learner.client.put(path, body);
      expect(refused.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(refused.body.message).toMatch(message);
    }
    const raw = await fetch(server.baseUrl + path, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie: learner.client['cookie'] as string, 'x-csrf-token': learner.client.csrfToken as string },
      body: '{"partInputs": [',
    });
    expect(raw.status).toBe(400);
    const attempt = await server.services.db('activity_attempts').where({ guid: state.attemptGuid }).first();
    expect([attempt.state, attempt.score, attempt.evaluated_at]).toEqual(['active', null, null]);
    const parts = await server.services.db('part_attempts').where({ activity_attempt_id: attempt.id });
    expect(parts.map((part) => [part.response, part.feedback, part.state])).toEqual([
      [null, null, 'active'],
      [null, null, 'active'],
    ]);
  });
});
