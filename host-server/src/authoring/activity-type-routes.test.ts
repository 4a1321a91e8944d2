import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { testDialects } from '../testing/test-database.js';
import { createProject, projectWithMembers, signedIn } from './testing/signed-in.js';
import { testActivityPlugin } from './testing/test-activity-plugin.js';

type Client = Awaited<ReturnType<typeof signedIn>>;

describe.each(testDialects())('project activity types on %s', (dialect) => {
  let server: TestServer;
  let owner: Client;
  let author: Client;
  let stranger: Client;
  let slug: string;
  beforeAll(async () => {
    server = await startTestServer(dialect, { extraPlugins: [testActivityPlugin] });
    ({ owner, author, stranger, slug } = await projectWithMembers(server, 'Typed'));
  });
  afterAll(() => server.close());

  const typeRow = async (client: Client, typeSlug: string) =>
    ((await client.get(`/api/v1/projects/${slug}/activity-types`)).body.types as { slug: string }[]).find((t) => t.slug === typeSlug);

  it('lists every type with whether the project offers it', async () => {
    const quiz = await server.services.db('activity_registrations').where({ slug: 'test-quiz' }).first('id');
    expect(await typeRow(author, 'test-quiz')).toEqual({
      id: Number(quiz.id),
      slug: 'test-quiz',
      friendlyName: 'Test quiz',
      description: null,
      globallyAvailable: true,
      offered: true,
    });
    expect(await typeRow(author, 'test-hidden')).toEqual(expect.objectContaining({ globallyAvailable: false, offered: false }));
  });

  it('gives every type its own numeric id, the one registered for its slug', async () => {
    const types = (await author.get(`/api/v1/projects/${slug}/activity-types`)).body.types as { id: number; slug: string }[];
    const registered = (await server.services.db('activity_registrations').select('id', 'slug')) as { id: number | string; slug: string }[];
    const idsBySlug = new Map(registered.map((row) => [row.slug, Number(row.id)]));
    expect(types.map((type) => type.slug)).toContain('oli_multiple_choice');
    for (const type of types) {
      expect(Number.isSafeInteger(type.id)).toBe(true);
      expect(type.id).toBe(idsBySlug.get(type.slug));
    }
    expect(new Set(types.map((type) => type.id)).size).toBe(types.length);
  });

  it('lets the owner enable a type, after which authors can create activities of it, and disable it again', async () => {
    const create = () => author.post(`/api/v1/project/${slug}/activity/test-hidden`, { model: { stem: 'Q' }, scope: 'embedded' });
    expect((await create()).status).toBe(400);
    expect((await owner.put(`/api/v1/projects/${slug}/activity-types/test-hidden`, { enabled: true })).body).toEqual({
      result: 'success',
      slug: 'test-hidden',
      offered: true,
    });
    expect(await typeRow(author, 'test-hidden')).toMatchObject({ offered: true });
    expect((await create()).status).toBe(201);
    expect((await owner.put(`/api/v1/projects/${slug}/activity-types/test-hidden`, { enabled: false })).status).toBe(200);
    expect(await typeRow(author, 'test-hidden')).toMatchObject({ offered: false });
    expect((await create()).status).toBe(400);
  });

  it('lets the owner switch off a type that is on by default, for this project only, and on again', async () => {
    const other = await createProject(owner, 'Untouched');
    const create = (project: string) => owner.post(`/api/v1/project/${project}/activity/test-quiz`, { model: { stem: 'Q' }, scope: 'embedded' });
    const off = await owner.put(`/api/v1/projects/${slug}/activity-types/test-quiz`, { enabled: false });
    expect(off.body).toEqual({ result: 'success', slug: 'test-quiz', offered: false });
    expect(await typeRow(author, 'test-quiz')).toMatchObject({ globallyAvailable: true, offered: false });
    expect(await create(slug)).toMatchObject({ status: 400, body: { message: "Activity type 'test-quiz' is not enabled for this project" } });
    expect((await create(other)).status).toBe(201);

    expect((await owner.put(`/api/v1/projects/${slug}/activity-types/test-quiz`, { enabled: true })).body).toMatchObject({ offered: true });
    expect((await create(slug)).status).toBe(201);
    // Switched back to its default, the type is in neither of the project's lists.
    expect(await server.services.db('projects').where({ slug }).first('enabled_activity_types', 'disabled_activity_types')).toEqual({
      enabled_activity_types: '[]',
      disabled_activity_types: '[]',
    });
  });

  it('refuses authors, unknown types and bad bodies', async () => {
    const path = `/api/v1/projects/${slug}/activity-types/test-hidden`;
    expect((await author.put(path, { enabled: true })).status).toBe(403);
    expect((await owner.put(`/api/v1/projects/${slug}/activity-types/nope`, { enabled: true })).status).toBe(404);
    expect((await owner.put(path, { enabled: 'yes' })).status).toBe(400);
    expect((await owner.put(path, { enabled: true, extra: 1 })).status).toBe(400);
    expect((await author.put(`/api/v1/projects/${slug}/activity-types/test-quiz`, { enabled: false })).status).toBe(403);
    expect(await typeRow(author, 'test-hidden')).toMatchObject({ offered: false });
    expect(await typeRow(author, 'test-quiz')).toMatchObject({ offered: true });
  });

  it('answers 401, 403 and 404', async () => {
    for (const [method, path, body] of [
      ['GET', `/api/v1/projects/${slug}/activity-types`, undefined],
      ['PUT', `/api/v1/projects/${slug}/activity-types/test-hidden`, { enabled: true }],
    ] as const) {
      expect((await server.client().request(method, path, body)).status).toBe(401);
      expect((await stranger.request(method, path, body)).status).toBe(403);
      expect((await owner.request(method, path.replace(slug, 'missing'), body)).status).toBe(404);
    }
  });
});
