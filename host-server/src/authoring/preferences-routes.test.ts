import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { testDialects } from '../testing/test-database.js';
import { countRows, signedIn } from './testing/signed-in.js';

describe.each(testDialects())('account preferences on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server.close());

  it('answers {} before anything is stored, then the stored value, replaced on each save', async () => {
    const user = await signedIn(server, 'Prefs');
    expect(await user.get('/api/v1/account/preferences')).toMatchObject({ status: 200, body: {} });
    expect((await user.post('/api/v1/account/preferences', { theme: 'dark', editor: { markdown: true } })).status).toBe(200);
    expect((await user.get('/api/v1/account/preferences')).body).toEqual({ theme: 'dark', editor: { markdown: true } });
    await user.post('/api/v1/account/preferences', { theme: 'light' });
    expect((await user.get('/api/v1/account/preferences')).body).toEqual({ theme: 'light' });
    expect(await countRows(server, 'preferences', { user_id: user.userId })).toBe(1);
    // Each user has their own.
    const other = await signedIn(server, 'Other');
    expect((await other.get('/api/v1/account/preferences')).body).toEqual({});
  });

  it('answers 401 without a session', async () => {
    expect((await server.client().get('/api/v1/account/preferences')).status).toBe(401);
    expect((await server.client().post('/api/v1/account/preferences', { theme: 'dark' })).status).toBe(401);
  });

  it('refuses a value that is not an object, and one over 64 KB, storing nothing', async () => {
    const user = await signedIn(server, 'Strict');
    for (const raw of ['[1,2]', '"dark"', '42', 'null', '{"a":']) {
      expect((await user.request('POST', '/api/v1/account/preferences', undefined, { raw })).status).toBe(400);
    }
    const large = await user.post('/api/v1/account/preferences', { blob: 'x'.repeat(70 * 1024) });
    expect(large.status).toBe(413);
    expect(await countRows(server, 'preferences', { user_id: user.userId })).toBe(0);
  });
});
