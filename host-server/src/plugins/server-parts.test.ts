import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { definePlugin } from '@quire/plugin-sdk';
import { defineServer } from '@quire/plugin-sdk/server';
import { SESSION_COOKIE } from '../auth/auth-middleware.js';
import { signedInUser } from '../delivery-api/testing/signed-in-user.js';
import { CROSS_SITE_MESSAGE } from '../security/same-origin-requests.js';
import { rawRequest } from '../testing/raw-request.js';
import { testDialects } from '../testing/test-database.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { notesPlugin, NOTES_PLUGIN_ID, NOTES_TABLE } from './testing/notes-plugin.js';
import { HOST_API_SEGMENTS } from './start-server-parts.js';
import { hostRouters } from '../app.js';
import Router from '@koa/router';

const NOTES = `/api/v1/plugins/${NOTES_PLUGIN_ID}/notes`;

describe.each(testDialects())('a plugin’s server part on %s', (dialect) => {
  let server: TestServer;
  const plugin = notesPlugin();
  beforeAll(async () => {
    server = await startTestServer(dialect, { extraPlugins: [plugin] });
  });
  afterAll(() => server.close());

  it('has its migration run once, tracked in its own migration table', async () => {
    expect(await server.services.db.schema.hasTable(NOTES_TABLE)).toBe(true);
    const runs = await server.services.db('knex_migrations__test_notes').select('name');
    expect(runs).toEqual([{ name: 'test-notes-0001-notes' }]);
  });

  it('has its init called once with the server’s database, clock and blob store', () => {
    expect(plugin.initCalls).toHaveLength(1);
    expect(plugin.initCalls[0]).toMatchObject({ pluginId: NOTES_PLUGIN_ID, db: server.services.db, clock: server.services.clock, blobs: server.services.blobs });
  });

  it('answers at /api/v1/plugins/<id> for a signed-in user, who it is told', async () => {
    const { id, client } = await signedInUser(server);
    expect(await client.post(NOTES, { text: 'first' })).toMatchObject({ status: 201 });
    expect(await server.services.db(NOTES_TABLE).where({ text: 'first' }).first('user_id')).toEqual({ user_id: id });
    expect(await client.get(NOTES)).toMatchObject({ status: 200, body: { notes: [{ text: 'first' }] } });
  });

  it('refuses a request without a session: 401, nothing stored', async () => {
    const before = await server.services.db(NOTES_TABLE).count({ n: '*' }).first();
    expect(await server.client().get(NOTES)).toMatchObject({ status: 401 });
    expect(await server.client().post(NOTES, { text: 'anonymous' })).toMatchObject({ status: 401 });
    expect(await server.services.db(NOTES_TABLE).count({ n: '*' }).first()).toEqual(before);
  });

  it('refuses a cross-site POST and one without the CSRF token, even with the session: 403, nothing stored', async () => {
    const { client } = await signedInUser(server);
    const cookie = `${SESSION_COOKIE}=${/quire_session=([^;]+)/.exec(client['cookie'] as string)?.[1]}`;
    const body = JSON.stringify({ text: 'planted' });
    const json = { 'content-type': 'application/json', cookie };
    const crossSite = await rawRequest(server.baseUrl, 'POST', NOTES, { ...json, 'x-csrf-token': client.csrfToken as string, origin: 'https://evil.example' }, body);
    expect(crossSite).toMatchObject({ status: 403, body: { message: CROSS_SITE_MESSAGE } });
    expect((await rawRequest(server.baseUrl, 'POST', NOTES, json, body)).status).toBe(403);
    expect(await server.services.db(NOTES_TABLE).where({ text: 'planted' }).first()).toBeUndefined();
  });

  it('reads bodies within the host’s limits and the route’s own: 413 past them, nothing stored', async () => {
    const { client } = await signedInUser(server);
    expect(await client.post(NOTES, { text: 'x'.repeat(2000) })).toMatchObject({ status: 413 });
    expect(await client.post(NOTES, { text: 42 })).toMatchObject({ status: 400, body: { message: 'A note is a text of at most 200 characters' } });
    expect(await server.services.db(NOTES_TABLE).whereNot({ text: 'first' }).first()).toBeUndefined();
  });
});

