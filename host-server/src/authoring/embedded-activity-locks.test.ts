/**
 * Security: locks cover what a page embeds. Each finding of the hostile-input review is
 * reproduced as it was made (author B changing or deleting an activity embedded in the page
 * author A holds), and the answer is now a 423 naming A, with nothing stored.
 */
import { saveFailureMessage } from '@quire/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { testDialects } from '../testing/test-database.js';
import { coveringLock } from './covering-lock.js';
import { acquireLock, LOCK_EXPIRY_MS } from './lock-service.js';
import { MAX_PAGE_ACTIVITIES } from './page-activity-index.js';
import { addAuthor, createActivity, createItem, createProject, pageEmbedding, signedIn } from './testing/signed-in.js';
import { manualClock } from '../testing/manual-clock.js';
import { testActivityPlugin } from './testing/test-activity-plugin.js';

type Client = Awaited<ReturnType<typeof signedIn>>;

describe.each(testDialects())('locks on embedded activities on %s', (dialect) => {
  const time = manualClock();
  let server: TestServer;
  let ada: Client;
  let grace: Client;
  let slug: string;
  /** Ada's page (page 5 of the finding), embedding `quiz` (activity 6) and `poll` (activity 7). */
  let lesson: number;
  /** Grace's own page (page 18 of the finding). */
  let notes: number;
  let quiz: number;
  let poll: number;

  beforeAll(async () => {
    server = await startTestServer(dialect, { clock: time.clock, extraPlugins: [testActivityPlugin] });
    [ada, grace] = await Promise.all([signedIn(server, 'Ada'), signedIn(server, 'Grace')]);
    slug = await createProject(ada, 'Shared course');
    await addAuthor(ada, slug, grace);
  });
  afterAll(() => server.close());

  const api = (path: string) => `/api/v1/project/${slug}${path}`;
  const storage = (path = '') => `/api/v1/storage/project/${slug}/resource${path}`;
  const lock = (client: Client, id: number) => client.post(api(`/lock/${id}`));
  const unlock = (client: Client, id: number) => client.delete(api(`/lock/${id}`));
  const savePage = async (client: Client, id: number, activityIds: number[]) => {
    const saved = await client.put(api(`/resource/${id}`), { update: { content: pageEmbedding(activityIds) } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  };
  const stem = async (id: number) => {
    const read = await ada.get(storage(`/${id}`));
    return read.status === 200 ? (read.body.content.stem as string) : `gone (${read.status})`;
  };
  const revisionCount = async (id: number) => Number((await server.services.db('revisions').where({ resource_id: id }).count({ n: '*' }).first())?.n);
  const isLive = async (id: number) => (await server.services.db('resources').where({ id }).first('deleted_at')).deleted_at === null;
  const heldBy = (name: string) => ({ name, email: expect.stringContaining(name.toLowerCase()) });

  beforeEach(async () => {
    // Any lock left from an earlier test has long expired.
    time.advance(LOCK_EXPIRY_MS + 1);
    lesson = (await createItem(ada, slug, 'Lesson')).id;
    notes = (await createItem(grace, slug, 'Notes')).id;
    quiz = await createActivity(ada, slug, 'Quiz v1', 'embedded');
    poll = await createActivity(ada, slug, 'Poll v1', 'embedded');
    expect((await lock(ada, lesson)).body.type).toBe('acquired');
    await savePage(ada, lesson, [quiz, poll]);
    expect((await lock(grace, notes)).body.type).toBe('acquired');
  });

  describe('finding: another author changes an activity behind the page lock', () => {
    it('refuses a save of the activity under a page lock that does not cover it (?lock= of her own page), naming the holder', async () => {
      const refused = await grace.put(storage(`/${quiz}?lock=${notes}`), { content: { stem: 'Hijacked' } });
      expect(refused).toMatchObject({ status: 423, body: { message: saveFailureMessage(423), holder: heldBy('Ada'), lockResourceId: lesson } });
      const bulk = await grace.put(storage(`?lock=${notes}`), { updates: [{ resourceId: quiz, content: { stem: 'Hijacked' } }] });
      expect(bulk).toMatchObject({ status: 423, body: { message: saveFailureMessage(423), holder: heldBy('Ada') } });
      // Naming the page itself does not help without holding it.
      expect((await grace.put(storage(`/${quiz}?lock=${lesson}`), { content: { stem: 'Hijacked' } })).status).toBe(423);
      expect([await stem(quiz), await revisionCount(quiz)]).toEqual(['Quiz v1', 1]);
    });

    it('refuses a lock of the activity itself, and a save under no lock or its own, naming the holder', async () => {
      const lockAnswer = await lock(grace, quiz);
      expect(lockAnswer).toMatchObject({ status: 200, body: { type: 'not_acquired', user: 'Ada', holder: heldBy('Ada'), lockResourceId: lesson } });
      expect(await server.services.db('locks').where({ resource_id: quiz }).first()).toBeUndefined();
      for (const path of [storage(`/${quiz}`), storage(`/${quiz}?lock=${quiz}`)]) {
        expect(await grace.put(path, { content: { stem: 'Hijacked' } })).toMatchObject({ status: 423, body: { holder: heldBy('Ada') } });
      }
      const projectSave = await grace.put(api(`/resource/${quiz}`), { update: { content: { stem: 'Hijacked' } } });
      expect(projectSave).toMatchObject({ status: 423, body: { message: saveFailureMessage(423), holder: heldBy('Ada') } });
      expect([await stem(quiz), await revisionCount(quiz)]).toEqual(['Quiz v1', 1]);
    });

    it('refuses to delete the activity, alone or in bulk, with or without a lock named', async () => {
      for (const path of [storage(`/${poll}`), storage(`/${poll}?lock=${notes}`), storage(`/${poll}?lock=${poll}`)]) {
        const refused = await grace.delete(path);
        expect(refused).toMatchObject({
          status: 423,
          body: { message: `Ada is editing page ${lesson}, which embeds activity ${poll}; try again when they are done`, holder: heldBy('Ada') },
        });
      }
      const bulk = await grace.post(api('/delete/activity/bulk'), { resourceIds: [poll] });
      expect(bulk).toMatchObject({ status: 423, body: { message: `Ada is editing page ${lesson}, which embeds activity ${poll}; try again when they are done` } });
      expect(await isLive(poll)).toBe(true);
    });

    it("keeps the page holder's saves and deletes working, with the page's lock named or found", async () => {
      expect((await ada.put(storage(`/${quiz}?lock=${lesson}`), { content: { stem: 'Quiz v2' } })).status).toBe(200);
      expect((await ada.put(storage(`/${quiz}`), { content: { stem: 'Quiz v3' } })).status).toBe(200);
      expect((await ada.put(storage(`?lock=${lesson}`), { updates: [{ resourceId: quiz, content: { stem: 'Quiz v4' } }, { resourceId: lesson, title: 'Lesson 2' }] })).status).toBe(200);
      expect(await stem(quiz)).toBe('Quiz v4');
      expect((await ada.delete(storage(`/${poll}?lock=${lesson}`))).body).toEqual({ result: 'success' });
      expect(await isLive(poll)).toBe(false);
      // Her own page's lock is not the one: refused even for her.
      await lock(ada, notes);
      expect((await ada.put(storage(`/${quiz}?lock=${notes}`), { content: { stem: 'Elsewhere' } })).status).toBe(423);
    });
  });

  it('lets only the holder of the page lock change the activity while nobody holds it, and then whoever takes it', async () => {
    await unlock(ada, lesson);
    const refused = await grace.put(storage(`/${quiz}?lock=${notes}`), { content: { stem: 'Hijacked' } });
    expect(refused).toMatchObject({ status: 423, body: { message: saveFailureMessage(423), lockResourceId: lesson } });
    expect(refused.body.holder).toBeUndefined();
    expect(await grace.delete(storage(`/${poll}`))).toMatchObject({
      status: 423,
      body: { message: `Activity ${poll} is part of page ${lesson}: change it under the lock of that page` },
    });
    expect(await lock(grace, quiz)).toMatchObject({ status: 423, body: { message: `Activity ${quiz} is part of page ${lesson}: change it under the lock of that page` } });
    expect((await lock(grace, lesson)).body.type).toBe('acquired');
    expect((await grace.put(storage(`/${quiz}?lock=${lesson}`), { content: { stem: 'Quiz by Grace' } })).status).toBe(200);
    expect(await lock(ada, quiz)).toMatchObject({ body: { type: 'not_acquired', user: 'Grace' } });
  });

  it('covers an activity two pages embed by both locks: each holder is refused while the other holds theirs', async () => {
    await savePage(grace, notes, [quiz]);
    expect(await ada.put(storage(`/${quiz}?lock=${lesson}`), { content: { stem: 'Ada' } })).toMatchObject({ status: 423, body: { holder: heldBy('Grace'), lockResourceId: notes } });
    expect(await grace.put(storage(`/${quiz}?lock=${notes}`), { content: { stem: 'Grace' } })).toMatchObject({ status: 423, body: { holder: heldBy('Ada'), lockResourceId: lesson } });
    expect(await grace.delete(storage(`/${quiz}?lock=${notes}`))).toMatchObject({ status: 423 });
    expect(await stem(quiz)).toBe('Quiz v1');
    await unlock(grace, notes);
    expect((await ada.put(storage(`/${quiz}?lock=${lesson}`), { content: { stem: 'Ada' } })).status).toBe(200);
    // Either page's lock covers it once nobody else holds the other.
    await unlock(ada, lesson);
    await lock(grace, notes);
    expect((await grace.put(storage(`/${quiz}?lock=${notes}`), { content: { stem: 'Grace' } })).status).toBe(200);
    expect(await stem(quiz)).toBe('Grace');
  });

  it('keeps the index in step with page saves: an activity taken out of the page locks itself again', async () => {
    await savePage(ada, lesson, [quiz]);
    expect((await lock(grace, poll)).body.type).toBe('acquired');
    expect((await grace.put(storage(`/${poll}`), { content: { stem: 'Poll by Grace' } })).status).toBe(200);
    expect(await ada.put(storage(`/${poll}?lock=${lesson}`), { content: { stem: 'Poll by Ada' } })).toMatchObject({ status: 423, body: { holder: heldBy('Grace') } });
    // Put back in the page while Grace still holds its own lock: neither may change it.
    await savePage(ada, lesson, [quiz, poll]);
    expect(await ada.put(storage(`/${poll}?lock=${lesson}`), { content: { stem: 'Poll by Ada' } })).toMatchObject({ status: 423, body: { holder: heldBy('Grace') } });
    expect(await grace.put(storage(`/${poll}`), { content: { stem: 'Poll by Grace, again' } })).toMatchObject({ status: 423, body: { holder: heldBy('Ada') } });
    await unlock(grace, poll);
    expect((await ada.put(storage(`/${poll}?lock=${lesson}`), { content: { stem: 'Poll by Ada' } })).status).toBe(200);
    expect(await stem(poll)).toBe('Poll by Ada');
  });

  it('never covers a banked activity by a page lock, even when the page references it', async () => {
    const banked = await createActivity(ada, slug, 'Banked v1', 'banked');
    await savePage(ada, lesson, [quiz, poll, banked]);
    expect(await ada.put(storage(`/${banked}?lock=${lesson}`), { content: { stem: 'Banked v2' } })).toMatchObject({
      status: 423,
      body: { message: saveFailureMessage(423), lockResourceId: banked },
    });
    expect(await ada.delete(storage(`/${banked}?lock=${lesson}`))).toMatchObject({ status: 423, body: { message: `Resource ${banked} is changed under its own lock` } });
    expect((await lock(grace, banked)).body.type).toBe('acquired');
    expect((await grace.put(storage(`/${banked}`), { content: { stem: 'Banked v2' } })).status).toBe(200);
    expect(await ada.post(api('/delete/activity/bulk'), { resourceIds: [quiz, banked] })).toMatchObject({ status: 423, body: { holder: heldBy('Grace') } });
    expect([await isLive(quiz), await isLive(banked)]).toEqual([true, true]);
  });

  it('stops covering activities with the lock of a deleted page', async () => {
    await unlock(ada, lesson);
    expect((await ada.delete(`/api/v1/projects/${slug}/curriculum/${lesson}`)).status).toBe(200);
    expect((await lock(grace, quiz)).body.type).toBe('acquired');
    expect((await grace.put(storage(`/${quiz}`), { content: { stem: 'Orphan' } })).status).toBe(200);
  });

  it.skipIf(dialect !== 'postgres')('holds back the lock of a covering page taken while a change under another is under way, until it commits', async () => {
    await unlock(ada, lesson);
    await savePage(grace, notes, [quiz]);
    const project = await server.services.db('projects').where({ slug }).first('id');
    const row = await server.services.db('resources').where({ id: quiz }).first('id', 'kind', 'scope');
    const change = await server.services.db.transaction();
    try {
      expect(await coveringLock(change, project.id, row, { userId: grace.userId, now: time.clock.now() })).toBe(notes);
      let settled = false;
      const taking = acquireLock(server.services.db, lesson, ada.userId, time.clock.now()).finally(() => {
        settled = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(settled).toBe(false);
      await change.commit();
      expect((await taking).acquired).toBe(true);
    } finally {
      if (!change.isCompleted()) await change.rollback();
    }
  });

  describe('an embedded activity made in a page editor', () => {
    it('is part of its page from the start, before the page saves a reference to it', async () => {
      const created = await ada.post(api(`/activity/test-quiz?lock=${lesson}`), { model: { stem: 'New' }, scope: 'embedded' });
      expect(created.status).toBe(201);
      const id = created.body.resourceId as number;
      expect((await ada.put(storage(`/${id}?lock=${lesson}`), { content: { stem: 'New, edited' } })).status).toBe(200);
      expect(await grace.put(storage(`/${id}?lock=${notes}`), { content: { stem: 'Hijacked' } })).toMatchObject({ status: 423, body: { holder: heldBy('Ada') } });
      expect(await lock(grace, id)).toMatchObject({ body: { type: 'not_acquired', user: 'Ada' } });
      expect(await grace.delete(storage(`/${id}`))).toMatchObject({ status: 423 });
      // A page that references it takes over from the page it was made in.
      await savePage(grace, notes, [id]);
      expect(await grace.put(storage(`/${id}?lock=${notes}`), { content: { stem: 'Moved' } })).toMatchObject({ status: 200 });
      expect(await stem(id)).toBe('Moved');
    });

    it("needs the page's lock, an existing page, and the embedded scope; a refused one is not made", async () => {
      const before = Number((await server.services.db('resources').count({ n: '*' }).first())?.n);
      const make = (client: Client, query: string, scope = 'embedded') => client.post(api(`/activity/test-quiz${query}`), { model: { stem: 'X' }, scope });
      expect(await make(grace, `?lock=${lesson}`)).toMatchObject({
        status: 423,
        body: { message: `Ada is editing page ${lesson}; try again when they are done`, holder: heldBy('Ada') },
      });
      await unlock(ada, lesson);
      expect(await make(grace, `?lock=${lesson}`)).toMatchObject({ status: 423, body: { message: `Lock page ${lesson} to add activities to it` } });
      expect(await make(grace, `?lock=${notes}`, 'banked')).toMatchObject({ status: 400, body: { message: "lock: only an embedded activity is made under a page's lock" } });
      expect(await make(grace, `?lock=${quiz}`)).toMatchObject({ status: 404, body: { message: 'Page not found' } });
      expect(await make(grace, '?lock=99999999')).toMatchObject({ status: 404 });
      expect(await make(grace, '?lock=x')).toMatchObject({ status: 400, body: { message: 'lock: give a resource id' } });
      expect(Number((await server.services.db('resources').count({ n: '*' }).first())?.n)).toBe(before);
    });
  });

  it('refuses a page that embeds more activities than the limit, storing nothing', async () => {
    const ids = Array.from({ length: MAX_PAGE_ACTIVITIES + 1 }, (_, i) => 1_000_000 + i);
    const refused = await ada.put(api(`/resource/${lesson}`), { update: { content: pageEmbedding(ids) } });
    expect(refused).toMatchObject({ status: 400, body: { message: `A page can hold at most ${MAX_PAGE_ACTIVITIES} activities; this one has ${ids.length}` } });
    const index = await server.services.db('page_activities').where({ page_id: lesson }).orderBy('activity_id').pluck('activity_id');
    expect(index.map(Number)).toEqual([quiz, poll].sort((a, b) => a - b));
  });
});
