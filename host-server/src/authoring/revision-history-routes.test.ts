import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { testDialects } from '../testing/test-database.js';
import { manualClock } from '../testing/manual-clock.js';
import { LOCK_EXPIRY_MS } from './lock-service.js';
import { addAuthor, createActivity, createItem, createProject, pageEmbedding, signedIn } from './testing/signed-in.js';
import { testActivityPlugin } from './testing/test-activity-plugin.js';

type Client = Awaited<ReturnType<typeof signedIn>>;

describe.each(testDialects())("an activity's revision history on %s", (dialect) => {
  const time = manualClock();
  let server: TestServer;
  let ada: Client;
  let grace: Client;
  let stranger: Client;
  let slug: string;
  let objectiveId: number;
  let tagId: number;
  let counter = 0;

  beforeAll(async () => {
    server = await startTestServer(dialect, { clock: time.clock, extraPlugins: [testActivityPlugin] });
    [ada, grace, stranger] = await Promise.all([signedIn(server, 'Ada'), signedIn(server, 'Grace'), signedIn(server, 'Stranger')]);
    slug = await createProject(ada, 'History course');
    await addAuthor(ada, slug, grace);
    objectiveId = (await ada.post(`/api/v1/objectives/project/${slug}`, { title: 'Add numbers' })).body.resourceId;
    tagId = (await ada.post(`/api/v1/tags/project/${slug}`, { title: 'easy' })).body.tag.id;
  });
  afterAll(() => server.close());
  beforeEach(() => {
    // Any lock left from an earlier test has long expired.
    time.advance(LOCK_EXPIRY_MS + 1);
  });

  const history = (activitySlug: string, path = '', projectSlug = slug) => `/api/v1/project/${projectSlug}/activity/${activitySlug}/revisions${path}`;
  const lock = (client: Client, id: number) => client.post(`/api/v1/project/${slug}/lock/${id}`);
  const unlock = (client: Client, id: number) => client.delete(`/api/v1/project/${slug}/lock/${id}`);
  const lockRow = (id: number) => server.services.db('locks').where({ resource_id: id }).first();
  const revisionCount = async (id: number) => Number((await server.services.db('revisions').where({ resource_id: id }).count({ n: '*' }).first())?.n);
  const storedNow = (id: number) => ada.get(`/api/v1/storage/project/${slug}/resource/${id}`);

  /** A banked activity with three revisions: Ada's first two, Grace's third, a minute apart. */
  async function activityWithThreeRevisions(): Promise<{ id: number; activitySlug: string; times: string[] }> {
    counter += 1;
    const title = `Addition ${counter}`;
    const created = await ada.post(`/api/v1/project/${slug}/activity/test-quiz`, {
      model: { stem: 'What is 2 + 2?', choices: [{ id: 'a', text: '4' }] },
      objectives: { '1': [objectiveId] },
      tags: [tagId],
      scope: 'banked',
      title,
    });
    expect(created.status).toBe(201);
    const id = created.body.resourceId as number;
    const times = [time.clock.now().toISOString()];
    const save = async (client: Client, body: Record<string, unknown>) => {
      time.advance(60_000);
      expect((await lock(client, id)).body.type).toBe('acquired');
      const saved = await client.put(`/api/v1/storage/project/${slug}/resource/${id}?lock=${id}`, { ...body, releaseLock: true });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      times.push(time.clock.now().toISOString());
    };
    await save(ada, { title: `${title}, reworded`, content: { stem: 'What is two plus two?', choices: [] }, objectives: { '1': [] }, tags: [] });
    await save(grace, { content: { stem: 'Add 2 and 2', choices: [] } });
    return { id, activitySlug: created.body.revisionSlug as string, times };
  }

  it('lists the revisions newest first with their author and date, the title and type, in pages', async () => {
    const { id, activitySlug, times } = await activityWithThreeRevisions();
    const listed = await ada.get(history(activitySlug));
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual({
      result: 'success',
      resourceId: id,
      title: expect.stringMatching(/, reworded$/),
      activityType: 'test-quiz',
      currentNumber: 3,
      hasMore: false,
      revisions: [
        { number: 3, slug: activitySlug, title: expect.stringMatching(/, reworded$/), authorName: 'Grace', createdAt: times[2] },
        { number: 2, slug: activitySlug, title: expect.stringMatching(/, reworded$/), authorName: 'Ada', createdAt: times[1] },
        { number: 1, slug: activitySlug, title: expect.stringMatching(/^Addition \d+$/), authorName: 'Ada', createdAt: times[0] },
      ],
    });
    // An author of the project sees it too.
    expect((await grace.get(history(activitySlug))).body.revisions).toHaveLength(3);

    const first = await ada.get(history(activitySlug, '?limit=2'));
    expect(first.body.revisions.map((r: { number: number }) => r.number)).toEqual([3, 2]);
    expect(first.body.hasMore).toBe(true);
    const older = await ada.get(history(activitySlug, '?before=2&limit=2'));
    expect(older.body.revisions.map((r: { number: number }) => r.number)).toEqual([1]);
    expect(older.body.hasMore).toBe(false);
    expect((await ada.get(history(activitySlug, '?limit=501'))).status).toBe(400);
    expect((await ada.get(history(activitySlug, '?before=x'))).status).toBe(400);
  });

  it('answers at most 500 revisions at once', async () => {
    const { id, activitySlug } = await activityWithThreeRevisions();
    const { id: _id, ...base } = await server.services.db('revisions').where({ resource_id: id, number: 3 }).first();
    const rows = Array.from({ length: 500 }, (_, i) => ({ ...base, number: 4 + i }));
    for (let i = 0; i < rows.length; i += 100) await server.services.db('revisions').insert(rows.slice(i, i + 100));
    const listed = await ada.get(history(activitySlug));
    expect(listed.body.revisions).toHaveLength(500);
    expect(listed.body.revisions[0].number).toBe(503);
    expect(listed.body.hasMore).toBe(true);
    const rest = await ada.get(history(activitySlug, `?before=${listed.body.revisions[499].number}`));
    expect(rest.body.revisions.map((r: { number: number }) => r.number)).toEqual([3, 2, 1]);
  });

  it('reads one revision back as it was written, without changing anything', async () => {
    const { id, activitySlug, times } = await activityWithThreeRevisions();
    const read = await grace.get(history(activitySlug, '/1'));
    expect(read.status).toBe(200);
    expect(read.body).toEqual({
      result: 'success',
      number: 1,
      title: expect.stringMatching(/^Addition \d+$/),
      content: { stem: 'What is 2 + 2?', choices: [{ id: 'a', text: '4' }] },
      objectives: { '1': [objectiveId] },
      tags: [tagId],
      authorName: 'Ada',
      createdAt: times[0],
    });
    expect(await revisionCount(id)).toBe(3);
    expect((await ada.get(history(activitySlug, '/4'))).status).toBe(404);
    expect((await ada.get(history(activitySlug, '/0'))).status).toBe(404);
    expect((await ada.get(history(activitySlug, '/two'))).status).toBe(404);
  });

  it('restores an old revision as a new one by the restorer, taking and giving back the free lock', async () => {
    const { id, activitySlug } = await activityWithThreeRevisions();
    time.advance(60_000);
    const restored = await grace.post(history(activitySlug, '/1/restore'));
    expect(restored).toMatchObject({ status: 200, body: { result: 'success', revisionNumber: 4 } });
    const now = (await storedNow(id)).body;
    expect(now).toMatchObject({
      revisionNumber: 4,
      title: expect.stringMatching(/^Addition \d+$/),
      content: { stem: 'What is 2 + 2?', choices: [{ id: 'a', text: '4' }] },
      objectives: { '1': [objectiveId] },
      tags: [tagId],
    });
    const listed = (await ada.get(history(activitySlug))).body;
    expect(listed.currentNumber).toBe(4);
    expect(listed.revisions[0]).toMatchObject({ number: 4, authorName: 'Grace', createdAt: time.clock.now().toISOString() });
    expect(await lockRow(id)).toBeUndefined();
    // The old revisions stay as they were.
    expect((await ada.get(history(activitySlug, '/3'))).body.content).toEqual({ stem: 'Add 2 and 2', choices: [] });
  });

  it('restores under the lock the restorer holds, and keeps it', async () => {
    const { id, activitySlug } = await activityWithThreeRevisions();
    expect((await lock(ada, id)).body.type).toBe('acquired');
    const restored = await ada.post(history(activitySlug, '/2/restore'));
    expect(restored.body.revisionNumber).toBe(4);
    expect((await storedNow(id)).body.content).toEqual({ stem: 'What is two plus two?', choices: [] });
    expect((await lockRow(id))?.user_id).toBe(ada.userId);
    await unlock(ada, id);
  });

  it("refuses with 423 naming the holder while another author holds the activity's lock, and writes nothing", async () => {
    const { id, activitySlug } = await activityWithThreeRevisions();
    expect((await lock(grace, id)).body.type).toBe('acquired');
    const refused = await ada.post(history(activitySlug, '/1/restore'));
    expect(refused).toMatchObject({ status: 423, body: { message: expect.stringContaining('Grace'), holder: { name: 'Grace' } } });
    expect(await revisionCount(id)).toBe(3);
    expect((await lockRow(id))?.user_id).toBe(grace.userId);
    // Once the lock has expired, the restore goes through.
    time.advance(LOCK_EXPIRY_MS + 1);
    expect((await ada.post(history(activitySlug, '/1/restore'))).status).toBe(200);
  });

  it('restores an embedded activity under the lock of the page it is part of', async () => {
    const page = (await createItem(ada, slug, `Lesson ${counter}`)).id;
    const activity = await createActivity(ada, slug, 'Embedded v1', 'embedded');
    const activitySlug = (await server.services.db('resources').where({ id: activity }).first('slug')).slug as string;
    expect((await lock(ada, page)).body.type).toBe('acquired');
    expect((await ada.put(`/api/v1/project/${slug}/resource/${page}`, { update: { content: pageEmbedding([activity]) } })).status).toBe(200);
    expect((await ada.put(`/api/v1/storage/project/${slug}/resource/${activity}?lock=${page}`, { content: { stem: 'Embedded v2' } })).status).toBe(200);

    // Grace cannot while Ada has the page open.
    const refused = await grace.post(history(activitySlug, '/1/restore'));
    expect(refused).toMatchObject({ status: 423, body: { holder: { name: 'Ada' }, lockResourceId: page } });
    // Ada can, under her page's lock, which she keeps.
    expect((await ada.post(history(activitySlug, '/1/restore'))).body.revisionNumber).toBe(3);
    expect((await storedNow(activity)).body.content.stem).toBe('Embedded v1');
    expect((await lockRow(page))?.user_id).toBe(ada.userId);
    // With the page free, Grace's restore takes its lock for the change and gives it back.
    await unlock(ada, page);
    expect((await grace.post(history(activitySlug, '/2/restore'))).body.revisionNumber).toBe(4);
    expect((await storedNow(activity)).body.content.stem).toBe('Embedded v2');
    expect(await lockRow(page)).toBeUndefined();
    expect(await lockRow(activity)).toBeUndefined();
  });

  it('drops the objectives and tags deleted since from what it restores', async () => {
    const goneObjective = (await ada.post(`/api/v1/objectives/project/${slug}`, { title: 'Soon gone' })).body.resourceId as number;
    const goneTag = (await ada.post(`/api/v1/tags/project/${slug}`, { title: `gone ${counter}` })).body.tag.id as number;
    const created = await ada.post(`/api/v1/project/${slug}/activity/test-quiz`, {
      model: { stem: 'Tagged' },
      objectives: { '1': [objectiveId, goneObjective], '2': [goneObjective] },
      tags: [goneTag, tagId],
      scope: 'banked',
      title: 'Tagged question',
    });
    const id = created.body.resourceId as number;
    await server.services.db('objectives').where({ id: goneObjective }).delete();
    await server.services.db('tags').where({ id: goneTag }).delete();
    const restored = await ada.post(history(created.body.revisionSlug, '/1/restore'));
    expect(restored).toMatchObject({ status: 200, body: { revisionNumber: 2 } });
    expect((await storedNow(id)).body).toMatchObject({ objectives: { '1': [objectiveId], '2': [] }, tags: [tagId] });
  });

  it('is for members of the project only, and finds only its own live activities', async () => {
    const { id, activitySlug } = await activityWithThreeRevisions();
    for (const path of [history(activitySlug), history(activitySlug, '/1')]) {
      expect((await stranger.get(path)).status).toBe(403);
      expect((await server.client().get(path)).status).toBe(401);
    }
    expect((await stranger.post(history(activitySlug, '/1/restore'))).status).toBe(403);
    expect(await revisionCount(id)).toBe(3);
    expect((await ada.get(history(activitySlug, '', 'no-such-project'))).status).toBe(404);

    // Another project's activity is not found through this one, even by its own author.
    const otherSlug = await createProject(stranger, 'Stranger course');
    const foreign = await stranger.post(`/api/v1/project/${otherSlug}/activity/test-quiz`, { model: { stem: 'Theirs' }, scope: 'banked', title: 'Foreign question' });
    const foreignSlug = foreign.body.revisionSlug as string;
    expect((await stranger.get(history(foreignSlug, '', otherSlug))).status).toBe(200);
    await addAuthor(ada, slug, stranger);
    for (const path of [history(foreignSlug), history(foreignSlug, '/1')]) expect((await stranger.get(path)).status).toBe(404);
    expect((await stranger.post(history(foreignSlug, '/1/restore'))).status).toBe(404);
    expect((await ada.get(history('no-such-activity'))).status).toBe(404);

    // A page is not an activity, and a deleted activity has no history to show.
    const page = await createItem(ada, slug, `Page ${counter}`);
    expect((await ada.get(history(page.slug))).status).toBe(404);
    expect((await ada.delete(`/api/v1/storage/project/${slug}/resource/${id}?lock=${id}`)).status).toBe(200);
    expect((await ada.get(history(activitySlug))).status).toBe(404);
    expect((await ada.post(history(activitySlug, '/1/restore'))).status).toBe(404);
  });
});
