import { escapeRuleValue, MAX_ACTIVITY_RULES, MAX_LIKE_PATTERN_LENGTH, MAX_RULE_LENGTH, RULE_WORK_EXCEEDED_MESSAGE } from '@quire/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capitalPart, learnerOnPage, rich, RULES_TYPE, rulesActivityPlugin, rulesModel, sectionWithActivities } from '../delivery-api/testing/rules-activity-plugin.js';
import { countRows, createProject, signedInUser } from '../delivery-api/testing/signed-in-user.js';
import type { TestClient } from '../testing/test-client.js';
import { testDialects } from '../testing/test-database.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { PREVIEW_EVALUATION_RATE_LIMIT } from './activity-test-routes.js';

/**
 * Security tests of author rules (issue 17, item 2): a body of huge regular expressions sent
 * to the answer check held the event loop for seconds. Rules are now bounded where they
 * enter (the check, activity creation and saves), metered where they run (a work budget per
 * submission) and the author's checks run on a thread of their own.
 */

const like = (pattern: string) => `input like {${escapeRuleValue(pattern)}}`;
const response = (id: string, rule: string) => ({ id, rule, score: 0, feedback: rich('Incorrect') });
const partWith = (id: string, rules: readonly string[]) => capitalPart(id, { responses: rules.map((rule, n) => response(`${id}-${n}`, rule)) });

/** The finding's pattern: `^X(a|b|…|h)*…z$`, about `length` characters. */
function findingPattern(length: number): string {
  const group = '(a|b|c|d|e|f|g|h)*';
  return `^X${group.repeat(Math.floor((length - 4) / group.length))}z$`;
}

/**
 * The slowest answer of cheap requests (GET /healthz) sent one after another while `work`
 * is under way: the test client shares the server's event loop, so anything that holds
 * the loop shows here.
 */
async function slowestWhile(client: TestClient, work: Promise<unknown>): Promise<number> {
  let done = false;
  void work.finally(() => (done = true));
  let slowest = 0;
  do {
    const started = performance.now();
    await client.get('/healthz');
    slowest = Math.max(slowest, performance.now() - started);
  } while (!done);
  return slowest;
}

