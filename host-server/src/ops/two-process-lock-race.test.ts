import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/test-database.js';
import { TestClient } from '../testing/test-client.js';
import { spawnServerProcess, type ServerProcess } from '../testing/spawn-server-process.js';

const postgres = process.env.QUIRE_TEST_DATABASE_URL;
const AUTHORS = 20;

describe.skipIf(!postgres)('two server processes on one PostgreSQL', () => {
  let servers: ServerProcess[] = [];
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const database = await createTestDatabase('postgres');
    drop = database.drop;
    const url = (database.location as { url: string }).url;
    // The first process migrates; the second starts on the migrated database.
    servers.push(await spawnServerProcess({ QUIRE_DATABASE_URL: url }));
    servers.push(await spawnServerProcess({ QUIRE_DATABASE_URL: url }));
  }, 60_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    servers = [];
    await drop?.();
  });

  it('lets exactly one of 20 racing authors take the lock; only the winner’s saves land', async () => {
    const [a, b] = servers;
    const owner = new TestClient(a.baseUrl);
    await owner.register(`owner-${process.pid}@race.example`);
    const project = await owner.post('/api/v1/projects', { title: 'Race' });
    const slug = project.body.slug as string;
    const page = await owner.post(`/api/v1/projects/${slug}/curriculum`, { kind: 'page', title: 'Contested page' });
    const pageId = page.body.id as number;

    const authors: TestClient[] = [];
    for (let i = 0; i < AUTHORS; i++) {
      // Half the authors talk to each process; sessions live in the database, so either works.
      const client = new TestClient((i % 2 === 0 ? a : b).baseUrl);
      const email = `author${i}-${process.pid}@race.example`;
      await client.register(email);
      expect((await owner.post(`/api/v1/projects/${slug}/members`, { email, role: 'author' })).status).toBe(201);
      authors.push(client);
    }
    const revisionsBefore = (await owner.post(`/api/v1/storage/project/${slug}/resource`, { resourceIds: [pageId] })).body;

    const answers = await Promise.all(authors.map((client) => client.post(`/api/v1/project/${slug}/lock/${pageId}`)));
    expect(answers.every((r) => r.status === 200)).toBe(true);
    const winners = answers.flatMap((r, i) => (r.body.type === 'acquired' ? [i] : []));
    expect(winners).toHaveLength(1);

    const save = (client: TestClient, title: string) =>
      client.put(`/api/v1/project/${slug}/resource/${pageId}`, { update: { title } });
    const winner = authors[winners[0]];
    expect((await save(winner, 'Winner one')).status).toBe(200);
    const losers = authors.filter((_, i) => i !== winners[0]);
    const refused = await Promise.all(losers.map((client, i) => save(client, `Loser ${i}`)));
    expect(refused.map((r) => r.status)).toEqual(losers.map(() => 423));
    expect((await save(winner, 'Winner two')).status).toBe(200);

    const after = await owner.post(`/api/v1/storage/project/${slug}/resource`, { resourceIds: [pageId] });
    expect(after.body.results[0].title).toBe('Winner two');
    expect(revisionsBefore.results[0].title).toBe('Contested page');
  }, 60_000);
});
