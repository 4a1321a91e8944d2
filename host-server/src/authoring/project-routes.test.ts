import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { testDialects } from '../testing/test-database.js';
import { countRows, createProject, signedIn } from './testing/signed-in.js';

describe.each(testDialects())('projects and members on %s', (dialect) => {
  let server: TestServer;
  let owner: Awaited<ReturnType<typeof signedIn>>;
  let stranger: Awaited<ReturnType<typeof signedIn>>;
  beforeAll(async () => {
    server = await startTestServer(dialect);
    [owner, stranger] = await Promise.all([signedIn(server, 'Owner'), signedIn(server, 'Stranger')]);
  });
  afterAll(() => server.close());

  it('creates a project with a slug from its title, made unique, with the creator as owner', async () => {
    const first = await owner.post('/api/v1/projects', { title: 'Élan & Vital: Chemistry!' });
    expect(first).toMatchObject({ status: 201, body: { slug: 'elan-vital-chemistry', title: 'Élan & Vital: Chemistry!' } });
    const second = await stranger.post('/api/v1/projects', { title: 'Élan vital chemistry' });
    expect(second.body.slug).toBe('elan-vital-chemistry-2');
    const project = await server.services.db('projects').where({ slug: 'elan-vital-chemistry' }).first();
    const member = await server.services.db('project_members').where({ project_id: project.id }).first();
    expect(member).toMatchObject({ user_id: owner.userId, role: 'owner' });
  });

  it('gives a unique slug to each of many projects created at once with one title', async () => {
    const results = await Promise.all(Array.from({ length: 6 }, () => owner.post('/api/v1/projects', { title: 'Same title' })));
    expect(results.map((r) => r.status)).toEqual(Array(6).fill(201));
    expect(new Set(results.map((r) => r.body.slug)).size).toBe(6);
  });

  it('lists only the projects the user is a member of, sorted by an allowed column', async () => {
    const lister = await signedIn(server, 'Lister');
    await createProject(lister, 'Beta course');
    await createProject(lister, 'Alpha course');
    const list = await lister.get('/api/v1/projects');
    expect(list.status).toBe(200);
    expect(list.body.projects.map((p: { title: string }) => p.title)).toEqual(['Alpha course', 'Beta course']);
    expect(list.body.projects[0]).toMatchObject({ slug: 'alpha-course', role: 'owner' });
    const desc = await lister.get('/api/v1/projects?sort=title&order=desc');
    expect(desc.body.projects.map((p: { title: string }) => p.title)).toEqual(['Beta course', 'Alpha course']);
    const created = await lister.get('/api/v1/projects?sort=created');
    expect(created.body.projects.map((p: { title: string }) => p.title)).toEqual(['Beta course', 'Alpha course']);
    expect((await lister.get('/api/v1/projects?sort=password_hash')).status).toBe(400);
    expect((await lister.get('/api/v1/projects?order=sideways')).status).toBe(400);
    expect((await lister.get('/api/v1/projects?sort=title&sort=created')).status).toBe(400);
  });

  it('lets the owner add an author by email, who then sees the project; members are listed', async () => {
    const slug = await createProject(owner, 'Team project');
    const author = await signedIn(server, 'Author');
    expect((await author.get(`/api/v1/projects/${slug}/members`)).status).toBe(403);
    const added = await owner.post(`/api/v1/projects/${slug}/members`, { email: author.email.toUpperCase(), role: 'author' });
    expect(added).toMatchObject({ status: 201, body: { member: { userId: author.userId, name: 'Author', role: 'author' } } });
    const members = await author.get(`/api/v1/projects/${slug}/members`);
    expect(members.status).toBe(200);
    expect(members.body.members.map((m: { name: string; role: string }) => [m.name, m.role])).toEqual([
      ['Author', 'author'],
      ['Owner', 'owner'],
    ]);
    expect((await author.get('/api/v1/projects')).body.projects.map((p: { slug: string }) => p.slug)).toContain(slug);

    // An author cannot add members; a second add is refused.
    const third = await signedIn(server, 'Third');
    expect((await author.post(`/api/v1/projects/${slug}/members`, { email: third.email, role: 'author' })).status).toBe(403);
    expect((await owner.post(`/api/v1/projects/${slug}/members`, { email: author.email, role: 'author' })).status).toBe(409);
    expect((await owner.post(`/api/v1/projects/${slug}/members`, { email: 'nobody@example.org', role: 'author' })).status).toBe(404);
  });

  it.each([
    [{ title: 42 }, 'title'],
    [{ title: '   ' }, 'title: Enter a title'],
    [{ title: 'x'.repeat(301) }, 'title'],
    [{ title: 'Fine', owner: 1 }, 'Unrecognized key'],
    [{ title: { $gt: '' } }, 'title'],
  ])('refuses the project body %j with a 400 and stores nothing', async (body, message) => {
    const before = await countRows(server, 'projects');
    const response = await owner.post('/api/v1/projects', body);
    expect(response.status).toBe(400);
    expect(response.body.message).toContain(message);
    expect(await countRows(server, 'projects')).toBe(before);
  });

  it('refuses a member body with a wrong role or unknown field, and an oversized body', async () => {
    const slug = await createProject(owner, 'Guarded');
    const before = await countRows(server, 'project_members');
    for (const body of [
      { email: stranger.email, role: 'owner' },
      { email: stranger.email, role: 'author', admin: true },
      { email: [stranger.email], role: 'author' },
    ]) {
      expect((await owner.post(`/api/v1/projects/${slug}/members`, body)).status).toBe(400);
    }
    const huge = JSON.stringify({ title: 'x'.repeat(6 * 1024 * 1024) });
    expect((await owner.request('POST', '/api/v1/projects', undefined, { raw: huge })).status).toBe(413);
    expect(await countRows(server, 'project_members')).toBe(before);
  });

  it('answers 401 without a session, 403 to a guest creating a project, 404 for a missing project', async () => {
    const anonymous = server.client();
    expect((await anonymous.post('/api/v1/projects', { title: 'X' })).status).toBe(401);
    expect((await anonymous.get('/api/v1/projects')).status).toBe(401);
    expect((await anonymous.get('/api/v1/projects/anything/members')).status).toBe(401);
    expect((await anonymous.post('/api/v1/projects/anything/members', { email: 'a@b.org', role: 'author' })).status).toBe(401);
    const guest = server.client();
    await guest.post('/api/v1/auth/guest');
    expect((await guest.post('/api/v1/projects', { title: 'X' })).status).toBe(403);
    expect((await owner.get('/api/v1/projects/no-such-project/members')).status).toBe(404);
    expect((await owner.post('/api/v1/projects/no-such-project/members', { email: stranger.email, role: 'author' })).status).toBe(404);
  });
});
