import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { testDialects } from '../testing/test-database.js';
import { countRows, signedInUser } from './testing/signed-in-user.js';

describe.each(testDialects())('blobs on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server.close());

  const putText = (client: Awaited<ReturnType<typeof signedInUser>>['client'], path: string, raw: string, type = 'text/plain') =>
    client.request('PUT', path, undefined, { raw, headers: { 'content-type': type } });

  it("keeps each user's blobs in their own space, as JSON text", async () => {
    const alice = await signedInUser(server);
    const bob = await signedInUser(server);
    expect(await putText(alice.client, '/api/v1/blob/user/notes', '{"pages":[1,2]}')).toMatchObject({ status: 200, body: { result: 'success' } });
    await putText(bob.client, '/api/v1/blob/user/notes', '"bob"', 'application/json');
    const read = await alice.client.get('/api/v1/blob/user/notes');
    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toMatch(/application\/json/);
    expect(read.body).toEqual({ pages: [1, 2] });
    expect((await bob.client.get('/api/v1/blob/user/notes')).body).toBe('bob');
    await putText(alice.client, '/api/v1/blob/user/notes', '{"pages":[3]}');
    expect((await alice.client.get('/api/v1/blob/user/notes')).body).toEqual({ pages: [3] });
    expect(await alice.client.get('/api/v1/blob/user/other')).toMatchObject({ status: 404, body: { message: 'Blob not found' } });
    // The user space is not the shared one.
    expect((await alice.client.get('/api/v1/blob/notes')).status).toBe(404);
  });

  it('lets everyone signed in read shared blobs, and only administrators write them', async () => {
    const admin = await signedInUser(server, { role: 'system_admin' });
    const learner = await signedInUser(server);
    expect(await putText(learner.client, '/api/v1/blob/announcement', '{"text":"hi"}')).toMatchObject({ status: 403, body: { message: 'Only administrators may write shared blobs' } });
    expect(await countRows(server.services.db, 'blobs', { owner: 'shared' })).toBe(0);
    expect((await putText(admin.client, '/api/v1/blob/announcement', '{"text":"hi"}')).status).toBe(200);
    expect((await learner.client.get('/api/v1/blob/announcement')).body).toEqual({ text: 'hi' });
    const administrator = await signedInUser(server, { role: 'administrator' });
    expect((await putText(administrator.client, '/api/v1/blob/announcement', '{"text":"bye"}')).status).toBe(200);
    expect((await learner.client.get('/api/v1/blob/announcement')).body).toEqual({ text: 'bye' });
  });

  it('answers 401 without a session', async () => {
    for (const path of ['/api/v1/blob/k', '/api/v1/blob/user/k']) {
      expect((await server.client().get(path)).status).toBe(401);
      expect((await server.client().request('PUT', path, undefined, { raw: '1' })).status).toBe(401);
    }
  });

  it.each([
    ['broken JSON', '{"a":', 'text/plain', 400],
    ['an empty body', '', 'text/plain', 400],
    ['a form body', 'a=1', 'application/x-www-form-urlencoded', 415],
    ['a body over 1 MiB', JSON.stringify('x'.repeat(1024 * 1024 + 1)), 'application/json', 413],
  ])('refuses %s, storing nothing', async (_label, raw, type, status) => {
    const user = await signedInUser(server);
    const answer = await user.client.request('PUT', '/api/v1/blob/user/k', undefined, { raw, headers: { 'content-type': type } });
    expect(answer.status).toBe(status);
    expect(await countRows(server.services.db, 'blobs', { owner: `user:${user.id}` })).toBe(0);
  });

  it('refuses a key over 200 characters', async () => {
    const user = await signedInUser(server);
    expect((await putText(user.client, `/api/v1/blob/user/${'k'.repeat(201)}`, '1')).status).toBe(400);
    expect((await user.client.get(`/api/v1/blob/user/${'k'.repeat(201)}`)).status).toBe(404);
    expect(await countRows(server.services.db, 'blobs', { owner: `user:${user.id}` })).toBe(0);
  });
});
