/**
 * Bounded JSON (issue 17, item 1): each finding of the hostile-input review, reproduced
 * against the running server, with the answer it gets now. Bodies are sent as raw text: the
 * deep ones could not even be serialised by the test's own JSON.stringify. Test workers have
 * a larger stack than the server's main thread, so the values that overflowed the server's
 * stack at 5,000 to 10,000 levels are nested deeper here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testActivityPlugin } from '../authoring/testing/test-activity-plugin.js';
import { addRevision, buildCourse, countRows, enrolledUser, pageContent, signedInUser } from '../delivery-api/testing/signed-in-user.js';
import type { TestClient } from '../testing/test-client.js';
import { testDialects } from '../testing/test-database.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';

/** `{"a":{"a":…1…}}` nested `depth` objects deep, as text. */
const nestedObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

/** `[[…]]` nested `depth` arrays deep, as text: two bytes a level, so it fits small bodies. */
const nestedArray = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

const validModel = JSON.stringify([{ type: 'content', id: 'c1', children: [{ type: 'p', id: 'p1', children: [{ text: 'Still here' }] }] }]);

const TOO_DEEP = /^The body is nested too deeply: at most \d+ levels of objects and arrays$/;

/** What an unreadable page or activity reads as: one element of a kind no plugin draws ('Content element is invalid'). */
const INVALID_ELEMENT = { type: 'invalid-content', id: 'invalid-content', children: [{ text: '' }] };

const sendRaw = (client: TestClient, method: string, path: string, raw: string) => client.request(method, path, undefined, { raw });

