import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { testDialects } from '../testing/test-database.js';
import { createProject, projectWithMembers, signedIn } from './testing/signed-in.js';
import { testSettingsPlugin } from './testing/test-settings-plugin.js';

type Client = Awaited<ReturnType<typeof signedIn>>;

interface PluginRow {
  id: string;
  packageName: string;
  version: string | null;
  contributes: { elements: string[]; marks: string[]; activityTypes: string[]; widgets: string[] };
  switchable: boolean;
  enabled: boolean;
  settingFields: unknown[];
  settings: Record<string, unknown>;
}

describe.each(testDialects())('project plugins on %s', (dialect) => {
  let server: TestServer;
  let owner: Client;
  let author: Client;
  let stranger: Client;
  let slug: string;
  beforeAll(async () => {
    server = await startTestServer(dialect, { extraPlugins: [testSettingsPlugin] });
    ({ owner, author, stranger, slug } = await projectWithMembers(server, 'Plugged'));
  });
  afterAll(() => server.close());

  const plugins = async (client: Client, project = slug) => (await client.get(`/api/v1/projects/${project}/plugins`)).body.plugins as PluginRow[];
  const row = async (id: string, client = author, project = slug) => (await plugins(client, project)).find((p) => p.id === id);
  const storedSettingsRows = async (project: string) => {
    const counted = await server.services.db('project_plugin_settings').join('projects', 'projects.id', 'project_plugin_settings.project_id').where('projects.slug', project).count({ n: '*' }).first();
    return Number(counted?.n ?? 0);
  };

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
    expect(await row('marks')).toMatchObject({ switchable: false, settingFields: [], settings: {} });
    expect((await author.get(`/api/v1/projects/${slug}/plugins`)).body.role).toBe('author');
    expect((await owner.get(`/api/v1/projects/${slug}/plugins`)).body.role).toBe('owner');
  });

  it("lists each plugin's settings form and the project's values, defaults filled in", async () => {
    expect(await row('element-youtube')).toMatchObject({
      settingFields: [
        {
          key: 'privacyEnhanced',
          kind: 'boolean',
          label: 'Privacy-enhanced mode',
          description: expect.stringContaining('youtube-nocookie.com'),
          default: true,
        },
      ],
      settings: { privacyEnhanced: true },
    });
    expect(await row('test-settings')).toMatchObject({
      settingFields: [
        { key: 'showTitles', kind: 'boolean', label: 'Show titles', default: false },
        { key: 'buttonLabel', kind: 'string', label: 'Button label', maxLength: 20, default: 'Continue' },
        { key: 'columns', kind: 'number', label: 'Columns', minimum: 1, maximum: 4, integer: true, default: 2 },
        { key: 'layout', kind: 'enum', label: 'Layout', options: ['compact', 'spacious'], default: 'compact' },
      ],
      settings: { showTitles: false, buttonLabel: 'Continue', columns: 2, layout: 'compact' },
    });
  });

  it('lets the owner save settings for one project; fields left out keep their values', async () => {
    const project = await createProject(owner, 'Configured');
    const path = `/api/v1/projects/${project}/plugins/test-settings/settings`;
    expect((await owner.put(path, { showTitles: true, buttonLabel: 'Next', columns: 3, layout: 'spacious' })).body).toEqual({
      result: 'success',
      id: 'test-settings',
      settings: { showTitles: true, buttonLabel: 'Next', columns: 3, layout: 'spacious' },
    });
    expect((await owner.put(path, { columns: 4 })).body.settings).toEqual({ showTitles: true, buttonLabel: 'Next', columns: 4, layout: 'spacious' });
    expect((await row('test-settings', owner, project))?.settings).toEqual({ showTitles: true, buttonLabel: 'Next', columns: 4, layout: 'spacious' });
    expect((await row('test-settings', owner, slug))?.settings).toEqual({ showTitles: false, buttonLabel: 'Continue', columns: 2, layout: 'compact' });
    expect((await owner.put(`/api/v1/projects/${project}/plugins/element-youtube/settings`, { privacyEnhanced: false })).status).toBe(200);
    expect((await row('element-youtube', owner, project))?.settings).toEqual({ privacyEnhanced: false });
  });

  it('answers 400 with a problem for each field and stores nothing', async () => {
    const project = await createProject(owner, 'Misconfigured');
    const path = `/api/v1/projects/${project}/plugins/test-settings/settings`;
    const refused = await owner.put(path, { showTitles: 'yes', buttonLabel: 'x'.repeat(21), columns: 9, layout: 'cosy', colour: 'red' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({
      showTitles: 'Choose on or off',
      buttonLabel: 'Use at most 20 characters',
      columns: 'Enter a whole number from 1 to 4',
      layout: 'Choose one of: compact, spacious',
      colour: 'This plugin has no such setting',
    });
    expect(refused.body.message).toContain('columns: Enter a whole number from 1 to 4');
    // One bad field refuses the whole change.
    expect((await owner.put(path, { showTitles: true, columns: 0 })).body.errors).toEqual({ columns: 'Enter a whole number from 1 to 4' });
    expect((await row('test-settings', owner, project))?.settings).toMatchObject({ showTitles: false, columns: 2 });
    expect(await storedSettingsRows(project)).toBe(0);
    expect((await owner.put(path, ['not', 'an', 'object'])).status).toBe(400);
    expect((await owner.put(path, { buttonLabel: { nested: { deeper: 'x' } } })).status).toBe(400);
    expect((await owner.put(path, { buttonLabel: 'x'.repeat(70_000) })).status).toBe(413);
  });

  it('refuses authors and strangers, and plugins that are unknown or have no settings', async () => {
    const path = `/api/v1/projects/${slug}/plugins/test-settings/settings`;
    expect(await author.put(path, { columns: 3 })).toMatchObject({ status: 403, body: { message: 'Only the project owner can change plugin settings' } });
    expect((await stranger.put(path, { columns: 3 })).status).toBe(403);
    expect((await server.client().put(path, { columns: 3 })).status).toBe(401);
    expect((await owner.put(`/api/v1/projects/${slug}/plugins/nope/settings`, {})).status).toBe(404);
    expect(await owner.put(`/api/v1/projects/${slug}/plugins/marks/settings`, {})).toMatchObject({ status: 404, body: { message: "The plugin 'marks' has no settings" } });
    expect((await row('test-settings', owner))?.settings).toMatchObject({ columns: 2 });
  });

  it('reads a stored value the plugin no longer takes as its default, field by field', async () => {
    const project = await createProject(owner, 'Outdated');
    const { id } = await server.services.db('projects').where({ slug: project }).first('id');
    await server.services.db('project_plugin_settings').insert({
      project_id: id,
      plugin_id: 'test-settings',
      settings: JSON.stringify({ showTitles: true, buttonLabel: 'x'.repeat(40), columns: 12, layout: 'grid', removed: 1 }),
      updated_at: new Date(),
    });
    await server.services.db('project_plugin_settings').insert({ project_id: id, plugin_id: 'element-youtube', settings: 'not json', updated_at: new Date() });
    expect((await row('test-settings', owner, project))?.settings).toEqual({ showTitles: true, buttonLabel: 'Continue', columns: 2, layout: 'compact' });
    expect((await row('element-youtube', owner, project))?.settings).toEqual({ privacyEnhanced: true });
    // Saving one field over such a row stores a whole valid set.
    expect((await owner.put(`/api/v1/projects/${project}/plugins/test-settings/settings`, { columns: 1 })).body.settings).toEqual({
      showTitles: true,
      buttonLabel: 'Continue',
      columns: 1,
      layout: 'compact',
    });
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
