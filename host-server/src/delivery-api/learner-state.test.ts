import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { testDialects } from '../testing/test-database.js';
import { stateEntries } from './learner-state.js';
import { buildSection, countRows, enrolledUser, signedInUser } from './testing/signed-in-user.js';

describe('stateEntries', () => {
  it('keeps __proto__ as an ordinary key and serialises each value', () => {
    expect(stateEntries(JSON.parse('{"__proto__":{"x":1},"n":null}'))).toEqual([
      ['__proto__', '{"x":1}'],
      ['n', 'null'],
    ]);
  });
});

describe.each(testDialects())('learner state on %s', (dialect) => {
  let server: TestServer;
  let course: Awaited<ReturnType<typeof buildSection>>;
  beforeAll(async () => {
    server = await startTestServer(dialect);
    course = await buildSection(server);
  });
  afterAll(() => server.close());

  describe('user state', () => {
    it('merges top-level keys on PUT, filters with keys[] and deletes keys', async () => {
      const { client } = await signedInUser(server);
      expect(await client.get('/api/v1/state')).toMatchObject({ status: 200, body: {} });
      expect(await client.put('/api/v1/state', { theme: 'dark', progress: { page1: true, page2: false }, list: [1, 2] })).toMatchObject({ status: 200, body: { result: 'success' } });
      await client.put('/api/v1/state', { progress: { page3: true }, count: 0, nothing: null });
      expect((await client.get('/api/v1/state')).body).toEqual({ theme: 'dark', progress: { page3: true }, list: [1, 2], count: 0, nothing: null });
      expect((await client.get('/api/v1/state?keys[]=theme&keys[]=missing')).body).toEqual({ theme: 'dark' });
      expect((await client.get('/api/v1/state?keys%5B%5D=list&keys%5B%5D=count')).body).toEqual({ list: [1, 2], count: 0 });
      expect((await client.get('/api/v1/state?keys=theme')).body).toEqual({ theme: 'dark' });
      expect(await client.delete('/api/v1/state?keys[]=theme&keys[]=list&keys[]=never')).toMatchObject({ status: 200, body: { result: 'success' } });
      expect((await client.get('/api/v1/state')).body).toEqual({ progress: { page3: true }, count: 0, nothing: null });
    });

    it("keeps each user's state apart, guests included", async () => {
      const alice = await signedInUser(server);
      const guest = await signedInUser(server, { isGuest: true, email: null });
      await alice.client.put('/api/v1/state', { k: 'alice' });
      await guest.client.put('/api/v1/state', { k: 'guest' });
      expect((await alice.client.get('/api/v1/state')).body).toEqual({ k: 'alice' });
      expect((await guest.client.get('/api/v1/state')).body).toEqual({ k: 'guest' });
    });

    it('answers 401 without a session', async () => {
      const anonymous = server.client();
      expect((await anonymous.get('/api/v1/state')).status).toBe(401);
      expect((await anonymous.put('/api/v1/state', { a: 1 })).status).toBe(401);
      expect((await anonymous.delete('/api/v1/state?keys[]=a')).status).toBe(401);
    });

    it.each([
      ['an array', JSON.stringify([1, 2]), 400],
      ['a string', JSON.stringify('x'), 400],
      ['null', 'null', 400],
      ['broken JSON', '{"a":', 400],
      ['an empty key', JSON.stringify({ ok: 1, '': 1 }), 400],
      ['a key over 200 characters', JSON.stringify({ ok: 1, ['k'.repeat(201)]: 1 }), 400],
      ['a key with a control character', JSON.stringify({ ok: 1, 'a\nb': 1 }), 400],
      ['more than 1000 keys', JSON.stringify(Object.fromEntries(Array.from({ length: 1001 }, (_, i) => [`k${i}`, i]))), 400],
      ['a value over 256 KiB', JSON.stringify({ ok: 1, big: 'x'.repeat(300 * 1024) }), 413],
      ['a body over 1 MiB', JSON.stringify({ a: 'x'.repeat(200 * 1024), b: 'x'.repeat(200 * 1024), c: 'x'.repeat(200 * 1024), d: 'x'.repeat(200 * 1024), e: 'x'.repeat(200 * 1024), f: 'x'.repeat(200 * 1024) }), 413],
    ])('refuses %s with a clear 4xx and stores nothing', async (_label, raw, status) => {
      const user = await signedInUser(server);
      const answer = await user.client.request('PUT', '/api/v1/state', undefined, { raw });
      expect(answer.status).toBe(status);
      expect(typeof answer.body.message).toBe('string');
      expect(await countRows(server.services.db, 'user_state', { user_id: user.id })).toBe(0);
    });

    it('refuses a body that is not JSON by type, and bad keys[] queries', async () => {
      const user = await signedInUser(server);
      expect((await user.client.request('PUT', '/api/v1/state', undefined, { raw: 'a=1', headers: { 'content-type': 'text/plain' } })).status).toBe(415);
      expect((await user.client.get(`/api/v1/state?keys[]=${'k'.repeat(201)}`)).status).toBe(400);
      expect((await user.client.get('/api/v1/state?keys[]=')).status).toBe(400);
      expect(await user.client.delete('/api/v1/state')).toMatchObject({ status: 400, body: { message: 'keys[]: Name the keys to delete' } });
      expect(await countRows(server.services.db, 'user_state', { user_id: user.id })).toBe(0);
    });

    it('writes many keys at once, replacing and adding in one statement', async () => {
      const user = await signedInUser(server);
      const many = Object.fromEntries(Array.from({ length: 600 }, (_, i) => [`key-${i}`, { i }]));
      expect((await user.client.put('/api/v1/state', many)).status).toBe(200);
      await user.client.put('/api/v1/state', { 'key-0': 'changed', extra: true });
      expect(await countRows(server.services.db, 'user_state', { user_id: user.id })).toBe(601);
      expect((await user.client.get('/api/v1/state?keys[]=key-0&keys[]=key-599&keys[]=extra')).body).toEqual({ 'key-0': 'changed', 'key-599': { i: 599 }, extra: true });
    });
  });

  describe('course state', () => {
    it('keeps state per section for enrolled users, apart from user state', async () => {
      const learner = await enrolledUser(server, course.sectionSlug);
      const path = `/api/v1/state/course/${course.sectionSlug}`;
      await learner.client.put(path, { alt_pref_7: 'python', pagination: { g1: [1] } });
      await learner.client.put(path, { pagination: { g1: [1, 2] } });
      await learner.client.put('/api/v1/state', { alt_pref_7: 'user-level' });
      expect((await learner.client.get(path)).body).toEqual({ alt_pref_7: 'python', pagination: { g1: [1, 2] } });
      expect((await learner.client.get(`${path}?keys[]=pagination`)).body).toEqual({ pagination: { g1: [1, 2] } });
      await learner.client.delete(`${path}?keys[]=alt_pref_7`);
      expect((await learner.client.get(path)).body).toEqual({ pagination: { g1: [1, 2] } });
      expect((await learner.client.get('/api/v1/state')).body).toEqual({ alt_pref_7: 'user-level' });
    });

    it("does not let a student of one section read or write another's", async () => {
      const other = await buildSection(server);
      const a = await enrolledUser(server, course.sectionSlug);
      const b = await enrolledUser(server, other.sectionSlug);
      await b.client.put(`/api/v1/state/course/${other.sectionSlug}`, { secret: 1 });
      expect(await a.client.get(`/api/v1/state/course/${other.sectionSlug}`)).toMatchObject({ status: 403, body: { message: 'You are not enrolled in this section' } });
      expect((await a.client.put(`/api/v1/state/course/${other.sectionSlug}`, { secret: 2 })).status).toBe(403);
      expect((await a.client.delete(`/api/v1/state/course/${other.sectionSlug}?keys[]=secret`)).status).toBe(403);
      expect((await b.client.get(`/api/v1/state/course/${other.sectionSlug}`)).body).toEqual({ secret: 1 });
      expect(await countRows(server.services.db, 'course_state', { user_id: a.id })).toBe(0);
    });

    it('answers 401, 404, and 400 for a malformed write storing nothing', async () => {
      const learner = await enrolledUser(server, course.sectionSlug);
      expect((await server.client().get(`/api/v1/state/course/${course.sectionSlug}`)).status).toBe(401);
      expect((await server.client().put(`/api/v1/state/course/${course.sectionSlug}`, { a: 1 })).status).toBe(401);
      expect((await learner.client.get('/api/v1/state/course/nope')).status).toBe(404);
      expect((await learner.client.put('/api/v1/state/course/nope', { a: 1 })).status).toBe(404);
      expect((await learner.client.put(`/api/v1/state/course/${course.sectionSlug}`, [1])).status).toBe(400);
      expect(await countRows(server.services.db, 'course_state', { user_id: learner.id })).toBe(0);
    });
  });

  describe('page attempt state', () => {
    it("reads and writes an attempt's state for its owner only", async () => {
      const learner = await enrolledUser(server, course.sectionSlug);
      const classmate = await enrolledUser(server, course.sectionSlug);
      const guid = (await learner.client.post(`/api/v1/sections/${course.sectionSlug}/resource/${course.lesson.resourceId}/attempt`)).body.attemptGuid;
      const path = `/api/v1/state/course/${course.sectionSlug}/resource_attempt/${guid}`;
      await learner.client.put(path, { code: 'print(1)', revealed: [0] });
      await learner.client.put(path, { revealed: [0, 1] });
      expect((await learner.client.get(path)).body).toEqual({ code: 'print(1)', revealed: [0, 1] });
      expect((await learner.client.get(`${path}?keys[]=code`)).body).toEqual({ code: 'print(1)' });
      await learner.client.delete(`${path}?keys[]=code`);
      expect((await learner.client.get(path)).body).toEqual({ revealed: [0, 1] });

      expect((await server.client().get(path)).status).toBe(401);
      expect(await classmate.client.get(path)).toMatchObject({ status: 403, body: { message: 'This attempt belongs to another learner' } });
      expect((await classmate.client.put(path, { code: 'hijack' })).status).toBe(403);
      expect((await classmate.client.delete(`${path}?keys[]=revealed`)).status).toBe(403);
      expect((await learner.client.get(`/api/v1/state/course/${course.sectionSlug}/resource_attempt/not-a-guid`)).status).toBe(404);
      const other = await buildSection(server);
      expect((await learner.client.get(`/api/v1/state/course/${other.sectionSlug}/resource_attempt/${guid}`)).status).toBe(404);
      expect((await learner.client.get(path)).body).toEqual({ revealed: [0, 1] });
      expect((await learner.client.put(path, { ['k'.repeat(201)]: 1 })).status).toBe(400);
      expect(await countRows(server.services.db, 'attempt_state')).toBe(1);
    });
  });
});
