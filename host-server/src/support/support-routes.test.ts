import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, signedInUser } from '../delivery-api/testing/signed-in-user.js';
import { testDialects } from '../testing/test-database.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { MAX_SUPPORT_MESSAGE_LENGTH, SUPPORT_LIST_LIMIT } from './support-routes.js';

const PAGE = 'https://quire.example/sections/bio/lesson/cells';

describe.each(testDialects())('Tech Support requests on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server.close());

  const requests = () => countRows(server.services.db, 'support_requests');

  it("stores a learner's request with the account's email, logs one line, and lists it for a system administrator", async () => {
    const learner = await signedInUser(server, { email: 'ada@example.org' });
    const sent = await learner.client.post('/api/v1/help', { message: '  The video on this page does not play.  ', location: PAGE });
    expect(sent.status).toBe(201);
    const requestId = sent.body.requestId as number;
    expect(requestId).toBeGreaterThan(0);

    const lines = server.logger.entries.filter((entry) => entry.message.startsWith(`Support request ${requestId} `));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 'info', message: `Support request ${requestId} from user ${learner.id} at ${PAGE}` });

    const admin = await signedInUser(server, { role: 'system_admin' });
    const listed = await admin.client.get('/api/v1/help');
    expect(listed.status).toBe(200);
    expect(listed.body.requests[0]).toEqual({
      requestId,
      userId: learner.id,
      email: 'ada@example.org',
      message: 'The video on this page does not play.',
      location: PAGE,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('uses the reply address the learner typed over the account one', async () => {
    const learner = await signedInUser(server, { email: 'work@example.org' });
    const sent = await learner.client.post('/api/v1/help', { message: 'Please reply here', email: 'home@example.org', location: PAGE });
    expect(sent.status).toBe(201);
    const row = await server.services.db('support_requests').where({ id: sent.body.requestId }).first('email', 'user_id');
    expect(row.email).toBe('home@example.org');
    expect(Number(row.user_id)).toBe(learner.id);
  });

  it('takes a guest request only with an email, and keeps it after the guest leaves', async () => {
    const guest = server.client();
    expect((await guest.post('/api/v1/auth/guest')).status).toBe(201);
    const before = await requests();
    const withoutEmail = await guest.post('/api/v1/help', { message: 'Help', location: PAGE });
    expect(withoutEmail).toMatchObject({ status: 400, body: { message: 'email: Enter your email address so we can reply' } });
    expect(await requests()).toBe(before);

    const sent = await guest.post('/api/v1/help', { message: 'Help', email: 'visitor@example.org', location: PAGE });
    expect(sent.status).toBe(201);
    expect((await guest.post('/api/v1/auth/logout')).status).toBe(204);
    const row = await server.services.db('support_requests').where({ id: sent.body.requestId }).first('email', 'user_id', 'message');
    expect(row).toEqual({ email: 'visitor@example.org', user_id: null, message: 'Help' });
  });

  it.each([
    ['an empty message', { message: '   ', location: PAGE }, 'message: Say what you need help with'],
    ['a message that is too long', { message: 'x'.repeat(MAX_SUPPORT_MESSAGE_LENGTH + 1), location: PAGE }, `message: Use at most ${MAX_SUPPORT_MESSAGE_LENGTH} characters`],
    ['a malformed email', { message: 'Help', email: 'not an address', location: PAGE }, 'email: Enter a valid email address'],
    ['a page address that is not a web address', { message: 'Help', location: 'javascript:alert(1)' }, 'location: Send the address of the page'],
    ['no page address', { message: 'Help' }, 'location: Send the address of the page'],
    ['an unknown field', { message: 'Help', location: PAGE, priority: 'urgent' }, 'Unrecognized key: "priority"'],
  ])('refuses %s with 400, storing nothing', async (_case, body, message) => {
    const learner = await signedInUser(server);
    const before = await requests();
    const answer = await learner.client.post('/api/v1/help', body);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
    expect(await requests()).toBe(before);
  });

  it('refuses a request without a session (401) or without the CSRF token (403)', async () => {
    const before = await requests();
    expect((await server.client().post('/api/v1/help', { message: 'Help', email: 'a@example.org', location: PAGE })).status).toBe(401);
    const learner = await signedInUser(server);
    const noToken = await learner.client.request('POST', '/api/v1/help', { message: 'Help', location: PAGE }, { headers: { 'x-csrf-token': '' } });
    expect(noToken.status).toBe(403);
    expect(await requests()).toBe(before);
  });

  it('lists requests to system administrators only', async () => {
    expect((await server.client().get('/api/v1/help')).status).toBe(401);
    for (const role of ['student', 'open_and_free', 'instructor', 'administrator'] as const) {
      const user = await signedInUser(server, { role });
      expect(await user.client.get('/api/v1/help')).toMatchObject({ status: 403, body: { message: 'Only system administrators may read support requests' } });
    }
  });

  it(`lists at most ${SUPPORT_LIST_LIMIT} requests, newest first, and goes on from a request id`, async () => {
    const learner = await signedInUser(server);
    const { db } = server.services;
    const rows = Array.from({ length: SUPPORT_LIST_LIMIT + 5 }, (_, i) => ({ user_id: learner.id, email: 'a@example.org', message: `Request ${i}`, location: PAGE, created_at: new Date() }));
    await db.batchInsert('support_requests', rows, 50);
    const admin = await signedInUser(server, { role: 'system_admin' });
    const first = await admin.client.get('/api/v1/help');
    expect(first.body.requests).toHaveLength(SUPPORT_LIST_LIMIT);
    const ids = first.body.requests.map((request: { requestId: number }) => request.requestId);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(first.body.requests[0].message).toBe(`Request ${SUPPORT_LIST_LIMIT + 4}`);

    const last = ids[ids.length - 1];
    const next = await admin.client.get(`/api/v1/help?before=${last}`);
    expect(next.status).toBe(200);
    expect(next.body.requests[0].requestId).toBeLessThan(last);
    expect(next.body.requests[0].message).toBe('Request 4');

    expect(await admin.client.get('/api/v1/help?before=abc')).toMatchObject({ status: 400, body: { message: 'before: Use a request id' } });
    expect((await admin.client.get('/api/v1/help?sort=asc')).status).toBe(400);
  });
});
