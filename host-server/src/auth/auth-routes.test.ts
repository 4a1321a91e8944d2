import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { testDialects } from '../testing/test-database.js';

describe.each(testDialects())('accounts and sessions on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server.close());

  it('registers, signs in with an HttpOnly SameSite=Lax cookie, and tells who is signed in', async () => {
    const browser = server.client();
    const registered = await browser.post('/api/v1/auth/register', { email: 'Ada@Example.org', password: 'analytical engine', name: 'Ada' });
    expect(registered.status).toBe(201);
    expect(registered.body.user).toMatchObject({ email: 'ada@example.org', name: 'Ada', isGuest: false });
    expect(registered.body.user).not.toHaveProperty('passwordHash');
    expect(registered.headers.get('set-cookie')).toMatch(/quire_session=[^;]+;.*httponly/i);
    expect(registered.headers.get('set-cookie')).toMatch(/samesite=lax/i);

    const me = await browser.get('/api/v1/auth/me');
    expect(me.status).toBe(200);
    expect(me.body.user.email).toBe('ada@example.org');

    const other = server.client();
    const login = await other.post('/api/v1/auth/login', { email: 'ada@example.org', password: 'analytical engine' });
    expect(login.status).toBe(200);
    expect(typeof login.body.csrfToken).toBe('string');
  });

  it('stores a slow hash, never the password', async () => {
    await server.client().register('hash@example.org', 'a long secret phrase');
    const row = await server.services.db('users').where({ email: 'hash@example.org' }).first();
    expect(row.password_hash).toMatch(/^scrypt\$/);
    expect(row.password_hash).not.toContain('a long secret phrase');
  });

  it('refuses a wrong password and an unknown email with the same 401', async () => {
    await server.client().register('grace@example.org', 'compiler first');
    const wrong = await server.client().post('/api/v1/auth/login', { email: 'grace@example.org', password: 'nope nope nope' });
    const unknown = await server.client().post('/api/v1/auth/login', { email: 'nobody@example.org', password: 'whatever it is' });
    expect(wrong).toMatchObject({ status: 401, body: { message: 'Invalid email or password' } });
    expect(unknown).toMatchObject({ status: 401, body: { message: 'Invalid email or password' } });
  });

  it('refuses a second account with the same email', async () => {
    await server.client().register('twice@example.org');
    const again = await server.client().post('/api/v1/auth/register', { email: 'TWICE@example.org', password: 'another password', name: 'B' });
    expect(again).toMatchObject({ status: 409, body: { message: 'An account with this email already exists' } });
  });

  it.each([
    [{ email: 'not-an-email', password: 'long enough', name: 'X' }, 'email: Enter a valid email address'],
    [{ email: 'a@b.org', password: 'short', name: 'X' }, 'password: Use at least 8 characters for the password'],
    [{ email: 'a@b.org', password: 'long enough', name: 'X', admin: true }, 'Unrecognized key'],
    [{ email: { $ne: '' }, password: 'long enough', name: 'X' }, 'email'],
  ])('refuses a malformed registration %j with a clear 400 and stores nothing', async (body, message) => {
    const before = await server.services.db('users').count({ n: '*' }).first();
    const response = await server.client().post('/api/v1/auth/register', body);
    expect(response.status).toBe(400);
    expect(response.body.message).toContain(message);
    const after = await server.services.db('users').count({ n: '*' }).first();
    expect(Number(after?.n)).toBe(Number(before?.n));
  });

  it('refuses a body that is not JSON, and one that is too large', async () => {
    const client = server.client();
    expect((await client.request('POST', '/api/v1/auth/login', undefined, { raw: '{"email":' })).status).toBe(400);
    const huge = JSON.stringify({ email: 'a@b.org', password: 'x'.repeat(6 * 1024 * 1024), name: 'X' });
    expect((await client.request('POST', '/api/v1/auth/register', undefined, { raw: huge })).status).toBe(413);
  });

  it('requires the CSRF token on state-changing requests made with the session cookie', async () => {
    const browser = server.client();
    await browser.register('csrf@example.org');
    const forged = await browser.request('POST', '/api/v1/auth/logout', {}, { headers: { 'x-csrf-token': 'guess' } });
    expect(forged).toMatchObject({ status: 403, body: { message: 'Invalid or missing CSRF token' } });
    expect((await browser.get('/api/v1/auth/me')).status).toBe(200);
  });

  it('signs out: the session is gone from the database and the cookie no longer works', async () => {
    const browser = server.client();
    await browser.register('bye@example.org');
    const cookieBefore = (await server.services.db('sessions').count({ n: '*' }).first())?.n;
    expect((await browser.post('/api/v1/auth/logout')).status).toBe(204);
    expect(Number((await server.services.db('sessions').count({ n: '*' }).first())?.n)).toBe(Number(cookieBefore) - 1);
    expect((await browser.get('/api/v1/auth/me')).status).toBe(401);
  });

  it('answers 401 to /me and /logout without a session', async () => {
    expect((await server.client().get('/api/v1/auth/me')).status).toBe(401);
    expect((await server.client().post('/api/v1/auth/logout')).status).toBe(401);
  });

  it('starts a guest session flagged as guest', async () => {
    const guest = await server.client().post('/api/v1/auth/guest');
    expect(guest.status).toBe(201);
    expect(guest.body.user).toMatchObject({ isGuest: true, email: null });
  });
});