describe('a server part whose migration names another plugin', () => {
  it('is reported by its id and neither migrated, started nor mounted', async () => {
    const plugin = notesPlugin();
    const misnamed = { ...plugin, server: { ...plugin.server, migrations: plugin.server.migrations?.map((m) => ({ ...m, name: 'notes-0001' })) } };
    const server = await startTestServer('sqlite', { extraPlugins: [misnamed] });
    try {
      expect(server.services.host.failures().map((f) => [f.pluginId, f.error.message])).toEqual([[NOTES_PLUGIN_ID, `its migration 'notes-0001' does not start with '${NOTES_PLUGIN_ID}-'`]]);
      expect(await server.services.db.schema.hasTable(NOTES_TABLE)).toBe(false);
      expect(plugin.initCalls).toHaveLength(0);
      const { client } = await signedInUser(server);
      expect((await client.get(NOTES)).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});

describe('an xAPI event type two plugins both make statements of', () => {
  it('stays with the first, and the second plugin is reported with both ids named', async () => {
    const copy = { eventTypes: ['video_played'], statement: () => ({ copied: true }) };
    const server = await startTestServer('sqlite', { extraPlugins: [{ manifest: definePlugin({ id: 'video-copy' }), server: defineServer({ xapiStatements: [copy] }) }] });
    try {
      expect(server.services.host.failures().map((f) => [f.pluginId, f.error.message])).toEqual([['video-copy', "xAPI event type 'video_played' is already given by plugin 'element-video'"]]);
      expect(server.services.xapiStatements.get('video_played')).not.toBe(copy);
    } finally {
      await server.close();
    }
  });
});

describe('routes a server part asks to have at /api/v1/<segment>', () => {
  const apiPlugin = (id: string, segment: string) => {
    const router = new Router();
    router.get('/hello', (ctx) => {
      ctx.body = { from: id };
    });
    return { manifest: definePlugin({ id }), server: defineServer({ apiRoutes: { [segment]: router } }) };
  };

  it('are mounted there behind the session, and a segment the host or another plugin has is refused at start', async () => {
    const server = await startTestServer('sqlite', { extraPlugins: [apiPlugin('greeter', 'greetings'), apiPlugin('copycat', 'greetings'), apiPlugin('usurper', 'projects')] });
    try {
      expect(server.services.host.failures().map((f) => [f.pluginId, f.error.message])).toEqual([
        ['copycat', "it asks for the API segment 'greetings', which 'greeter' has"],
        ['usurper', "it asks for the API segment 'projects', which is not free"],
      ]);
      const { client } = await signedInUser(server);
      expect(await client.get('/api/v1/greetings/hello')).toMatchObject({ status: 200, body: { from: 'greeter' } });
      expect(await server.client().get('/api/v1/greetings/hello')).toMatchObject({ status: 401 });
      expect(await client.get('/api/v1/projects')).toMatchObject({ status: 200, body: { projects: [] } });
    } finally {
      await server.close();
    }
  });

  it('can take no segment the host’s own routes use', async () => {
    const server = await startTestServer('sqlite');
    try {
      const segments = new Set(
        hostRouters(server.services)
          .flatMap((router) => router.stack.map((layer) => String(layer.path)))
          .map((path) => /^\/api\/v1\/([^/]+)/.exec(path)?.[1])
          .filter((segment): segment is string => segment !== undefined && !segment.startsWith(':')),
      );
      expect(segments.size).toBeGreaterThan(10);
      expect([...segments].filter((segment) => !HOST_API_SEGMENTS.includes(segment))).toEqual([]);
    } finally {
      await server.close();
    }
  });
});
