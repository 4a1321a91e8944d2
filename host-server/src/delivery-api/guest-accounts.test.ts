import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '@quire/core';
import { SESSION_LIFETIME_MS } from '../auth/session-store.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { testDialects } from '../testing/test-database.js';
import { deleteExpiredGuests } from './guest-accounts.js';
import { buildSection, countRows, signedInUser } from './testing/signed-in-user.js';

/** A clock the test moves forward. */
class ManualClock implements Clock {
  time = Date.now();
  now() {
    return new Date(this.time);
  }
}

describe.each(testDialects())('guest accounts on %s', (dialect) => {
  let server: TestServer;
  const clock = new ManualClock();
  let course: Awaited<ReturnType<typeof buildSection>>;
  beforeAll(async () => {
    server = await startTestServer(dialect, { clock });
    course = await buildSection(server, { openAndFree: true });
  });
  afterAll(() => server.close());

  /** A guest from the real sign-up route who has used every kind of learner state. */
  async function busyGuest() {
    const client = server.client();
    const started = await client.post('/api/v1/auth/guest');
    const id = started.body.user.id as number;
    await client.put('/api/v1/state', { theme: 'dark' });
    await client.put(`/api/v1/state/course/${course.sectionSlug}`, { pref: 1 });
    const guid = (await client.post(`/api/v1/sections/${course.sectionSlug}/resource/${course.lesson.resourceId}/attempt`)).body.attemptGuid;
    await client.put(`/api/v1/state/course/${course.sectionSlug}/resource_attempt/${guid}`, { code: 'x' });
    await client.request('PUT', '/api/v1/blob/user/notes', undefined, { raw: '{"a":1}' });
    await client.post('/api/v1/xapi/delivery', { event: { type: 'video' }, key: { type: 'page_video_key', page_attempt_guid: guid } });
    return { client, id };
  }

  async function traces(id: number) {
    const { db } = server.services;
    return {
      users: await countRows(db, 'users', { id }),
      sessions: await countRows(db, 'sessions', { user_id: id }),
      enrollments: await countRows(db, 'enrollments', { user_id: id }),
      userState: await countRows(db, 'user_state', { user_id: id }),
      courseState: await countRows(db, 'course_state', { user_id: id }),
      attempts: await countRows(db, 'resource_attempts', { user_id: id }),
      blobs: await countRows(db, 'blobs', { owner: `user:${id}` }),
      xapi: await countRows(db, 'xapi_events', { user_id: id }),
    };
  }
  const none = { users: 0, sessions: 0, enrollments: 0, userState: 0, courseState: 0, attempts: 0, blobs: 0, xapi: 0 };

  it("removes a guest's account and everything it saved when the guest signs out", async () => {
    const { client, id } = await busyGuest();
    expect(await traces(id)).toEqual({ users: 1, sessions: 1, enrollments: 1, userState: 1, courseState: 1, attempts: 1, blobs: 1, xapi: 1 });
    expect((await client.post('/api/v1/auth/logout')).status).toBe(204);
    expect(await traces(id)).toEqual(none);
    expect(await countRows(server.services.db, 'attempt_state')).toBe(0);
  });

  it('removes a guest whose session is found expired', async () => {
    const { client, id } = await busyGuest();
    clock.time += SESSION_LIFETIME_MS + 1000;
    expect((await client.get('/api/v1/state')).status).toBe(401);
    expect(await traces(id)).toEqual(none);
  });

  it('keeps a signed-out account that is not a guest, with its state', async () => {
    const user = await signedInUser(server);
    await user.client.put('/api/v1/state', { keep: true });
    expect((await user.client.post('/api/v1/auth/logout')).status).toBe(204);
    expect(await countRows(server.services.db, 'users', { id: user.id })).toBe(1);
    expect(await countRows(server.services.db, 'user_state', { user_id: user.id })).toBe(1);
  });

  it('sweeps guests whose sessions all expired, leaving live ones and real accounts', async () => {
    const stale = await busyGuest();
    clock.time += SESSION_LIFETIME_MS + 1000;
    const fresh = await busyGuest();
    const member = await signedInUser(server);
    expect(await deleteExpiredGuests(server.services.db, clock.now())).toBeGreaterThanOrEqual(1);
    expect(await traces(stale.id)).toEqual(none);
    expect((await traces(fresh.id)).users).toBe(1);
    expect(await countRows(server.services.db, 'users', { id: member.id })).toBe(1);
  });
});
