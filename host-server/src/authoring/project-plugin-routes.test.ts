import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { testDialects } from '../testing/test-database.js';
import { addAuthor, createProject, signedIn } from './testing/signed-in.js';

type Client = Awaited<ReturnType<typeof signedIn>>;

interface PluginRow {
  id: string;
  packageName: string;
  version: string | null;
  contributes: { elements: string[]; marks: string[]; activityTypes: string[]; widgets: string[] };
  switchable: boolean;
  enabled: boolean;
}

describe.each(testDialects())('project plugins on %s', (dialect) => {
  let server: TestServer;
  let owner: Client;
  let author: Client;
  let stranger: Client;
  let slug: string;
  beforeAll(async () => {
    server = await startTestServer(dialect);
    [owner, author, stranger] = await Promise.all([signedIn(server, 'Owner'), signedIn(server, 'Author'), signedIn(server, 'Stranger')]);
    slug = await createProject(owner, 'Plugged');
    await addAuthor(owner, slug, author);
  });
  afterAll(() => server.close());

  const plugins = async (client: Client, project = slug) => (await client.get(`/api/v1/projects/${project}/plugins`)).body.plugins as PluginRow[];
  const row = async (id: string, client = author, project = slug) => (await plugins(client, project)).find((p) => p.id === id);

  it('lists every installed plugin with its package, version and what it contributes, all on', async () => {
    const list = await plugins(author);
    expect(list.map((p) => p.id)).toEqual(expect.arrayContaining(['element-youtube', 'marks', 'activity-multiple-choice', 'widget-navbar']));
    expect(list.every((p) => p.enabled)).toBe(true);
    expect(await row('element-youtube')).toMatchObject({
      packageName: '@quire/plugin-element-youtube',
      version: '0.1.0',
      contributes: { elements: ['youtube'], marks: [], activityTypes: [], widgets: [] },
      switchable: true,
    });
    expect(await row('activity-multiple-choice')).toMatchObject({ contributes: { activityTypes: ['Multiple Choice'] }, switchable: false });
    expect(await row('marks')).toMatchObject({ switchable: false });
  });

  it('lets the owner switch an element plugin off for one project, and on again', async () => {
    const other = await createProject(owner, 'Untouched');
    expect((await owner.put(`/api/v1/projects/${slug}/plugins/element-youtube`, { enabled: false })).body).toEqual({
      result: 'success',
      id: 'element-youtube',
      enabled: false,
    });
    expect(await row('element-youtube')).toMatchObject({ enabled: false });
    expect(await row('element-youtube', owner, other)).toMatchObject({ enabled: true });
    // Switching it off twice is no error, and keeps one row.
    expect((await owner.put(`/api/v1/projects/${slug}/plugins/element-youtube`, { enabled: false })).status).toBe(200);
    expect(await server.services.db('project_plugins').select('plugin_id')).toEqual([{ plugin_id: 'element-youtube' }]);
    expect((await owner.put(`/api/v1/projects/${slug}/plugins/element-youtube`, { enabled: true })).body).toMatchObject({ enabled: true });
    expect(await row('element-youtube')).toMatchObject({ enabled: true });
    expect(await server.services.db('project_plugins').select('plugin_id')).toEqual([]);
  });

  it('refuses authors, strangers, unknown plugins, plugins that cannot be switched and bad bodies', async () => {
    const path = `/api/v1/projects/${slug}/plugins/element-youtube`;
    expect((await author.put(path, { enabled: false })).body).toMatchObject({ message: 'Only the project owner can switch plugins on or off' });
    expect((await author.put(path, { enabled: false })).status).toBe(403);
    expect((await stranger.get(`/api/v1/projects/${slug}/plugins`)).status).toBe(403);
    expect((await server.client().get(`/api/v1/projects/${slug}/plugins`)).status).toBe(401);
    expect((await owner.put(`/api/v1/projects/${slug}/plugins/nope`, { enabled: false })).status).toBe(404);
    expect((await owner.get(`/api/v1/projects/missing/plugins`)).status).toBe(404);
    expect(await owner.put(`/api/v1/projects/${slug}/plugins/marks`, { enabled: false })).toMatchObject({
      status: 400,
      body: { message: "The plugin 'marks' cannot be switched off" },
    });
    expect((await owner.put(`/api/v1/projects/${slug}/plugins/marks`, { enabled: true })).body).toEqual({ result: 'success', id: 'marks', enabled: true });
    expect((await owner.put(path, { enabled: 'no' })).status).toBe(400);
    expect((await owner.put(path, { enabled: false, extra: 1 })).status).toBe(400);
    expect(await row('element-youtube')).toMatchObject({ enabled: true });
  });
});
