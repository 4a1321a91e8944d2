import { saveFailureMessage } from '@quire/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { testDialects } from '../testing/test-database.js';
import { LOCK_EXPIRY_MS } from './lock-service.js';
import { addAuthor, countRows, createActivity, createItem, createProject, pageEmbedding, pageWith, paragraph, signedIn } from './testing/signed-in.js';
import { manualClock } from '../testing/manual-clock.js';
import { testActivityPlugin } from './testing/test-activity-plugin.js';

type Client = Awaited<ReturnType<typeof signedIn>>;
const MINUTE = 60 * 1000;

describe.each(testDialects())('saving resources on %s', (dialect) => {
  const time = manualClock();
  let server: TestServer;
  let ada: Client;
  let grace: Client;
  let stranger: Client;
  let slug: string;
  beforeAll(async () => {
    server = await startTestServer(dialect, { clock: time.clock, extraPlugins: [testActivityPlugin] });
    [ada, grace, stranger] = await Promise.all([signedIn(server, 'Ada'), signedIn(server, 'Grace'), signedIn(server, 'Stranger')]);
    slug = await createProject(ada, 'Saved course');
    await addAuthor(ada, slug, grace);
  });
  afterAll(() => server.close());

  const lock = (client: Client, id: number) => client.post(`/api/v1/project/${slug}/lock/${id}`);
  const save = (client: Client, id: number, body: unknown) => client.put(`/api/v1/project/${slug}/resource/${id}`, body);
  const revisions = (id: number) => server.services.db('revisions').where({ resource_id: id }).orderBy('number');
  const current = async (id: number) => {
    const resource = await server.services.db('resources').where({ id }).first();
    return server.services.db('revisions').where({ id: resource.current_revision_id }).first();
  };

  it('writes a new revision for each save under the lock, numbered on, with author and time', async () => {
    const page = await createItem(ada, slug, 'Lesson');
    await lock(ada, page.id);
    const first = await save(ada, page.id, { update: { title: 'Lesson one', content: pageWith([paragraph('Hello')]) } });
    expect(first).toMatchObject({
      status: 200,
      body: { result: 'success', resourceId: page.id, revision: { number: 2, slug: 'lesson-one', title: 'Lesson one' } },
    });
    expect(first.body.content).toBeUndefined();
    time.advance(1000);
    const second = await save(ada, page.id, { update: { content: pageWith([paragraph('Hello again')]) } });
    expect(second.body.revision).toMatchObject({ number: 3, title: 'Lesson one' });

    const rows = await revisions(page.id);
    expect(rows.map((r) => [r.number, r.title, r.author_id])).toEqual([
      [1, 'Lesson', ada.userId],
      [2, 'Lesson one', ada.userId],
      [3, 'Lesson one', ada.userId],
    ]);
    expect(new Date(rows[2].created_at).getTime()).toBe(time.clock.now().getTime());
    expect(JSON.parse(rows[2].content)).toEqual(pageWith([paragraph('Hello again')]));
    expect((await current(page.id)).id).toBe(rows[2].id);
  });

  it("moves a page to its new title's slug when the editor saves the title; an activity keeps its slug", async () => {
    const page = await createItem(ada, slug, 'Untitled draft');
    await lock(ada, page.id);
    expect((await save(ada, page.id, { update: { title: 'Gas laws' } })).body.revision).toMatchObject({ slug: 'gas-laws', title: 'Gas laws' });
    expect((await save(ada, page.id, { update: { content: pageWith([paragraph('PV = nRT')]) } })).body.revision.slug).toBe('gas-laws');
    expect((await revisions(page.id)).map((r) => r.slug)).toEqual(['untitled-draft', 'gas-laws', 'gas-laws']);
    expect((await ada.get(`/api/v1/projects/${slug}/curriculum/slugs/untitled-draft`)).body).toEqual({ id: page.id, slug: 'gas-laws' });

    const activity = await createActivity(ada, slug);
    const activitySlug = (await server.services.db('resources').where({ id: activity }).first('slug')).slug;
    await lock(ada, activity);
    const renamed = await ada.put(`/api/v1/storage/project/${slug}/resource/${activity}`, { title: 'Renamed question' });
    expect(renamed.body.revision).toMatchObject({ slug: activitySlug, title: 'Renamed question' });
  });

  it('numbers concurrent saves of the lock holder one after another, and a rename between them', async () => {
    const page = await createItem(ada, slug, 'Busy');
    await lock(ada, page.id);
    const results = await Promise.all([
      ...Array.from({ length: 6 }, (_, i) => save(ada, page.id, { update: { content: pageWith([paragraph(`v${i}`)]) } })),
      ada.put(`/api/v1/projects/${slug}/curriculum/${page.id}`, { title: 'Busy, renamed' }),
    ]);
    expect(results.map((r) => r.status)).toEqual(Array(7).fill(200));
    expect((await revisions(page.id)).map((r) => r.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('refuses a save without the lock with 423 and the spec text, and writes nothing', async () => {
    const page = await createItem(ada, slug, 'Unlocked');
    const refused = await save(ada, page.id, { update: { title: 'Sneaky' } });
    expect(refused).toMatchObject({ status: 423, body: { message: saveFailureMessage(423) } });
    await lock(grace, page.id);
    expect((await save(ada, page.id, { update: { title: 'Sneaky' } })).status).toBe(423);
    expect(await revisions(page.id)).toHaveLength(1);
  });

  it('renews the lock with each save', async () => {
    const page = await createItem(ada, slug, 'Renewed');
    await lock(ada, page.id);
    time.advance(9 * MINUTE);
    expect((await save(ada, page.id, { update: { title: 'Still mine' } })).status).toBe(200);
    time.advance(9 * MINUTE);
    expect((await lock(grace, page.id)).body.type).toBe('not_acquired');
    expect((await save(ada, page.id, { update: { title: 'Still mine, later' } })).status).toBe(200);
  });

  it('refuses the save of an author whose expired lock was taken over, without re-acquiring it', async () => {
    const page = await createItem(ada, slug, 'Taken over');
    await lock(ada, page.id);
    time.advance(LOCK_EXPIRY_MS + 1);
    // Expired and not taken over: a save still needs a live lock.
    expect((await save(ada, page.id, { update: { title: 'Late' } })).status).toBe(423);
    expect((await lock(grace, page.id)).body.type).toBe('acquired');
    expect((await save(grace, page.id, { update: { title: 'Grace’s version' } })).status).toBe(200);
    const before = await revisions(page.id);

    const refused = await save(ada, page.id, { update: { title: 'Ada overwrites', content: pageWith([paragraph('lost')]) } });
    expect(refused).toMatchObject({ status: 423, body: { message: saveFailureMessage(423) } });
    expect(await revisions(page.id)).toHaveLength(before.length);
    expect((await current(page.id)).title).toBe('Grace’s version');
    const held = await server.services.db('locks').where({ resource_id: page.id }).first();
    expect(held.user_id).toBe(grace.userId);
  });

  it.each([
    [pageWith([{ type: 'p', id: 'p', children: [{ type: 'a', id: 'a', href: 'javascript:alert(1)', children: [{ text: 'x' }] }] }]), "Invalid 'a' at [0, 0, 0]: href: Unsafe URL"],
    [pageWith([paragraph('ok'), 5]), 'Invalid node at [0, 1]: expected a text leaf or an element'],
    [pageWith([{ type: 7, id: 'm', children: [{ text: 'x' }] }]), 'Invalid node at [0, 0]: type must be a string'],
    [{ model: [{ type: 'group', id: 'g', purpose: 'quiz', children: [{ type: 'nope', id: 'n' }] }] }, "Unknown page item type 'nope' at [0, 0]"],
    [{ items: [] }, "A page needs a 'model' list of items"],
  ])('refuses an invalid document with 400 naming the first bad node; the previous revision stays (%#)', async (content, message) => {
    const page = await createItem(ada, slug, 'Validated');
    await lock(ada, page.id);
    const before = await current(page.id);
    const refused = await save(ada, page.id, { update: { title: 'Broken', content } });
    expect(refused).toMatchObject({ status: 400, body: { message } });
    expect(await revisions(page.id)).toHaveLength(1);
    expect(await current(page.id)).toEqual(before);
  });

  it('stores a document that is not normal in its normalised form, and answers it', async () => {
    const page = await createItem(ada, slug, 'Normalised');
    await lock(ada, page.id);
    const sent = pageWith([{ text: 'loose text' }, paragraph('one', 'dup'), paragraph('two', 'dup')]);
    const saved = await save(ada, page.id, { update: { content: sent } });
    expect(saved.status).toBe(200);
    const stored = JSON.parse((await current(page.id)).content);
    expect(saved.body.content).toEqual(stored);
    const children = stored.model[0].children;
    expect(children[0]).toMatchObject({ type: 'p', children: [{ text: 'loose text' }] });
    expect(children.map((c: { type: string }) => c.type)).toEqual(['p', 'p', 'p']);
    expect(new Set(children.map((c: { id: string }) => c.id)).size).toBe(3);
  });

  it('stores normal content as it was sent, and a save that does not touch it copies it', async () => {
    const page = await createItem(ada, slug, 'As sent');
    await lock(ada, page.id);
    const content = `{ "model" : [ {"type":"content","id":"c1","children":[${JSON.stringify(paragraph('Spaced out'), null, 2)}]} ] }`;
    const raw = `{"update": {"title": "As sent", "content": ${content}}}`;
    expect((await ada.request('PUT', `/api/v1/project/${slug}/resource/${page.id}`, undefined, { raw })).status).toBe(200);
    expect((await current(page.id)).content).toBe(content);
    expect((await save(ada, page.id, { update: { title: 'Renamed' } })).status).toBe(200);
    const renamed = await current(page.id);
    expect([renamed.title, renamed.content]).toEqual(['Renamed', content]);
    // Of repeated keys the last counts, in what is stored as in what is checked.
    const repeated = `{"update": {"content": ${content}, "content": ${JSON.stringify(pageWith([paragraph('Second')]))}}}`;
    expect((await ada.request('PUT', `/api/v1/project/${slug}/resource/${page.id}`, undefined, { raw: repeated })).status).toBe(200);
    expect(JSON.parse((await current(page.id)).content)).toEqual(pageWith([paragraph('Second')]));
  });

  it('releases the lock after the save when asked, and keeps the cited entries', async () => {
    const page = await createItem(ada, slug, 'Released');
    await lock(ada, page.id);
    // Entries of the project's bibliography (the bibliography plugin checks a save cites only those).
    const entry = (title: string) => ({ content: { data: [{ id: title, type: 'book', title, issued: { 'date-parts': [[2001]] } }] } });
    const cited = [(await ada.post(`/api/v1/bibs/project/${slug}`, entry('One'))).body.rows[0].id, (await ada.post(`/api/v1/bibs/project/${slug}`, entry('Two'))).body.rows[0].id];
    const saved = await save(ada, page.id, { update: { content: pageWith([paragraph('cite')]) }, releaseLock: true, bibrefs: cited });
    expect(saved.status).toBe(200);
    expect(JSON.parse((await current(page.id)).content).bibrefs).toEqual(cited);
    expect((await lock(grace, page.id)).body.type).toBe('acquired');
    // releaseLock inside update (the client's older shape) works the same way.
    expect((await save(grace, page.id, { update: { title: 'Done', releaseLock: true } })).status).toBe(200);
    expect(await server.services.db('locks').where({ resource_id: page.id }).first()).toBeUndefined();
  });

  it('checks objectives and tags against the project', async () => {
    const page = await createItem(ada, slug, 'Objectives');
    await lock(ada, page.id);
    const objective = (await ada.post(`/api/v1/objectives/project/${slug}`, { title: 'Know things' })).body.resourceId;
    const tag = (await ada.post(`/api/v1/tags/project/${slug}`, { title: 'core' })).body.tag.id;
    expect((await save(ada, page.id, { update: { objectives: { attached: [objective] }, tags: [tag] } })).status).toBe(200);
    const row = await current(page.id);
    expect([JSON.parse(row.objectives), JSON.parse(row.tags)]).toEqual([{ attached: [objective] }, [tag]]);
    const other = await createProject(grace, 'Other project');
    const foreign = (await grace.post(`/api/v1/objectives/project/${other}`, { title: 'Elsewhere' })).body.resourceId;
    const refused = await save(ada, page.id, { update: { objectives: { attached: [foreign] } } });
    expect(refused).toMatchObject({ status: 400, body: { message: `objectives: objective ${foreign} is not in this project` } });
  });

  it.each([
    [{ update: { title: 'x', slug: 'hack' } }],
    [{ update: { title: 5 } }],
    [{ update: { title: '  ' } }],
    [{ update: { content: [] } }],
    [{ update: { content: 'text' } }],
    [{ update: { objectives: ['1'] } }],
    [{ update: { tags: [{ $gt: 0 }] } }],
    [{ update: {}, releaseLock: 'yes' }],
    [{ update: {}, bibrefs: 'b1' }],
    [{ title: 'no update wrapper' }],
    [{ update: {}, extra: true }],
  ])('refuses the malformed save %j with 400 and stores nothing', async (body) => {
    const page = await createItem(ada, slug, 'Malformed');
    await lock(ada, page.id);
    const response = await save(ada, page.id, body);
    expect(response.status).toBe(400);
    expect(await revisions(page.id)).toHaveLength(1);
  });

  it('refuses an oversized save with 413', async () => {
    const page = await createItem(ada, slug, 'Huge');
    await lock(ada, page.id);
    const raw = JSON.stringify({ update: { content: pageWith([paragraph('x'.repeat(6 * 1024 * 1024))]) } });
    expect((await ada.request('PUT', `/api/v1/project/${slug}/resource/${page.id}`, undefined, { raw })).status).toBe(413);
    expect(await revisions(page.id)).toHaveLength(1);
  });

  it('answers 401, and 403 and 404 with the spec texts', async () => {
    const page = await createItem(ada, slug, 'Guarded');
    expect((await server.client().put(`/api/v1/project/${slug}/resource/${page.id}`, { update: {} })).status).toBe(401);
    expect(await save(stranger, page.id, { update: {} })).toMatchObject({ status: 403, body: { message: saveFailureMessage(403) } });
    expect(await save(ada, 999999, { update: {} })).toMatchObject({ status: 404, body: { message: saveFailureMessage(404) } });
    const box = await createItem(ada, slug, 'Box', 'container');
    expect((await save(ada, box.id, { update: {} })).status).toBe(404);
    expect((await ada.put(`/api/v1/project/missing/resource/${page.id}`, { update: {} })).status).toBe(404);
    await ada.delete(`/api/v1/projects/${slug}/curriculum/${page.id}`);
    expect((await save(ada, page.id, { update: {} })).status).toBe(404);
  });

  describe('the storage calls', () => {
    const storage = (rest = '') => `/api/v1/storage/project/${slug}/resource${rest}`;

    it('reads one activity or several, with the authoring part apart from the content', async () => {
      const a = await createActivity(ada, slug, 'First?');
      const b = await createActivity(ada, slug, 'Second?');
      await lock(ada, a);
      await ada.put(storage(`/${a}`), { authoring: { parts: [{ id: '1' }] } });
      const one = await ada.get(storage(`/${a}`));
      expect(one.status).toBe(200);
      expect(one.body).toMatchObject({
        result: 'success',
        resourceId: a,
        activityType: 'test-quiz',
        title: 'Test quiz',
        content: { stem: 'First?', choices: [] },
        authoring: { parts: [{ id: '1' }] },
        objectives: {},
        tags: [],
      });
      expect(one.body.content.authoring).toBeUndefined();
      const many = await ada.post(storage(), { resourceIds: [b, a] });
      expect(many.body.results.map((r: { resourceId: number }) => r.resourceId)).toEqual([b, a]);
      expect(many.body.results[0]).toMatchObject({ activityType: 'test-quiz', content: { stem: 'Second?' }, authoring: null });
      expect((await ada.post(storage(), { resourceIds: [a, 999999] })).status).toBe(404);
      expect((await ada.post(storage(), { resourceIds: 'all' })).status).toBe(400);
      expect((await ada.get(storage('/999999'))).status).toBe(404);
    });

    it('saves an activity under its lock; a save without authoring keeps it; an invalid model changes nothing', async () => {
      const id = await createActivity(ada, slug, 'Q1');
      expect((await ada.put(storage(`/${id}`), { title: 'No lock' })).status).toBe(423);
      await lock(ada, id);
      const saved = await ada.put(storage(`/${id}`), { title: 'Renamed', content: { stem: 'Q2' }, authoring: { parts: [{ id: 'p' }] } });
      expect(saved).toMatchObject({ status: 200, body: { result: 'success', revision: { number: 2, title: 'Renamed' } } });
      await ada.put(storage(`/${id}`), { content: { stem: 'Q3' } });
      expect(JSON.parse((await current(id)).content)).toEqual({ stem: 'Q3', choices: [], authoring: { parts: [{ id: 'p' }] } });
      const bad = await ada.put(storage(`/${id}`), { content: { stem: ['not', 'text'] } });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toContain('content: stem');
      expect((await current(id)).number).toBe(3);
      expect((await ada.put(storage(`/${id}`), { title: 'x', unknown: 1 })).status).toBe(400);
      expect((await ada.put(storage(`/${id}?lock=abc`), { title: 'x' })).status).toBe(400);
      const released = await ada.put(storage(`/${id}`), { title: 'Done', releaseLock: true });
      expect(released.status).toBe(200);
      expect((await lock(grace, id)).body.type).toBe('acquired');
    });

    it('saves several embedded activities under the page lock in one go, or none', async () => {
      const page = await createItem(ada, slug, 'Page with activities');
      const a = await createActivity(ada, slug, 'A', 'embedded');
      const b = await createActivity(ada, slug, 'B', 'embedded');
      const banked = await createActivity(ada, slug, 'Banked', 'banked');
      await lock(ada, page.id);
      expect((await save(ada, page.id, { update: { content: pageEmbedding([a, b, banked]) } })).status).toBe(200);
      const saved = await ada.put(storage(`?lock=${page.id}`), {
        updates: [
          { resourceId: a, content: { stem: 'A2' } },
          { resourceId: b, title: 'B2' },
        ],
      });
      expect(saved.status).toBe(200);
      expect(saved.body.revisions.map((r: { resourceId: number; revision: { number: number } }) => [r.resourceId, r.revision.number])).toEqual([
        [a, 2],
        [b, 2],
      ]);
      const failed = await ada.put(storage(`?lock=${page.id}`), {
        updates: [
          { resourceId: a, content: { stem: 'A3' } },
          { resourceId: b, content: { stem: 42 } },
        ],
      });
      expect(failed.status).toBe(400);
      expect((await current(a)).number).toBe(2);
      // The page lock does not cover a banked activity, nor anything for someone without it.
      expect((await ada.put(storage(`?lock=${page.id}`), { updates: [{ resourceId: banked, title: 'X' }] })).status).toBe(423);
      expect((await grace.put(storage(`?lock=${page.id}`), { updates: [{ resourceId: a, title: 'X' }] })).status).toBe(423);
      expect((await ada.put(storage(), { updates: [{ resourceId: a, title: 'X' }, { resourceId: a, title: 'Y' }] })).status).toBe(400);
      expect((await ada.put(storage(), { updates: [] })).status).toBe(400);
      expect((await current(a)).number).toBe(2);
    });

    it('deletes an activity softly unless another author is editing it', async () => {
      const id = await createActivity(ada, slug, 'Doomed');
      await lock(grace, id);
      expect((await ada.delete(storage(`/${id}?lock=${id}`))).status).toBe(423);
      await grace.delete(`/api/v1/project/${slug}/lock/${id}`);
      expect((await ada.delete(storage(`/${id}?lock=${id}`))).body).toEqual({ result: 'success' });
      expect((await ada.get(storage(`/${id}`))).status).toBe(404);
      const page = await createItem(ada, slug, 'Not via storage');
      expect((await ada.delete(storage(`/${page.id}`))).status).toBe(404);
    });

    it('answers 401, 403 and 404 on every storage call', async () => {
      const id = await createActivity(ada, slug, 'Guarded');
      const calls: [string, string, unknown?][] = [
        ['GET', storage(`/${id}`)],
        ['POST', storage(), { resourceIds: [id] }],
        ['PUT', storage(`/${id}`), { title: 'X' }],
        ['PUT', storage(), { updates: [{ resourceId: id, title: 'X' }] }],
        ['DELETE', storage(`/${id}`)],
      ];
      for (const [method, path, body] of calls) {
        expect((await server.client().request(method, path, body)).status, `${method} ${path}`).toBe(401);
        expect((await stranger.request(method, path, body)).status, `${method} ${path}`).toBe(403);
        expect((await ada.request(method, path.replace(slug, 'missing'), body)).status, `${method} ${path}`).toBe(404);
      }
      expect(await countRows(server, 'resources', { id })).toBe(1);
      expect((await server.services.db('resources').where({ id }).first()).deleted_at).toBeNull();
    });
  });
});
