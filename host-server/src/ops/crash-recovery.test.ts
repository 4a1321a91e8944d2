import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import knexFactory from 'knex';
import { afterAll, describe, expect, it } from 'vitest';
import { TestClient } from '../testing/test-client.js';
import { spawnServerProcess, type ServerProcess } from '../testing/spawn-server-process.js';

const dir = mkdtempSync(join(tmpdir(), 'quire-crash-'));
const dbFile = join(dir, 'quire.sqlite');
let server: ServerProcess | undefined;

afterAll(async () => {
  await server?.kill();
  rmSync(dir, { recursive: true, force: true });
});

describe('a server killed in the middle of a burst of writes', () => {
  it('keeps every acknowledged save and state write, and no half-written revision', async () => {
    server = await spawnServerProcess({ QUIRE_SQLITE_FILE: dbFile });
    const author = new TestClient(server.baseUrl);
    await author.register('author@crash.example');
    const slug = (await author.post('/api/v1/projects', { title: 'Crash course' })).body.slug as string;
    const pageId = (await author.post(`/api/v1/projects/${slug}/curriculum`, { kind: 'page', title: 'Page' })).body.id as number;
    expect((await author.post(`/api/v1/project/${slug}/lock/${pageId}`)).body.type).toBe('acquired');
    const learners: TestClient[] = [];
    for (let i = 0; i < 5; i++) {
      const learner = new TestClient(server.baseUrl);
      await learner.register(`learner${i}@crash.example`);
      learners.push(learner);
    }

    const savedTitles: string[] = [];
    const storedKeys: { learner: number; key: string; value: number }[] = [];
    let running = true;
    const content = (n: number) => ({
      model: [{ type: 'content', id: 'c1', children: [{ type: 'p', id: 'p1', children: [{ text: `Version ${n}` }] }] }],
    });
    const saves = (async () => {
      for (let n = 0; running; n++) {
        const title = `Title ${n}`;
        try {
          const response = await author.put(`/api/v1/project/${slug}/resource/${pageId}`, { update: { title, content: content(n) } });
          if (response.status === 200) savedTitles.push(title);
        } catch {
          return; // the server is gone
        }
      }
    })();
    const writes = learners.map(async (learner, index) => {
      for (let n = 0; running; n++) {
        const key = `progress-${n}`;
        try {
          const response = await learner.put('/api/v1/state', { [key]: n });
          if (response.status >= 200 && response.status < 300) storedKeys.push({ learner: index, key, value: n });
        } catch {
          return;
        }
      }
    });

    await new Promise((resolve) => setTimeout(resolve, 1500));
    await server.kill();
    running = false;
    await Promise.all([saves, ...writes]);
    expect(savedTitles.length).toBeGreaterThan(5);
    expect(storedKeys.length).toBeGreaterThan(20);

    // Opening the file replays the write-ahead log, as a restarted server would.
    const db = knexFactory({ client: 'better-sqlite3', connection: { filename: dbFile }, useNullAsDefault: true });
    try {
      const revisions = await db('revisions').where({ resource_id: pageId }).orderBy('number');
      const titles = new Set(revisions.map((r) => r.title));
      for (const title of savedTitles) expect(titles.has(title)).toBe(true);
      expect(revisions.map((r) => r.number)).toEqual(revisions.map((_, i) => i + 1));
      for (const revision of revisions) expect(() => JSON.parse(revision.content)).not.toThrow();
      const resource = await db('resources').where({ id: pageId }).first();
      expect(resource.current_revision_id).toBe(revisions[revisions.length - 1].id);

      const users = await db('users').whereIn('email', learners.map((_, i) => `learner${i}@crash.example`)).orderBy('email');
      const idOf = new Map(users.map((u) => [u.email, u.id]));
      for (const { learner, key, value } of storedKeys) {
        const row = await db('user_state').where({ user_id: idOf.get(`learner${learner}@crash.example`), key }).first();
        expect(row, `${key} of learner ${learner}`).toBeDefined();
        expect(JSON.parse(row.value)).toBe(value);
      }
    } finally {
      await db.destroy();
    }
  }, 60_000);
});
