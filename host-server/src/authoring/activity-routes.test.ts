import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { testDialects } from '../testing/test-database.js';
import { countRows, createActivity, createProject, signedIn } from './testing/signed-in.js';
import { testActivityPlugin } from './testing/test-activity-plugin.js';

type Client = Awaited<ReturnType<typeof signedIn>>;

describe.each(testDialects())('activities on %s', (dialect) => {
  let server: TestServer;
  let author: Client;
  let stranger: Client;
  let slug: string;
  let objectiveId: number;
  let tagId: number;
  beforeAll(async () => {
    server = await startTestServer(dialect, { extraPlugins: [testActivityPlugin] });
    [author, stranger] = await Promise.all([signedIn(server, 'Quizzer'), signedIn(server, 'Stranger')]);
    slug = await createProject(author, 'Quizzes');
    objectiveId = (await author.post(`/api/v1/objectives/project/${slug}`, { title: 'Add numbers' })).body.resourceId;
    tagId = (await author.post(`/api/v1/tags/project/${slug}`, { title: 'easy' })).body.tag.id;
  });
  afterAll(() => server.close());

  it('creates an activity of an offered type with its model, objectives, tags and scope in revision 1', async () => {
    const created = await author.post(`/api/v1/project/${slug}/activity/test-quiz`, {
      model: { stem: 'What is 2 + 2?', choices: [{ id: 'a', text: '4' }] },
      objectives: { '1': [objectiveId] },
      tags: [tagId],
      scope: 'banked',
      title: 'Addition',
    });
    expect(created).toMatchObject({ status: 201, body: { result: 'success', revisionSlug: 'addition', resourceId: expect.any(Number) } });
    const resource = await server.services.db('resources').where({ id: created.body.resourceId }).first();
    expect(resource).toMatchObject({ kind: 'activity', activity_type: 'test-quiz', scope: 'banked', slug: 'addition' });
    const revision = await server.services.db('revisions').where({ id: resource.current_revision_id }).first();
    expect(revision).toMatchObject({ number: 1, title: 'Addition', author_id: author.userId });
    expect(JSON.parse(revision.content)).toEqual({ stem: 'What is 2 + 2?', choices: [{ id: 'a', text: '4' }] });
    expect(JSON.parse(revision.objectives)).toEqual({ '1': [objectiveId] });
    expect(JSON.parse(revision.tags)).toEqual([tagId]);

    // The title defaults to the type's friendly name; the schema fills defaults.
    const plain = await author.post(`/api/v1/project/${slug}/activity/test-quiz`, { model: { stem: 'Q' }, objectives: {}, scope: 'embedded' });
    expect(plain.body.revisionSlug).toBe('test-quiz');
    const stored = await server.services.db('revisions').where({ resource_id: plain.body.resourceId }).first();
    expect(stored.title).toBe('Test quiz');
    expect(JSON.parse(stored.content)).toEqual({ stem: 'Q', choices: [] });
  });

  it('refuses a type the project does not offer, and an unknown type', async () => {
    const hidden = await author.post(`/api/v1/project/${slug}/activity/test-hidden`, { model: { stem: 'Q' }, objectives: {}, scope: 'banked' });
    expect(hidden).toMatchObject({ status: 400, body: { message: "Activity type 'test-hidden' is not enabled for this project" } });
    const unknown = await author.post(`/api/v1/project/${slug}/activity/no-such-type`, { model: { stem: 'Q' }, objectives: {}, scope: 'banked' });
    expect(unknown).toMatchObject({ status: 404, body: { message: "Unknown activity type 'no-such-type'" } });
    // Enabled for the project, it is offered.
    await server.services.db('projects').where({ slug }).update({ enabled_activity_types: JSON.stringify(['test-hidden']) });
    const enabled = await author.post(`/api/v1/project/${slug}/activity/test-hidden`, { model: { stem: 'Q' }, objectives: {}, scope: 'banked' });
    expect(enabled.status).toBe(201);
    await server.services.db('projects').where({ slug }).update({ enabled_activity_types: '[]' });
  });

  it.each([
    [{ model: { stem: 5 }, objectives: {}, scope: 'banked' }, 'model: stem'],
    [{ model: 'text', objectives: {}, scope: 'banked' }, 'model'],
    [{ model: { stem: 'Q' }, objectives: {}, scope: 'everywhere' }, 'scope'],
    [{ model: { stem: 'Q' }, objectives: { '1': ['one'] }, scope: 'banked' }, 'objectives'],
    [{ model: { stem: 'Q' }, objectives: { '1': [999999] }, scope: 'banked' }, 'objectives: objective 999999 is not in this project'],
    [{ model: { stem: 'Q' }, objectives: {}, tags: [999999], scope: 'banked' }, 'tags: tag 999999 is not in this project'],
    [{ model: { stem: 'Q' }, objectives: {}, scope: 'banked', extra: 1 }, 'Unrecognized key'],
    [{ objectives: {}, scope: 'banked' }, 'model'],
  ])('refuses the activity body %j with a 400 and stores nothing', async (body, message) => {
    const before = [await countRows(server, 'resources'), await countRows(server, 'revisions')];
    const response = await author.post(`/api/v1/project/${slug}/activity/test-quiz`, body);
    expect(response.status).toBe(400);
    expect(response.body.message).toContain(message);
    expect([await countRows(server, 'resources'), await countRows(server, 'revisions')]).toEqual(before);
  });

  it('bulk-creates every row in one go, or none when one row is bad', async () => {
    const row = (title: string, stem: unknown = 'Q') => ({ title, objectives: { '1': [objectiveId] }, tags: [tagId], content: { stem }, activityTypeSlug: 'test-quiz' });
    const created = await author.post(`/api/v1/project/${slug}/create/activity/bulk`, { bulkData: [row('Bulk one'), row('Bulk two')], scope: 'banked' });
    expect(created.status).toBe(201);
    expect(created.body.revisions).toEqual([
      { revisionSlug: 'bulk-one', resourceId: expect.any(Number), activityTypeSlug: 'test-quiz', title: 'Bulk one', content: { stem: 'Q', choices: [] }, objectives: { '1': [objectiveId] }, tags: [tagId] },
      { revisionSlug: 'bulk-two', resourceId: expect.any(Number), activityTypeSlug: 'test-quiz', title: 'Bulk two', content: { stem: 'Q', choices: [] }, objectives: { '1': [objectiveId] }, tags: [tagId] },
    ]);

    const before = [await countRows(server, 'resources'), await countRows(server, 'revisions')];
    const bad = await author.post(`/api/v1/project/${slug}/create/activity/bulk`, { bulkData: [row('Fine'), row('Broken', 7)], scope: 'banked' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('bulkData.1.content: stem');
    const badType = await author.post(`/api/v1/project/${slug}/create/activity/bulk`, {
      bulkData: [row('Fine'), { ...row('Other'), activityTypeSlug: 'test-hidden' }],
      scope: 'banked',
    });
    expect(badType.status).toBe(400);
    const tooMany = await author.post(`/api/v1/project/${slug}/create/activity/bulk`, { bulkData: Array.from({ length: 201 }, (_, i) => row(`Q${i}`)), scope: 'banked' });
    expect(tooMany).toMatchObject({ status: 400, body: { message: 'bulkData: Maximum 200 questions can be imported at a time' } });
    expect((await author.post(`/api/v1/project/${slug}/create/activity/bulk`, { bulkData: [], scope: 'banked' })).status).toBe(400);
    expect((await author.post(`/api/v1/project/${slug}/create/activity/bulk`, { bulkData: [{ ...row('X'), extra: true }], scope: 'banked' })).status).toBe(400);
    expect([await countRows(server, 'resources'), await countRows(server, 'revisions')]).toEqual(before);
  });

  it('bulk-deletes activities softly, all or nothing', async () => {
    const a = await createActivity(author, slug, 'A');
    const b = await createActivity(author, slug, 'B');
    const missing = await author.post(`/api/v1/project/${slug}/delete/activity/bulk`, { resourceIds: [a, 999999] });
    expect(missing.status).toBe(404);
    expect((await server.services.db('resources').where({ id: a }).first()).deleted_at).toBeNull();
    expect((await author.post(`/api/v1/project/${slug}/delete/activity/bulk`, { resourceIds: ['a'] })).status).toBe(400);
    expect((await author.post(`/api/v1/project/${slug}/delete/activity/bulk`, { resourceIds: [] })).status).toBe(400);
    const deleted = await author.post(`/api/v1/project/${slug}/delete/activity/bulk`, { resourceIds: [a, b] });
    expect(deleted).toMatchObject({ status: 200, body: { result: 'success' } });
    const rows = await server.services.db('resources').whereIn('id', [a, b]);
    expect(rows.every((row) => row.deleted_at !== null)).toBe(true);
    expect((await author.post(`/api/v1/project/${slug}/delete/activity/bulk`, { resourceIds: [a] })).status).toBe(404);
  });

  it('refuses to delete an activity another author holds the lock on', async () => {
    const other = await signedIn(server, 'Editor');
    await author.post(`/api/v1/projects/${slug}/members`, { email: other.email, role: 'author' });
    const id = await createActivity(author, slug, 'Locked');
    expect((await other.post(`/api/v1/project/${slug}/lock/${id}`)).body.type).toBe('acquired');
    const refused = await author.post(`/api/v1/project/${slug}/delete/activity/bulk`, { resourceIds: [id] });
    expect(refused.status).toBe(423);
    expect(refused.body.message).toContain('Editor is editing');
    expect((await server.services.db('resources').where({ id }).first()).deleted_at).toBeNull();
  });

  it('answers 401, 403 and 404 on every activity route', async () => {
    const id = await createActivity(author, slug);
    for (const [path, body] of [
      [`/api/v1/project/${slug}/activity/test-quiz`, { model: { stem: 'Q' }, objectives: {}, scope: 'banked' }],
      [`/api/v1/project/${slug}/create/activity/bulk`, { bulkData: [{ title: 'T', objectives: {}, tags: [], content: { stem: 'Q' }, activityTypeSlug: 'test-quiz' }], scope: 'banked' }],
      [`/api/v1/project/${slug}/delete/activity/bulk`, { resourceIds: [id] }],
    ] as const) {
      expect((await server.client().post(path, body)).status).toBe(401);
      expect((await stranger.post(path, body)).status).toBe(403);
      expect((await author.post(path.replace(slug, 'missing'), body)).status).toBe(404);
    }
    const huge = JSON.stringify({ model: { stem: 'x'.repeat(6 * 1024 * 1024) }, objectives: {}, scope: 'banked' });
    expect((await author.request('POST', `/api/v1/project/${slug}/activity/test-quiz`, undefined, { raw: huge })).status).toBe(413);
  });
});
