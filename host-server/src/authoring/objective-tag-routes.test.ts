import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { testDialects } from '../testing/test-database.js';
import { countRows, createProject, signedIn } from './testing/signed-in.js';

type Client = Awaited<ReturnType<typeof signedIn>>;

describe.each(testDialects())('objectives and tags on %s', (dialect) => {
  let server: TestServer;
  let author: Client;
  let stranger: Client;
  let slug: string;
  beforeAll(async () => {
    server = await startTestServer(dialect);
    [author, stranger] = await Promise.all([signedIn(server, 'Tagger'), signedIn(server, 'Stranger')]);
    slug = await createProject(author, 'Tagged');
  });
  afterAll(() => server.close());

  it('creates an objective and lists it', async () => {
    const created = await author.post(`/api/v1/objectives/project/${slug}`, { title: 'Balance an equation' });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ result: 'success', resourceId: expect.any(Number) });
    const list = await author.get(`/api/v1/objectives/project/${slug}`);
    expect(list.body).toEqual({
      result: 'success',
      objectives: [{ id: created.body.resourceId, title: 'Balance an equation', parentIds: null }],
    });
  });

  it('creates a tag, answers the existing tag for an existing title, and lists tags by title', async () => {
    const first = await author.post(`/api/v1/tags/project/${slug}`, { title: 'stoichiometry' });
    expect(first).toMatchObject({ status: 201, body: { result: 'success', tag: { id: expect.any(Number), title: 'stoichiometry' } } });
    const again = await author.post(`/api/v1/tags/project/${slug}`, { title: '  stoichiometry ' });
    expect(again).toMatchObject({ status: 200, body: { result: 'success', tag: { id: first.body.tag.id, title: 'stoichiometry' } } });
    const racing = await Promise.all([1, 2, 3, 4].map(() => author.post(`/api/v1/tags/project/${slug}`, { title: 'acids' })));
    expect(new Set(racing.map((r) => r.body.tag.id)).size).toBe(1);
    const list = await author.get(`/api/v1/tags/project/${slug}`);
    expect(list.body).toEqual({
      result: 'success',
      tags: [
        { id: racing[0].body.tag.id, title: 'acids' },
        { id: first.body.tag.id, title: 'stoichiometry' },
      ],
    });
  });

  it('answers 401, 403 and 404', async () => {
    for (const [method, path, body] of [
      ['POST', `/api/v1/objectives/project/${slug}`, { title: 'X' }],
      ['GET', `/api/v1/objectives/project/${slug}`, undefined],
      ['GET', `/api/v1/tags/project/${slug}`, undefined],
      ['POST', `/api/v1/tags/project/${slug}`, { title: 'X' }],
    ] as const) {
      expect((await server.client().request(method, path, body)).status).toBe(401);
      expect((await stranger.request(method, path, body)).status).toBe(403);
      expect((await author.request(method, path.replace(slug, 'missing'), body)).status).toBe(404);
    }
  });

  it('refuses malformed bodies with a 400 and stores nothing', async () => {
    const before = [await countRows(server, 'objectives'), await countRows(server, 'tags')];
    for (const body of [{}, { title: '' }, { title: 5 }, { title: 'X', parentIds: [1] }, { title: { $ne: 1 } }]) {
      expect((await author.post(`/api/v1/objectives/project/${slug}`, body)).status).toBe(400);
      expect((await author.post(`/api/v1/tags/project/${slug}`, body)).status).toBe(400);
    }
    expect((await author.post(`/api/v1/tags/project/${slug}`, { title: 't'.repeat(201) })).status).toBe(400);
    const huge = JSON.stringify({ title: 'x'.repeat(6 * 1024 * 1024) });
    expect((await author.request('POST', `/api/v1/tags/project/${slug}`, undefined, { raw: huge })).status).toBe(413);
    expect([await countRows(server, 'objectives'), await countRows(server, 'tags')]).toEqual(before);
  });
});
