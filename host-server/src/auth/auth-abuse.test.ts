import { scryptSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows } from '../delivery-api/testing/signed-in-user.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { testDialects } from '../testing/test-database.js';
import { WEAK_PASSWORD_MESSAGE } from './password-pool.js';

const MINUTE = 60_000;
const PASSWORD = 'correct horse battery';

/**
 * Issue 17, authentication abuse: 100 wrong passwords in 11 s were all answered, an unknown
 * email answered in 3 ms against 204 ms for a known one, and guests and registrations were
 * unlimited. The main server here trusts one proxy, so each test signs in from addresses of
 * its own through X-Forwarded-For.
 */
describe.each(testDialects())('authentication abuse on %s', (dialect) => {
  let now = Date.parse('2026-03-02T09:00:00Z');
  const clock = { now: () => new Date(now) };
  let server: TestServer;
  let untrusting: TestServer;
  beforeAll(async () => {
    [server, untrusting] = await Promise.all([
      startTestServer(dialect, { clock, site: { trustProxy: true } }),
      startTestServer(dialect, { clock, site: { trustProxy: false } }),
    ]);
  });
  afterAll(() => Promise.all([server.close(), untrusting.close()]));

  let counter = 0;
  const nextAddress = () => `198.51.100.${++counter}`;
  const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });
  const login = (address: string, email: string, password: string, on = server) =>
    on.client().request('POST', '/api/v1/auth/login', { email, password }, from(address));
  const register = (address: string, email: string, password = PASSWORD, on = server) =>
    on.client().request('POST', '/api/v1/auth/register', { email, password, name: 'Pat' }, from(address));
  const guest = (address: string, on = server) => on.client().request('POST', '/api/v1/auth/guest', {}, from(address));
  const newEmail = () => `person-${++counter}-${dialect}@example.org`;

  it('refuses an email’s sixth failed sign-in in 15 minutes with a 429, the right password and other addresses included; the wait then grows to the hour', async () => {
    const email = newEmail();
    expect((await register(nextAddress(), email)).status).toBe(201);
    const start = now;
    for (let i = 0; i < 5; i++) expect((await login(nextAddress(), email, `wrong guess ${i}`)).status).toBe(401);
    const refused = await login(nextAddress(), email, 'wrong guess 5');
    expect(refused).toMatchObject({ status: 429, body: { message: 'Too many failed sign-ins for this email: try again in 15 minutes' } });
    expect(refused.headers.get('retry-after')).toBe('900');
    expect((await login(nextAddress(), email, PASSWORD)).status).toBe(429);

    now = start + 15 * MINUTE;
    for (let i = 0; i < 5; i++) expect((await login(nextAddress(), email, `wrong again ${i}`)).status).toBe(401);
    expect(await login(nextAddress(), email, PASSWORD)).toMatchObject({ status: 429, body: { message: 'Too many failed sign-ins for this email: try again in 45 minutes' } });

    now = start + 60 * MINUTE;
    expect((await login(nextAddress(), email, PASSWORD)).status).toBe(200);
  });

  it('forgets an email’s failures once it signs in', async () => {
    const email = newEmail();
    await register(nextAddress(), email);
    for (let i = 0; i < 4; i++) expect((await login(nextAddress(), email, `typo ${i}`)).status).toBe(401);
    expect((await login(nextAddress(), email, PASSWORD)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login(nextAddress(), email, `typo ${i}`)).status).toBe(401);
    expect((await login(nextAddress(), email, PASSWORD)).status).toBe(200);
  });

  it('answers an unknown email as a known one: the same 401s, the same 429, after a hash each time', async () => {
    const known = newEmail();
    await register(nextAddress(), known);
    const unknown = newEmail();
    const passwords = server.services.passwords;
    await login(nextAddress(), newEmail(), 'warms the dummy hash');
    for (let i = 0; i < 5; i++) {
      for (const email of [known, unknown]) {
        const before = passwords.derivations;
        expect(await login(nextAddress(), email, `guess ${i}`)).toMatchObject({ status: 401, body: { message: 'Invalid email or password' } });
        expect(passwords.derivations - before).toBe(1);
      }
    }
    for (const email of [known, unknown]) {
      expect(await login(nextAddress(), email, 'guess 5')).toMatchObject({ status: 429, body: { message: 'Too many failed sign-ins for this email: try again in 15 minutes' } });
    }
  });

  it('refuses a client address after 50 failed sign-ins, over any emails, for 15 minutes', async () => {
    const address = nextAddress();
    const email = newEmail();
    await register(nextAddress(), email);
    for (let i = 0; i < 50; i++) expect((await login(address, newEmail(), 'spraying one password')).status).toBe(401);
    expect(await login(address, email, PASSWORD)).toMatchObject({ status: 429, body: { message: 'Too many failed sign-ins from your network: try again in 15 minutes' } });
    expect((await login(nextAddress(), email, PASSWORD)).status).toBe(200);
  });

  it('starts at most 30 guest sessions from one address in 10 minutes, and stores nothing for the others', async () => {
    const address = nextAddress();
    for (let i = 0; i < 30; i++) expect((await guest(address)).status).toBe(201);
    const guests = await countRows(server.services.db, 'users', { is_guest: true });
    const refused = await guest(address);
    expect(refused).toMatchObject({ status: 429, body: { message: 'Too many guest sessions from your network: try again in 10 minutes' } });
    expect(refused.headers.get('set-cookie')).toBeNull();
    expect(await countRows(server.services.db, 'users', { is_guest: true })).toBe(guests);
    expect((await guest(nextAddress())).status).toBe(201);
  });

  it('registers at most 30 accounts from one address in an hour', async () => {
    const address = nextAddress();
    for (let i = 0; i < 30; i++) expect((await register(address, newEmail())).status).toBe(201);
    const users = await countRows(server.services.db, 'users');
    expect(await register(address, newEmail())).toMatchObject({ status: 429, body: { message: 'Too many new accounts from your network: try again in 60 minutes' } });
    expect(await countRows(server.services.db, 'users')).toBe(users);
    expect((await register(nextAddress(), newEmail())).status).toBe(201);
  });

  it('counts every client behind one untrusted proxy as one address: X-Forwarded-For counts only with QUIRE_TRUST_PROXY=1', async () => {
    for (let i = 0; i < 30; i++) expect((await guest(nextAddress(), untrusting)).status).toBe(201);
    expect((await guest(nextAddress(), untrusting)).status).toBe(429);
    // Behind the trusted proxy, the address is the one it saw (the last in the header), not what the client wrote before it.
    for (let i = 0; i < 30; i++) expect((await guest(`${nextAddress()}, 203.0.113.9`)).status).toBe(201);
    expect((await guest(`${nextAddress()}, 203.0.113.9`)).status).toBe(429);
    expect((await guest(`${nextAddress()}, 203.0.113.10`)).status).toBe(201);
  });

  it.each([['password'], ['        '], ['Password1']])('refuses %j as a password at registration and at a change, storing nothing', async (weak) => {
    const email = newEmail();
    expect(await register(nextAddress(), email, weak)).toMatchObject({ status: 400, body: { message: WEAK_PASSWORD_MESSAGE } });
    expect(await countRows(server.services.db, 'users', { email })).toBe(0);

    const client = server.client();
    await client.request('POST', '/api/v1/auth/register', { email, password: PASSWORD, name: 'Pat' }, from(nextAddress()));
    const stored = await server.services.users.passwordHash((await server.services.users.byEmail(email))!.id);
    expect(await client.put('/api/v1/account', { newPassword: weak, currentPassword: PASSWORD })).toMatchObject({
      status: 400,
      body: { message: WEAK_PASSWORD_MESSAGE },
    });
    expect(await server.services.users.passwordHash((await server.services.users.byEmail(email))!.id)).toBe(stored);
  });

  it('holds guesses of the current password in Edit Account to the sign-in limits', async () => {
    const email = newEmail();
    const client = server.client();
    await client.request('POST', '/api/v1/auth/register', { email, password: PASSWORD, name: 'Pat' }, from(nextAddress()));
    for (let i = 0; i < 5; i++) expect((await client.put('/api/v1/account', { newPassword: 'another long phrase', currentPassword: `guess ${i}` })).status).toBe(400);
    expect(await client.put('/api/v1/account', { newPassword: 'another long phrase', currentPassword: PASSWORD })).toMatchObject({
      status: 429,
      body: { message: 'Too many failed sign-ins for this email: try again in 15 minutes' },
    });
  });

  it('hashes a password stored at the older cost again, at today’s, when it signs in', async () => {
    const email = newEmail();
    const salt = Buffer.alloc(16, 3);
    const key = scryptSync(PASSWORD, salt, 64, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
    const legacy = `scrypt$${salt.toString('base64url')}$${key.toString('base64url')}`;
    const user = await server.services.users.create({ email, name: 'Old Timer', passwordHash: legacy }, clock.now());
    expect((await login(nextAddress(), email, PASSWORD)).status).toBe(200);
    const upgraded = await server.services.users.passwordHash(user.id);
    expect(upgraded).toMatch(/^scrypt\$ln=10,r=8,p=1\$/);
    expect((await login(nextAddress(), email, PASSWORD)).status).toBe(200);
    expect(await server.services.users.passwordHash(user.id)).toBe(upgraded);
  });
});

describe.each(testDialects())('sign-ins beyond what the password threads take on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    // One thread at N = 2^14 (tens of milliseconds a hash), and one sign-in waiting at most.
    server = await startTestServer(dialect, { site: { trustProxy: true }, passwordPool: { cost: { ln: 14, r: 8, p: 1 }, workers: 1, maxQueued: 1 } });
  });
  afterAll(() => server.close());

  it('are answered 503 with Retry-After at once, rather than held in a growing queue', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        server.client().request('POST', '/api/v1/auth/login', { email: `busy-${i}@example.org`, password: 'any old guess' }, { headers: { 'x-forwarded-for': `192.0.2.${i}` } }),
      ),
    );
    const busy = answers.filter((answer) => answer.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy[0].body).toEqual({ message: 'Too many people are signing in right now: try again in a few seconds' });
    expect(busy[0].headers.get('retry-after')).toBe('5');
    expect(answers.filter((answer) => answer.status === 401).length).toBeGreaterThanOrEqual(2);
  });
});
