import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { testDialects } from '../testing/test-database.js';
import { capitalPart, rich, RULES_TYPE, rulesActivityPlugin, rulesModel } from '../delivery-api/testing/rules-activity-plugin.js';
import { buildSection, createProject as insertProject, enrolledUser, signedInUser } from '../delivery-api/testing/signed-in-user.js';
import { testActivityPlugin } from './testing/test-activity-plugin.js';

const textOf = (richText: { content: { children: { text: string }[] }[] }) => richText.content[0].children[0].text;

describe.each(testDialects())('activity preview routes on %s', (dialect) => {
  let server: TestServer;
  let author: Awaited<ReturnType<typeof signedInUser>>;
  beforeAll(async () => {
    server = await startTestServer(dialect, { extraPlugins: [rulesActivityPlugin, testActivityPlugin] });
    author = await signedInUser(server, { name: 'Author' });
    await insertProject(server.services.db, author.id);
  });
  afterAll(() => server.close());

  const shuffled = rulesModel([capitalPart('1')], [{ id: 't', path: 'choices', operation: 'shuffle', firstAttemptOnly: true }]);

  it('shows the model shuffled as a learner would get it, without its answers', async () => {
    const orders = new Set<string>();
    for (let n = 0; n < 5; n++) {
      const answer = await author.client.put('/api/v1/project/test/transform', { model: shuffled, typeSlug: RULES_TYPE });
      expect(answer.status).toBe(200);
      expect(answer.body.result).toBe('success');
      expect(answer.body.transformed).not.toHaveProperty('authoring');
      const order = answer.body.transformed.choices.map((c: { id: string }) => c.id).join('');
      expect([...order].sort().join('')).toBe('abcdefghij');
      orders.add(order);
    }
    expect(orders.size).toBeGreaterThan(1);
  });

  it('evaluates answers against the unsaved model: Correct, Incorrect with the explanation, and an error for a bad rule', async () => {
    const broken = capitalPart('bad', { responses: [{ id: 'x', rule: 'input like {a(}', score: 1, feedback: rich('Correct') }] });
    const answer = await author.client.put('/api/v1/project/test/evaluate', {
      model: rulesModel([capitalPart('1'), broken]),
      partResponses: [
        { partId: '1', input: 'Paris' },
        { partId: '1', input: 'Rome' },
        { partId: 'bad', input: 'a' },
        { partId: 'missing', input: 'a' },
      ],
    });
    expect(answer.status).toBe(200);
    const [right, wrong, error, missing] = answer.body.evaluations;
    expect(right).toMatchObject({ partId: '1', score: 1, outOf: 1 });
    expect(textOf(right.feedback)).toBe('Correct');
    expect(wrong).toMatchObject({ score: 0, outOf: 1 });
    expect([textOf(wrong.feedback), textOf(wrong.explanation)]).toEqual(['Incorrect', 'The answer is Paris.']);
    expect(error).toMatchObject({ partId: 'bad', score: null, error: expect.stringMatching(/regular expression/i) });
    expect(missing.error).toBe("The activity has no part 'missing'");
  });

  it("checks the model with the named type's schema, and answers 404 for an unknown type", async () => {
    const quizModel = await author.client.put('/api/v1/project/test/transform', { model: { stem: 'What is 2 + 2?' }, typeSlug: 'test-quiz' });
    expect(quizModel).toMatchObject({ status: 200, body: { transformed: { stem: 'What is 2 + 2?', choices: [] } } });
    const wrongShape = await author.client.put('/api/v1/project/test/transform', { model: { stem: 42 }, typeSlug: 'test-quiz' });
    expect(wrongShape.status).toBe(400);
    expect(wrongShape.body.message).toMatch(/^model: stem/);
    const noParts = await author.client.put('/api/v1/project/test/evaluate', { model: { stem: rich('x') }, partResponses: [{ partId: '1', input: 'a' }] });
    expect(noParts.status).toBe(400);
    expect(noParts.body.message).toMatch(/^model: authoring/);
    const unknown = await author.client.put('/api/v1/project/test/transform', { model: shuffled, typeSlug: 'no-such-type' });
    expect(unknown).toMatchObject({ status: 404, body: { message: "Unknown activity type 'no-such-type'" } });
  });

  it('refuses malformed bodies with a clear 400', async () => {
    const cases: [string, unknown, RegExp][] = [
      ['transform', {}, /^model/],
      ['transform', { model: [] }, /^model/],
      ['transform', { model: shuffled, seed: 3 }, /seed|Unrecognized/i],
      ['evaluate', { model: shuffled }, /^partResponses/],
      ['evaluate', { model: shuffled, partResponses: [{ partId: '1' }] }, /Give the answer as text/],
      ['evaluate', { model: shuffled, partResponses: [{ partId: '1', input: 'x'.repeat(10_001) }] }, /at most 10,000 characters/],
      ['evaluate', { model: shuffled, partResponses: Array.from({ length: 101 }, () => ({ partId: '1', input: 'x' })) }, /at most 100 parts/],
      ['evaluate', { model: shuffled, partResponses: [{ partId: '1', input: 'x', score: 1 }] }, /score|Unrecognized/i],
    ];
    for (const [call, body, message] of cases) {
      const answer = await author.client.put(`/api/v1/project/test/${call}`, body);
      expect(answer.status, `${call} ${JSON.stringify(body).slice(0, 60)}`).toBe(400);
      expect(answer.body.message).toMatch(message);
    }
  });

  it('answers 401 without a session and 403 to an account or guest that neither authors nor teaches', async () => {
    const body = { model: shuffled, partResponses: [{ partId: '1', input: 'Paris' }] };
    for (const call of ['transform', 'evaluate']) {
      expect((await server.client().put(`/api/v1/project/test/${call}`, body)).status).toBe(401);
      const learner = await signedInUser(server);
      expect(await learner.client.put(`/api/v1/project/test/${call}`, body)).toMatchObject({
        status: 403,
        body: { message: 'Only an author of a project or an instructor of a section can preview activities' },
      });
      const course = await buildSection(server);
      const instructor = await enrolledUser(server, course.sectionSlug, 'instructor');
      expect((await instructor.client.put(`/api/v1/project/test/${call}`, call === 'transform' ? { model: shuffled } : body)).status).toBe(200);
      const guest = await signedInUser(server, { email: null, isGuest: true });
      expect((await guest.client.put(`/api/v1/project/test/${call}`, body)).status).toBe(403);
    }
  });
});
