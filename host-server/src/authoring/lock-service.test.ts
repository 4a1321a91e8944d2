import { lockResultSchema } from '@quire/core';
import knexFactory, { type Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../db/create-database.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { testDialects } from '../testing/test-database.js';
import { acquireLock, LOCK_EXPIRY_MS } from './lock-service.js';
import { addAuthor, createItem, createProject, signedIn } from './testing/signed-in.js';
import { manualClock } from '../testing/manual-clock.js';
import { testActivityPlugin } from './testing/test-activity-plugin.js';

type Client = Awaited<ReturnType<typeof signedIn>>;

describe.each(testDialects())('edit locks on %s', (dialect) => {
  const time = manualClock();
  let server: TestServer;
  let ada: Client;
  let grace: Client;
  let stranger: Client;
  let slug: string;
  beforeAll(async () => {
    server = await startTestServer(dialect, { clock: time.clock, extraPlugins: [testActivityPlugin] });
    [ada, grace, stranger] = await Promise.all([signedIn(server, 'Ada'), signedIn(server, 'Grace'), signedIn(server, 'Stranger')]);
    slug = await createProject(ada, 'Locked course');
    await addAuthor(ada, slug, grace);
  });
  afterAll(() => server.close());

  const lock = (client: Client, id: number, query = '') => client.post(`/api/v1/project/${slug}/lock/${id}${query}`);

  it('is 10 minutes', () => {
    expect(LOCK_EXPIRY_MS).toBe(10 * 60 * 1000);
  });

  it('gives the lock to one author; the other is told who holds it', async () => {
    const page = await createItem(ada, slug, 'Shared page');
    const first = await lock(ada, page.id);
    expect(first.status).toBe(200);
    expect(lockResultSchema.parse(first.body)).toMatchObject({ type: 'acquired' });
    expect(first.body.revision).toBeUndefined();
    const second = await lock(grace, page.id);
    expect(second).toMatchObject({ status: 200, body: { type: 'not_acquired', user: 'Ada', holder: { name: 'Ada', email: ada.email } } });
    expect(lockResultSchema.parse(second.body).type).toBe('not_acquired');
    const row = await server.services.db('locks').where({ resource_id: page.id }).first();
    expect(row.user_id).toBe(ada.userId);
    expect(new Date(row.expires_at).getTime()).toBe(time.clock.now().getTime() + LOCK_EXPIRY_MS);
  });

  it('sends the latest revision with the lock when asked', async () => {
    const page = await createItem(ada, slug, 'With revision');
    const response = await lock(ada, page.id, '?fetch_revision=true');
    const parsed = lockResultSchema.parse(response.body);
    expect(parsed.type).toBe('acquired');
    expect(response.body.revision).toMatchObject({ title: 'With revision', number: 1, objectives: {}, tags: [], content: { model: [expect.any(Object)] } });
    expect((await lock(ada, page.id, '?fetch_revision=false')).body.revision).toBeUndefined();
    expect((await lock(ada, page.id, '?fetch_revision=yes')).status).toBe(400);
  });

  it('renews the holder’s own lock; an expired lock is anyone’s; a release frees it at once', async () => {
    const page = await createItem(ada, slug, 'Expiring');
    expect((await lock(ada, page.id)).body.type).toBe('acquired');
    time.advance(6 * 60 * 1000);
    expect((await lock(ada, page.id)).body.type).toBe('acquired');
    time.advance(6 * 60 * 1000);
    // 12 minutes after the first acquire, 6 after the renewal: still Ada's.
    expect((await lock(grace, page.id)).body.type).toBe('not_acquired');
    time.advance(4 * 60 * 1000 + 1);
    expect((await lock(grace, page.id)).body.type).toBe('acquired');
    expect((await lock(ada, page.id)).body).toMatchObject({ type: 'not_acquired', user: 'Grace' });

    // Only the holder's release counts.
    expect((await ada.delete(`/api/v1/project/${slug}/lock/${page.id}`)).body).toEqual({ result: 'success' });
    expect((await lock(ada, page.id)).body.type).toBe('not_acquired');
    expect((await grace.delete(`/api/v1/project/${slug}/lock/${page.id}`)).status).toBe(200);
    expect((await lock(ada, page.id)).body.type).toBe('acquired');
  });

  it('lets exactly one of 20 racers on two database connections win a free lock, and an expired one', async () => {
    const page = await createItem(ada, slug, 'Raced');
    const users = await Promise.all(Array.from({ length: 20 }, (_, i) => signedInUserRow(i)));
    // A second pool on the same database, as a second server process would have.
    const connection = server.services.db.client.config.connection as Knex.StaticConnectionConfig & { filename?: string };
    const other =
      dialect === 'sqlite'
        ? createDatabase({ filename: connection.filename as string })
        : knexFactory({ client: 'pg', connection, pool: { min: 0, max: 10 } });
    try {
      const race = () =>
        Promise.all(users.map((userId, i) => acquireLock(i % 2 === 0 ? server.services.db : other, page.id, userId, time.clock.now())));
      const first = await race();
      expect(first.filter((r) => r.acquired)).toHaveLength(1);
      time.advance(LOCK_EXPIRY_MS + 1);
      const second = await race();
      expect(second.filter((r) => r.acquired)).toHaveLength(1);
      const holder = await server.services.db('locks').where({ resource_id: page.id }).first();
      expect(users).toContain(holder.user_id);
    } finally {
      await other.destroy();
    }
  });

  async function signedInUserRow(i: number): Promise<number> {
    const [row] = await server.services.db('users')
      .insert({ email: `racer-${i}-${Math.random()}@example.org`, name: `Racer ${i}`, role: 'open_and_free', created_at: time.clock.now() })
      .returning('id');
    return (row as { id: number }).id;
  }

  it('locks pages and activities only, and answers 401, 403 and 404', async () => {
    const box = await createItem(ada, slug, 'Box', 'container');
    expect((await lock(ada, box.id)).status).toBe(404);
    expect((await lock(ada, 999999)).status).toBe(404);
    expect((await ada.post(`/api/v1/project/${slug}/lock/not-a-number`)).status).toBe(404);
    const page = await createItem(ada, slug, 'Guarded');
    for (const method of ['POST', 'DELETE']) {
      const path = `/api/v1/project/${slug}/lock/${page.id}`;
      expect((await server.client().request(method, path)).status).toBe(401);
      expect((await stranger.request(method, path)).status).toBe(403);
      expect((await ada.request(method, path.replace(slug, 'missing'))).status).toBe(404);
    }
    expect(await server.services.db('locks').where({ resource_id: page.id }).first()).toBeUndefined();
  });
});
