import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { testDialects } from '../testing/test-database.js';
import { pageContentChecker } from './content-check.js';
import { countRows, createItem, createProject, signedIn } from './testing/signed-in.js';

type Client = Awaited<ReturnType<typeof signedIn>>;

describe.each(testDialects())('curriculum and page links on %s', (dialect) => {
  let server: TestServer;
  let author: Client;
  let stranger: Client;
  beforeAll(async () => {
    server = await startTestServer(dialect);
    [author, stranger] = await Promise.all([signedIn(server, 'Curator'), signedIn(server, 'Stranger')]);
  });
  afterAll(() => server.close());

  const titles = (items: { title: string; children?: unknown[] }[]): unknown[] =>
    items.map((item) => (item.children ? [item.title, titles(item.children as never)] : item.title));

  it('creates containers and pages in order; a page starts with an empty paragraph in revision 1', async () => {
    const slug = await createProject(author, 'Ordered');
    const unit = await createItem(author, slug, 'Unit 1', 'container');
    const intro = await createItem(author, slug, 'Introduction', 'page', unit.id);
    const second = await createItem(author, slug, 'Introduction', 'page', unit.id);
    const top = await createItem(author, slug, 'Glossary');
    expect(intro).toMatchObject({ slug: 'introduction', title: 'Introduction', kind: 'page', parentId: unit.id, position: 0 });
    expect(second).toMatchObject({ slug: 'introduction-2', position: 1 });
    expect(top).toMatchObject({ parentId: null, position: 1 });

    const tree = await author.get(`/api/v1/projects/${slug}/curriculum`);
    expect(tree.status).toBe(200);
    expect(titles(tree.body.items)).toEqual([['Unit 1', ['Introduction', 'Introduction']], 'Glossary']);
    expect(tree.body.items[0]).toMatchObject({ id: unit.id, kind: 'container', slug: 'unit-1', position: 0 });

    const revision = await server.services.db('revisions').where({ resource_id: intro.id }).first();
    expect(revision).toMatchObject({ number: 1, title: 'Introduction', author_id: author.userId });
    const content = JSON.parse(revision.content);
    // The installed plugins' checker takes the new page as it is.
    expect(pageContentChecker(server.services.host).check(content)).toEqual(content);
    expect(content.model).toHaveLength(1);
    expect(content.model[0]).toMatchObject({ type: 'content', children: [{ type: 'p', children: [{ text: '' }] }] });
  });

  it('renames with a new revision that keeps the content and takes the new title\'s slug', async () => {
    const slug = await createProject(author, 'Renames');
    const page = await createItem(author, slug, 'Draft title');
    const renamed = await author.put(`/api/v1/projects/${slug}/curriculum/${page.id}`, { title: 'Final title' });
    expect(renamed).toMatchObject({ status: 200, body: { id: page.id, title: 'Final title', slug: 'final-title' } });
    const revisions = await server.services.db('revisions').where({ resource_id: page.id }).orderBy('number');
    expect(revisions.map((r) => [r.number, r.title, r.slug])).toEqual([
      [1, 'Draft title', 'draft-title'],
      [2, 'Final title', 'final-title'],
    ]);
    expect(revisions[1].content).toBe(revisions[0].content);
    const resource = await server.services.db('resources').where({ id: page.id }).first();
    expect(resource.current_revision_id).toBe(revisions[1].id);
  });

  it('finds a renamed page by its current slug and by any former one', async () => {
    const slug = await createProject(author, 'Old addresses');
    const page = await createItem(author, slug, 'New Page');
    await author.put(`/api/v1/projects/${slug}/curriculum/${page.id}`, { title: 'Atoms' });
    await author.put(`/api/v1/projects/${slug}/curriculum/${page.id}`, { title: 'Atoms and ions' });
    for (const asked of ['new-page', 'atoms', 'atoms-and-ions']) {
      expect(await author.get(`/api/v1/projects/${slug}/curriculum/slugs/${asked}`)).toMatchObject({
        status: 200,
        body: { id: page.id, slug: 'atoms-and-ions' },
      });
    }
    expect(await author.get(`/api/v1/projects/${slug}/curriculum/slugs/never-used`)).toMatchObject({
      status: 404,
      body: { message: 'This page was not found. Try reopening it from the Curriculum.' },
    });
    expect((await author.get(`/api/v1/projects/${slug}/curriculum/slugs/${'x'.repeat(300)}`)).status).toBe(404);
    expect((await stranger.get(`/api/v1/projects/${slug}/curriculum/slugs/atoms`)).status).toBe(403);
    expect((await server.client().get(`/api/v1/projects/${slug}/curriculum/slugs/atoms`)).status).toBe(401);
  });

  it('gives a former slug to the page that holds it now: the live page wins', async () => {
    const slug = await createProject(author, 'Reused slugs');
    const first = await createItem(author, slug, 'Introduction');
    await author.put(`/api/v1/projects/${slug}/curriculum/${first.id}`, { title: 'Overview' });
    const second = await createItem(author, slug, 'Introduction');
    expect(second.slug).toBe('introduction');
    expect((await author.get(`/api/v1/projects/${slug}/curriculum/slugs/introduction`)).body).toEqual({ id: second.id, slug: 'introduction' });
    // Once the live holder is deleted, the address leads back to the page that had it before.
    await author.delete(`/api/v1/projects/${slug}/curriculum/${second.id}`);
    expect((await author.get(`/api/v1/projects/${slug}/curriculum/slugs/introduction`)).body).toEqual({ id: first.id, slug: 'overview' });
  });

  it('keeps slugs unique in the project when a rename takes a title in use', async () => {
    const slug = await createProject(author, 'Unique renames');
    const atoms = await createItem(author, slug, 'Atoms');
    const other = await createItem(author, slug, 'Other');
    const unit = await createItem(author, slug, 'Unit', 'container');
    const rename = async (id: number, title: string) => (await author.put(`/api/v1/projects/${slug}/curriculum/${id}`, { title })).body.slug;
    expect(await rename(other.id, 'Atoms')).toBe('atoms-2');
    // Renaming to the same title, or one with the same slug, keeps the address.
    expect(await rename(other.id, 'ATOMS')).toBe('atoms-2');
    expect(await rename(atoms.id, 'Atoms!')).toBe('atoms');
    expect(await rename(unit.id, 'Atoms')).toBe('atoms-3');
    const slugs = (await server.services.db('resources').whereIn('id', [atoms.id, other.id, unit.id]).orderBy('id').pluck('slug')) as string[];
    expect(slugs).toEqual(['atoms', 'atoms-2', 'atoms-3']);
  });

  it('moves items between containers and reorders the siblings', async () => {
    const slug = await createProject(author, 'Moves');
    const a = await createItem(author, slug, 'A');
    const b = await createItem(author, slug, 'B');
    const c = await createItem(author, slug, 'C');
    const box = await createItem(author, slug, 'Box', 'container');
    const moved = await author.put(`/api/v1/projects/${slug}/curriculum/${c.id}/move`, { parentId: null, position: 0 });
    expect(moved).toMatchObject({ status: 200, body: { id: c.id, position: 0, parentId: null } });
    let tree = (await author.get(`/api/v1/projects/${slug}/curriculum`)).body.items;
    expect(titles(tree)).toEqual(['C', 'A', 'B', ['Box', []]]);
    expect(tree.map((item: { position: number }) => item.position)).toEqual([0, 1, 2, 3]);

    await author.put(`/api/v1/projects/${slug}/curriculum/${a.id}/move`, { parentId: box.id, position: 5 });
    await author.put(`/api/v1/projects/${slug}/curriculum/${b.id}/move`, { parentId: box.id, position: 0 });
    tree = (await author.get(`/api/v1/projects/${slug}/curriculum`)).body.items;
    expect(titles(tree)).toEqual(['C', ['Box', ['B', 'A']]]);
    expect(tree[1].children.map((item: { position: number }) => item.position)).toEqual([0, 1]);
    expect(tree[1].position).toBe(1);

    // Never into itself or below itself; never under a page.
    const inner = await createItem(author, slug, 'Inner', 'container', box.id);
    expect((await author.put(`/api/v1/projects/${slug}/curriculum/${box.id}/move`, { parentId: box.id, position: 0 })).status).toBe(409);
    expect((await author.put(`/api/v1/projects/${slug}/curriculum/${box.id}/move`, { parentId: inner.id, position: 0 })).status).toBe(409);
    expect((await author.put(`/api/v1/projects/${slug}/curriculum/${a.id}/move`, { parentId: c.id, position: 0 })).status).toBe(404);
  });

  it('deletes softly; a container with children is refused with 409', async () => {
    const slug = await createProject(author, 'Deletes');
    const box = await createItem(author, slug, 'Box', 'container');
    const page = await createItem(author, slug, 'Inside', 'page', box.id);
    const refused = await author.delete(`/api/v1/projects/${slug}/curriculum/${box.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This container is not empty: move or delete its 1 item first');
    expect((await author.delete(`/api/v1/projects/${slug}/curriculum/${page.id}`)).body).toEqual({ result: 'success' });
    expect((await author.delete(`/api/v1/projects/${slug}/curriculum/${box.id}`)).status).toBe(200);
    expect((await author.get(`/api/v1/projects/${slug}/curriculum`)).body.items).toEqual([]);
    const row = await server.services.db('resources').where({ id: page.id }).first();
    expect(row.deleted_at).not.toBeNull();
    expect((await author.delete(`/api/v1/projects/${slug}/curriculum/${page.id}`)).status).toBe(404);
    expect((await author.put(`/api/v1/projects/${slug}/curriculum/${page.id}`, { title: 'Back' })).status).toBe(404);
  });

  it('lists the pages for links in reading order, without the current one', async () => {
    const slug = await createProject(author, 'Links');
    const unit = await createItem(author, slug, 'Unit', 'container');
    const one = await createItem(author, slug, 'One', 'page', unit.id);
    const two = await createItem(author, slug, 'Two');
    const links = await author.get(`/api/v1/project/${slug}/link`);
    expect(links).toMatchObject({
      status: 200,
      body: {
        type: 'success',
        pages: [
          { id: one.id, title: 'One', slug: 'one' },
          { id: two.id, title: 'Two', slug: 'two' },
        ],
      },
    });
    expect((await author.get(`/api/v1/project/${slug}/link?current=${one.id}`)).body.pages).toEqual([{ id: two.id, title: 'Two', slug: 'two' }]);
    expect(await author.get(`/api/v1/project/${slug}/link?current=abc`)).toMatchObject({ status: 400, body: { type: 'ServerError' } });
    expect(await stranger.get(`/api/v1/project/${slug}/link`)).toMatchObject({ status: 403, body: { type: 'ServerError' } });
    expect(await author.get('/api/v1/project/missing/link')).toMatchObject({ status: 404, body: { type: 'ServerError' } });
    expect((await server.client().get(`/api/v1/project/${slug}/link`)).status).toBe(401);
  });

  it('answers 401, 403 and 404 on every curriculum route', async () => {
    const slug = await createProject(author, 'Guarded curriculum');
    const page = await createItem(author, slug, 'Page');
    const anonymous = server.client();
    const calls: [string, string, unknown?][] = [
      ['GET', `/api/v1/projects/${slug}/curriculum`],
      ['POST', `/api/v1/projects/${slug}/curriculum`, { kind: 'page', title: 'X' }],
      ['PUT', `/api/v1/projects/${slug}/curriculum/${page.id}`, { title: 'X' }],
      ['PUT', `/api/v1/projects/${slug}/curriculum/${page.id}/move`, { parentId: null, position: 0 }],
      ['DELETE', `/api/v1/projects/${slug}/curriculum/${page.id}`],
      ['GET', `/api/v1/projects/${slug}/curriculum/slugs/page`],
    ];
    for (const [method, path, body] of calls) {
      expect((await anonymous.request(method, path, body)).status, `${method} ${path}`).toBe(401);
      expect((await stranger.request(method, path, body)).status, `${method} ${path}`).toBe(403);
      expect((await author.request(method, path.replace(slug, 'missing'), body)).status, `${method} ${path}`).toBe(404);
    }
    for (const id of ['999999', '0', '1e3', '99999999999', 'abc']) {
      expect((await author.put(`/api/v1/projects/${slug}/curriculum/${id}`, { title: 'X' })).status).toBe(404);
    }
    expect((await author.post(`/api/v1/projects/${slug}/curriculum`, { kind: 'page', title: 'X', parentId: 999999 })).status).toBe(404);
    expect((await author.post(`/api/v1/projects/${slug}/curriculum`, { kind: 'page', title: 'X', parentId: page.id })).status).toBe(404);
  });

  it.each([
    [{ kind: 'activity', title: 'X' }],
    [{ kind: 'page', title: 7 }],
    [{ kind: 'page', title: 'X', parentId: '1' }],
    [{ kind: 'page', title: 'X', parentId: { $ne: null } }],
    [{ kind: 'page', title: 'X', position: 3 }],
    [{ kind: 'page' }],
  ])('refuses the curriculum body %j with a 400 and stores nothing', async (body) => {
    const slug = await createProject(author, 'Strict');
    const before = [await countRows(server, 'resources'), await countRows(server, 'revisions')];
    const response = await author.post(`/api/v1/projects/${slug}/curriculum`, body);
    expect(response.status).toBe(400);
    expect([await countRows(server, 'resources'), await countRows(server, 'revisions')]).toEqual(before);
  });

  it('refuses malformed rename and move bodies, and an oversized one, changing nothing', async () => {
    const slug = await createProject(author, 'Strict edits');
    const page = await createItem(author, slug, 'Page');
    const before = await countRows(server, 'revisions', { resource_id: page.id });
    for (const body of [{ title: '' }, { title: ['x'] }, { title: 'X', slug: 'hack' }]) {
      expect((await author.put(`/api/v1/projects/${slug}/curriculum/${page.id}`, body)).status).toBe(400);
    }
    for (const body of [{ parentId: null }, { parentId: null, position: -1 }, { parentId: null, position: 1.5 }, { parentId: 'x', position: 0 }]) {
      expect((await author.put(`/api/v1/projects/${slug}/curriculum/${page.id}/move`, body)).status).toBe(400);
    }
    const huge = JSON.stringify({ title: 'x'.repeat(6 * 1024 * 1024) });
    expect((await author.request('PUT', `/api/v1/projects/${slug}/curriculum/${page.id}`, undefined, { raw: huge })).status).toBe(413);
    expect(await countRows(server, 'revisions', { resource_id: page.id })).toBe(before);
  });
});