describe.each(testDialects())('rule pattern limits on %s', (dialect) => {
  let server: TestServer;
  let author: Awaited<ReturnType<typeof signedInUser>>;
  let project: { id: number; slug: string };
  beforeAll(async () => {
    server = await startTestServer(dialect, { extraPlugins: [rulesActivityPlugin] });
    author = await signedInUser(server, { name: 'Author' });
    project = await createProject(server.services.db, author.id);
    // The first check starts the preview thread; the timings below are of checks, not of that.
    expect((await author.client.put('/api/v1/project/test/evaluate', { model: rulesModel([capitalPart('1')]), partResponses: [{ partId: '1', input: 'Paris' }] })).status).toBe(200);
  });
  afterAll(() => server.close());

  const evaluate = (client: TestClient, model: unknown, partResponses: unknown[], typeSlug?: string) =>
    client.put('/api/v1/project/test/evaluate', { model, partResponses, typeSlug });

  it("refuses the finding's body (twenty 108 KB patterns, 2.2 MB) with 400 at once, while other requests go on", async () => {
    const model = rulesModel([partWith('1', Array.from({ length: 20 }, (_, n) => like(findingPattern(108_000) + 'a'.repeat(n))))]);
    const checked = evaluate(author.client, model, [{ partId: '1', input: `X${'abcdefgh'.repeat(1000)}` }]);
    const slowest = await slowestWhile(server.client(), checked);
    const answer = await checked;
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/^model: authoring\.parts\[0\]\.responses\[0\]\.rule: The rule has 10\d,\d{3} characters; at most 5,000 are allowed$/);
    // Compiling the twenty patterns held the loop for 2.4 s; a coarse bound for a busy machine.
    expect(slowest).toBeLessThan(1_000);
  });

  it('keeps other requests going while the worst body within the limits is checked, and answers 422 for it', async () => {
    // A hundred rules of distinct patterns just under the size limit, against 10,000-character answers.
    const patterns = Array.from({ length: MAX_ACTIVITY_RULES }, (_, n) => `(?:.*${String.fromCharCode(97 + (n % 26))}){${380 + Math.floor(n / 26)}}`);
    const model = rulesModel([partWith('1', patterns.map(like))]);
    const partResponses = Array.from({ length: 100 }, () => ({ partId: '1', input: 'a'.repeat(10_000) }));
    const checked = evaluate(author.client, model, partResponses);
    const slowest = await slowestWhile(server.client(), checked);
    expect(await checked).toMatchObject({ status: 422, body: { message: 'This rule is too complex to evaluate' } });
    expect(slowest).toBeLessThan(1_000);
  });

  it('answers 422 for rules within the limits that need more than a submission may spend, and checks the next body as usual', async () => {
    const model = rulesModel([partWith('1', [like('(?:.*a){300}')])]);
    const tooMuch = await evaluate(author.client, model, [{ partId: '1', input: 'a'.repeat(10_000) }]);
    expect(tooMuch).toMatchObject({ status: 422, body: { message: 'This rule is too complex to evaluate' } });
    const short = await evaluate(author.client, model, [{ partId: '1', input: 'a'.repeat(300) }]);
    expect(short).toMatchObject({ status: 200, body: { evaluations: [{ partId: '1', score: 0, responseId: '1-0' }] } });
  });

  describe('each limit answers 400 naming the field, wherever rules enter, and stores nothing', () => {
    const overLimits: [string, unknown, RegExp][] = [
      ['more than 100 rules', rulesModel([partWith('1', Array.from({ length: 60 }, (_, n) => `input = {${n}}`)), partWith('2', Array.from({ length: 41 }, (_, n) => `input = {${n}}`))]), /authoring\.parts: The activity has 101 responses over its parts; at most 100 are allowed$/],
      ['a rule over 5,000 characters', rulesModel([partWith('1', [`input contains {${'x'.repeat(MAX_RULE_LENGTH)}}`])]), /authoring\.parts\[0\]\.responses\[0\]\.rule: The rule has 5,017 characters; at most 5,000 are allowed$/],
      ['a pattern over 1,000 characters', rulesModel([partWith('1', ['input = {1}', like('b'.repeat(MAX_LIKE_PATTERN_LENGTH + 1))])]), /authoring\.parts\[0\]\.responses\[1\]\.rule: The pattern of like \{b{40}…\} has 1,001 characters; at most 1,000 are allowed$/],
      ['a short pattern that compiles too large', rulesModel([capitalPart('1'), partWith('2', [like('(.*a){1000}')])]), /authoring\.parts\[1\]\.responses\[0\]\.rule: The pattern of like \{\(\.\*a\)\{1000\}\} is too complex: it compiles to about 7,008 steps, and at most 2,000/],
    ];

    it.each(overLimits)('the answer check: %s', async (_, model, message) => {
      const answer = await evaluate(author.client, model, [{ partId: '1', input: 'a' }]);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(new RegExp(`^model: ${message.source}`));
    });

    it.each(overLimits)('activity creation, one by one and in bulk: %s', async (_, model, message) => {
      const before = await countRows(server.services.db, 'resources', { project_id: project.id });
      const created = await author.client.post(`/api/v1/project/${project.slug}/activity/${RULES_TYPE}`, { model, scope: 'banked' });
      expect(created.status).toBe(400);
      expect(created.body.message).toMatch(new RegExp(`^model: ${message.source}`));
      const bulkData = [
        { title: 'Fine', content: rulesModel([capitalPart('1')]), activityTypeSlug: RULES_TYPE },
        { title: 'Too large', content: model, activityTypeSlug: RULES_TYPE },
      ];
      const bulk = await author.client.post(`/api/v1/project/${project.slug}/create/activity/bulk`, { bulkData, scope: 'banked' });
      expect(bulk.status).toBe(400);
      expect(bulk.body.message).toMatch(new RegExp(`^bulkData\\.1\\.content: ${message.source}`));
      expect(await countRows(server.services.db, 'resources', { project_id: project.id })).toBe(before);
    });

    it.each(overLimits)('a save of an activity: %s', async (_, model, message) => {
      const created = await author.client.post(`/api/v1/project/${project.slug}/activity/${RULES_TYPE}`, { model: rulesModel([capitalPart('1')]), scope: 'banked' });
      expect(created.status).toBe(201);
      const id = created.body.resourceId as number;
      expect((await author.client.post(`/api/v1/project/${project.slug}/lock/${id}`)).body.type).toBe('acquired');
      const saved = await author.client.put(`/api/v1/storage/project/${project.slug}/resource/${id}`, { content: model });
      expect(saved.status).toBe(400);
      expect(saved.body.message).toMatch(new RegExp(`^content: ${message.source}`));
      expect(await countRows(server.services.db, 'revisions', { resource_id: id })).toBe(1);
    });
  });

  it("gives a learner the part's error, quickly, for a rule stored before the limits, and still evaluates the other parts", async () => {
    const storedBefore = rulesModel([partWith('1', [like('(.*a){1000}')]), partWith('2', [`input contains {${'x'.repeat(MAX_RULE_LENGTH)}}`]), capitalPart('3')]);
    const course = await sectionWithActivities(server, [storedBefore]);
    const learner = await learnerOnPage(server, course);
    const [attempt] = learner.attempts;
    const started = performance.now();
    const answered = await learner.client.put(`/api/v1/state/course/${course.sectionSlug}/activity_attempt/${attempt.attemptGuid}`, {
      partInputs: attempt.parts.map((part, n) => ({ attemptGuid: part.attemptGuid, response: { input: n === 2 ? 'Paris' : 'a'.repeat(10_000) } })),
    });
    // Matching the first pattern against this answer alone takes over a second.
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(answered.status).toBe(200);
    const [first, second, third] = answered.body.state.parts.map((part: { evaluation: unknown }) => part.evaluation);
    expect(first).toMatchObject({ partId: '1', score: null, error: expect.stringMatching(/too complex/) });
    expect(second).toMatchObject({ partId: '2', score: null, error: 'The rule has 5,017 characters; at most 5,000 are allowed' });
    expect(third).toMatchObject({ partId: '3', score: 1 });
  });

  it("gives a learner the part's error once a stored activity's rules need more than a submission may spend", async () => {
    const patterns = Array.from({ length: 10 }, (_, n) => like(`(?:.*${String.fromCharCode(97 + n)}){380}`));
    const course = await sectionWithActivities(server, [rulesModel([partWith('1', patterns), capitalPart('2')])]);
    const learner = await learnerOnPage(server, course);
    const [attempt] = learner.attempts;
    const answered = await learner.client.put(`/api/v1/state/course/${course.sectionSlug}/activity_attempt/${attempt.attemptGuid}`, {
      partInputs: attempt.parts.map((part) => ({ attemptGuid: part.attemptGuid, response: { input: 'b'.repeat(10_000) } })),
    });
    expect(answered.status).toBe(200);
    const evaluations = answered.body.state.parts.map((part: { evaluation: unknown }) => part.evaluation);
    expect(evaluations).toMatchObject([
      { partId: '1', score: null, error: RULE_WORK_EXCEEDED_MESSAGE },
      { partId: '2', score: null, error: RULE_WORK_EXCEEDED_MESSAGE },
    ]);
  });

  it(`lets an account check answers ${PREVIEW_EVALUATION_RATE_LIMIT.max} times a minute, then answers 429 with Retry-After`, async () => {
    const busy = await signedInUser(server, { name: 'Busy author' });
    await createProject(server.services.db, busy.id);
    for (let n = 0; n < PREVIEW_EVALUATION_RATE_LIMIT.max; n++) {
      // Refused bodies count too, so a flood of them is limited like any other.
      expect((await busy.client.put('/api/v1/project/test/evaluate', {})).status).toBe(400);
    }
    const limited = await busy.client.put('/api/v1/project/test/evaluate', { model: rulesModel([capitalPart('1')]), partResponses: [{ partId: '1', input: 'Paris' }] });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/^Too many answer checks: try again in \d+ seconds$/);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await evaluate(author.client, rulesModel([capitalPart('1')]), [{ partId: '1', input: 'Paris' }])).status).toBe(200);
  });
});