describe.each(testDialects())('bounded JSON bodies and stored content on %s', (dialect) => {
  let server: TestServer;
  let course: Awaited<ReturnType<typeof buildCourse>>;
  let author: TestClient;
  const revisionsOf = (id: number) => countRows(server.services.db, 'revisions', { resource_id: id });

  beforeAll(async () => {
    server = await startTestServer(dialect, { extraPlugins: [testActivityPlugin] });
    course = await buildCourse(server);
    author = course.author.client;
  });
  afterAll(() => server.close());

  const storage = (id: number) => `/api/v1/storage/project/${course.project.slug}/resource/${id}`;
  const lockAndFetch = (id: number) => author.post(`/api/v1/project/${course.project.slug}/lock/${id}?fetch_revision=true`);
  const savePage = (id: number, raw: string) => sendRaw(author, 'PUT', `/api/v1/project/${course.project.slug}/resource/${id}`, raw);

  it('refuses a page save with an unknown field nested 5,000 levels deep, storing nothing, so the page stays readable', async () => {
    const page = course.intro.resourceId;
    expect((await author.post(`/api/v1/project/${course.project.slug}/lock/${page}`)).status).toBe(200);
    const before = await revisionsOf(page);

    const answer = await savePage(page, `{"update":{"content":{"model":${validModel},"x":${nestedObject(5000)}}}}`);

    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(TOO_DEEP);
    expect(await revisionsOf(page)).toBe(before);
    const read = await author.get(storage(page));
    expect(read.status).toBe(200);
    expect(read.body.content.model[0].children[0].children[0].text).toBe('Welcome');
  });

  it('stores a page without the fields its schemas do not declare, at every depth, and says so in the answer', async () => {
    const page = course.second.resourceId;
    await author.post(`/api/v1/project/${course.project.slug}/lock/${page}`);
    const before = { type: 'p', id: 'p1', children: [{ text: 'Before' }] };
    const after = { type: 'p', id: 'p3', children: [{ text: 'After' }] };
    const list = {
      type: 'ul',
      id: 'u1',
      tracking: { a: { b: 1 } },
      children: [{ type: 'li', id: 'l1', children: [{ type: 'p', id: 'p2', children: [{ text: 'Deep', strong: true, cursor: [1] }] }] }],
    };
    const sent = {
      model: [{ type: 'group', id: 'g1', purpose: 'none', note: 'x', children: [{ type: 'content', id: 'c1', children: [before, list, after], extra: true }] }],
      x: { a: { a: { a: 1 } } },
    };
    const declared = {
      model: [
        {
          type: 'group',
          id: 'g1',
          purpose: 'none',
          children: [
            {
              type: 'content',
              id: 'c1',
              children: [before, { type: 'ul', id: 'u1', children: [{ type: 'li', id: 'l1', children: [{ type: 'p', id: 'p2', children: [{ text: 'Deep', strong: true }] }] }] }, after],
            },
          ],
        },
      ],
    };

    const answer = await savePage(page, JSON.stringify({ update: { content: sent } }));

    expect(answer.status).toBe(200);
    expect(answer.body.content).toEqual(declared);
    const stored = await server.services.db('revisions').where({ resource_id: page }).orderBy('number', 'desc').first('content');
    expect(JSON.parse(stored.content)).toEqual(answer.body.content);
  });

  it('takes content nested up to the limit, which every reader then reads, and refuses one level more', async () => {
    const page = course.second.resourceId;
    await author.post(`/api/v1/project/${course.project.slug}/lock/${page}`);
    // body, update, content, model list, item: 5 levels around the free-form `custom` value.
    const save = (customDepth: number) =>
      savePage(page, `{"update":{"content":{"model":[{"type":"activity-reference","id":"r1","activity_id":${course.activity.resourceId},"custom":${nestedObject(customDepth)}}]}}}`);
    const refused = await save(252);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('The body is nested too deeply: at most 256 levels of objects and arrays');
    expect((await save(251)).status).toBe(200);

    expect((await author.get(storage(page))).status).toBe(200);
    expect((await author.post(`/api/v1/storage/project/${course.project.slug}/resource`, { resourceIds: [page] })).status).toBe(200);
    expect((await lockAndFetch(page)).body.revision.content.model[0].custom.a.a).toBeDefined();
    const section = await publishWithSection();
    const learner = await enrolledUser(server, section);
    expect((await learner.client.get(`/api/v1/storage/course/${section}/resource/${page}`)).status).toBe(200);
    expect((await learner.client.post(`/api/v1/sections/${section}/resource/${page}/attempt`)).status).toBe(201);
  });

  it('refuses JSON nested 30,000 deep to learner state, preferences, xAPI, blobs and activity creation with 400, storing nothing', async () => {
    const deep = nestedArray(30_000);
    const section = await publishWithSection();
    const learner = await enrolledUser(server, section);
    const attempt = await learner.client.post(`/api/v1/sections/${section}/resource/${course.lesson.resourceId}/attempt`);
    const client = learner.client;
    const refusals = [
      [client, 'PUT', '/api/v1/state', `{"k":${deep}}`, 'user_state'],
      [client, 'PUT', `/api/v1/state/course/${section}`, `{"k":${deep}}`, 'course_state'],
      [client, 'POST', '/api/v1/account/preferences', `{"k":${deep}}`, 'preferences'],
      [client, 'POST', '/api/v1/xapi/delivery', `{"event":{"type":"x","data":${deep}},"key":{"type":"x","page_attempt_guid":"${attempt.body.attemptGuid}"}}`, 'xapi_events'],
      [client, 'PUT', '/api/v1/blob/user/notes', deep, 'blobs'],
      [author, 'POST', `/api/v1/project/${course.project.slug}/activity/test-quiz`, `{"model":{"stem":"Q","choices":[],"x":${deep}},"scope":"banked"}`, 'resources'],
    ] as const;
    for (const [who, method, path, raw, table] of refusals) {
      const before = await countRows(server.services.db, table);
      const answer = await sendRaw(who, method, path, raw);
      expect([path, answer.status, answer.body.message]).toEqual([path, 400, expect.stringMatching(TOO_DEEP)]);
      expect([path, await countRows(server.services.db, table)]).toEqual([path, before]);
    }
  });

  it('holds each family of bodies to its own depth: 32 for learner state, 16 for preferences and xAPI events', async () => {
    const { client } = await signedInUser(server);
    const state = (depth: number) => sendRaw(client, 'PUT', '/api/v1/state', `{"k":${nestedObject(depth - 1)}}`);
    expect((await state(32)).status).toBe(200);
    expect((await state(33)).body.message).toBe('The body is nested too deeply: at most 32 levels of objects and arrays');
    const preferences = (depth: number) => sendRaw(client, 'POST', '/api/v1/account/preferences', `{"k":${nestedObject(depth - 1)}}`);
    expect((await preferences(16)).status).toBe(200);
    expect((await preferences(17)).body.message).toBe('The body is nested too deeply: at most 16 levels of objects and arrays');
    const xapi = await sendRaw(client, 'POST', '/api/v1/xapi/delivery', `{"event":${nestedObject(16)},"key":{"type":"x","page_attempt_guid":"g"}}`);
    expect(xapi.body.message).toBe('The body is nested too deeply: at most 16 levels of objects and arrays');
  });

  it('reads a stored page or activity that cannot be read as an invalid element, from the editor, bulk reads, the lock and the learners', async () => {
    const { db } = server.services;
    const deepPage = course.intro.resourceId;
    await addRevision(db, deepPage, { title: 'Intro', content: `{"model":${validModel},"x":${nestedObject(100_000)}}` });
    await addRevision(db, course.second.resourceId, { title: 'Second', content: '{"model": [' });
    await addRevision(db, course.lesson.resourceId, { title: 'Lesson', content: '{"items":[]}' });
    await addRevision(db, course.activity.resourceId, { title: 'Question', content: `{"stem":{"id":"s","content":[]},"x":${nestedObject(100_000)}}` });
    const pages = [deepPage, course.second.resourceId, course.lesson.resourceId];
    const activity = course.activity.resourceId;
    const invalidPage = { model: [{ type: 'content', id: 'invalid-content-item', children: [INVALID_ELEMENT] }] };

    for (const page of pages) {
      expect((await author.get(storage(page))).body.content).toEqual(invalidPage);
      expect((await lockAndFetch(page)).body.revision.content).toEqual(invalidPage);
    }
    const activityRead = await author.get(storage(activity));
    expect(activityRead.status).toBe(200);
    expect(activityRead.body.content.stem.content).toEqual([INVALID_ELEMENT]);
    expect(activityRead.body.authoring.previewText).toBe('Content element is invalid');
    const bulk = await author.post(`/api/v1/storage/project/${course.project.slug}/resource`, { resourceIds: [...pages, activity] });
    expect(bulk.status).toBe(200);
    expect(bulk.body.results.map((item: { content: unknown }) => item.content)).toEqual([invalidPage, invalidPage, invalidPage, { stem: activityRead.body.content.stem }]);

    const section = await publishWithSection();
    const learner = await enrolledUser(server, section);
    for (const page of pages) {
      expect((await learner.client.get(`/api/v1/storage/course/${section}/resource/${page}`)).body.content).toEqual(invalidPage);
    }
    const learnerBulk = await learner.client.post(`/api/v1/storage/course/${section}/resource`, { resourceIds: [...pages, activity] });
    expect(learnerBulk.status).toBe(200);
    expect(learnerBulk.body.results).toHaveLength(4);
    // The lesson's content is unreadable, so it embeds nothing; a page embedding the unreadable activity still opens.
    await addRevision(db, course.intro.resourceId, { title: 'Intro', content: pageContent('Embeds it', [activity]) });
    const again = await publishWithSection();
    const visitor = await enrolledUser(server, again);
    for (const page of pages) expect((await visitor.client.post(`/api/v1/sections/${again}/resource/${page}/attempt`)).status).toBe(201);
  });

  /** Publishes the project as it is now and opens a section on that publication. */
  async function publishWithSection(): Promise<string> {
    const published = await author.post(`/api/v1/project/${course.project.slug}/publish`);
    if (published.status !== 201) throw new Error(`publish: ${published.status} ${JSON.stringify(published.body)}`);
    const created = await author.post('/api/v1/sections', { projectSlug: course.project.slug, title: `Term ${published.body.number}` });
    if (created.status !== 201) throw new Error(`section: ${created.status} ${JSON.stringify(created.body)}`);
    return created.body.sectionSlug as string;
  }
});
