import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../auth/auth-middleware.js';
import { buildSection, countRows, createUser, enrolledUser } from '../delivery-api/testing/signed-in-user.js';
import { rawRequest } from '../testing/raw-request.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { testDialects } from '../testing/test-database.js';
import { CROSS_SITE_MESSAGE } from './same-origin-requests.js';

const EVIL = 'https://evil.example';
const PUBLIC_URL = 'https://quire.example.org/';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const JSON_BODY = { 'content-type': 'application/json' };

/**
 * Issue 17, cross-site requests: a form on another site posting to /api/v1/auth/guest got a
 * 201 and a Set-Cookie, signing the visitor's browser in as a guest; sign-in and register
 * were open to the same trick. And the session cookie never got Secure, even behind TLS;
 * stored xAPI statements named the Host header's site.
 */
describe.each(testDialects())('requests from other sites on %s', (dialect) => {
  let local: TestServer;
  let published: TestServer;
  let proxied: TestServer;
  beforeAll(async () => {
    [local, published, proxied] = await Promise.all([
      startTestServer(dialect, { site: { trustProxy: false } }),
      startTestServer(dialect, { site: { publicUrl: new URL(PUBLIC_URL), trustProxy: false } }),
      startTestServer(dialect, { site: { trustProxy: true } }),
    ]);
  });
  afterAll(() => Promise.all([local.close(), published.close(), proxied.close()]));

  const post = (server: TestServer, path: string, headers: Record<string, string>, body = '{}') => rawRequest(server.baseUrl, 'POST', path, headers, body);
  const signedInCookie = async (server: TestServer) => {
    const user = await createUser(server);
    const session = await server.services.sessions.create(user.id, server.services.clock.now());
    return { user, cookie: `${SESSION_COOKIE}=${session.token}`, csrfToken: session.csrfToken };
  };

  it('refuses a form on another site starting a guest session: 403, no cookie, no guest', async () => {
    const guests = await countRows(local.services.db, 'users', { is_guest: true });
    const answer = await post(local, '/api/v1/auth/guest', { ...FORM, origin: EVIL, 'sec-fetch-site': 'cross-site' }, '');
    expect(answer).toMatchObject({ status: 403, body: { message: CROSS_SITE_MESSAGE } });
    expect(answer.headers['set-cookie']).toBeUndefined();
    expect(await countRows(local.services.db, 'users', { is_guest: true })).toBe(guests);
  });

  it('refuses sign-in and registration from another site, storing nothing', async () => {
    await local.client().register('victim-of-swap@example.org');
    const login = await post(local, '/api/v1/auth/login', { ...JSON_BODY, origin: EVIL }, JSON.stringify({ email: 'victim-of-swap@example.org', password: 'correct horse battery' }));
    expect(login).toMatchObject({ status: 403, body: { message: CROSS_SITE_MESSAGE } });
    expect(login.headers['set-cookie']).toBeUndefined();
    const users = await countRows(local.services.db, 'users');
    const register = await post(local, '/api/v1/auth/register', { ...JSON_BODY, origin: EVIL }, JSON.stringify({ email: 'planted@example.org', password: 'correct horse battery', name: 'Planted' }));
    expect(register).toMatchObject({ status: 403, body: { message: CROSS_SITE_MESSAGE } });
    expect(await countRows(local.services.db, 'users')).toBe(users);
  });

  it('refuses signing out from another site even with the session’s CSRF token, and the session goes on', async () => {
    const { cookie, csrfToken } = await signedInCookie(local);
    const answer = await post(local, '/api/v1/auth/logout', { ...JSON_BODY, cookie, 'x-csrf-token': csrfToken, origin: EVIL });
    expect(answer).toMatchObject({ status: 403, body: { message: CROSS_SITE_MESSAGE } });
    expect((await rawRequest(local.baseUrl, 'GET', '/api/v1/auth/me', { cookie })).status).toBe(200);
  });

  it.each([
    ['Origin: null (a sandboxed frame, a file)', { origin: 'null' }],
    ['another port of the same host', { origin: 'http://127.0.0.1:1' }],
    ['Sec-Fetch-Site: cross-site without Origin', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site without Origin (a sibling subdomain)', { 'sec-fetch-site': 'same-site' }],
  ])('refuses %s', async (_what, headers) => {
    expect(await post(local, '/api/v1/auth/guest', { ...JSON_BODY, ...headers })).toMatchObject({ status: 403, body: { message: CROSS_SITE_MESSAGE } });
  });

  it('takes the site’s own pages, a typed address, and programs that send neither Origin nor Sec-Fetch-Site', async () => {
    expect((await post(local, '/api/v1/auth/guest', { ...JSON_BODY, origin: local.baseUrl, 'sec-fetch-site': 'same-origin' })).status).toBe(201);
    expect((await post(local, '/api/v1/auth/guest', { ...JSON_BODY, 'sec-fetch-site': 'same-origin' })).status).toBe(201);
    expect((await post(local, '/api/v1/auth/guest', { ...JSON_BODY, 'sec-fetch-site': 'none' })).status).toBe(201);
    expect((await post(local, '/api/v1/auth/guest', JSON_BODY)).status).toBe(201);
  });

  it('never refuses a GET for its Origin', async () => {
    const { cookie } = await signedInCookie(local);
    expect((await rawRequest(local.baseUrl, 'GET', '/api/v1/auth/me', { cookie, origin: EVIL, 'sec-fetch-site': 'cross-site' })).status).toBe(200);
  });

  it('refuses the timezone form posted from another site, though it carries the session’s token, and takes it from the site', async () => {
    const { user, cookie, csrfToken } = await signedInCookie(local);
    const timezone = async () => (await local.services.db('users').where({ id: user.id }).first()).timezone as string | null;
    const form = new URLSearchParams({ 'timezone[timezone]': 'Europe/Paris', 'timezone[redirect_to]': '/', _csrf_token: csrfToken }).toString();
    expect(await post(local, '/api/v1/timezone', { ...FORM, cookie, origin: EVIL }, form)).toMatchObject({ status: 403, body: { message: CROSS_SITE_MESSAGE } });
    expect(await timezone()).toBeNull();
    expect((await post(local, '/api/v1/timezone', { ...FORM, cookie, origin: local.baseUrl }, form)).status).toBe(303);
    expect(await timezone()).toBe('Europe/Paris');
  });

  it('with QUIRE_PUBLIC_URL, takes only its origin as the site’s own, whatever the Host header says', async () => {
    expect((await post(published, '/api/v1/auth/guest', { ...JSON_BODY, origin: 'https://quire.example.org' })).status).toBe(201);
    expect((await post(published, '/api/v1/auth/guest', { ...JSON_BODY, origin: published.baseUrl })).status).toBe(403);
    expect((await post(published, '/api/v1/auth/guest', { ...JSON_BODY, host: 'evil.example', origin: 'http://evil.example' })).status).toBe(403);
  });

  it('believes X-Forwarded-Host and -Proto only behind a trusted proxy (QUIRE_TRUST_PROXY=1)', async () => {
    const forwarded = { ...JSON_BODY, origin: EVIL, 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };
    expect((await post(local, '/api/v1/auth/guest', forwarded)).status).toBe(403);
    // The proxy in front says which site the browser asked for.
    expect((await post(proxied, '/api/v1/auth/guest', { ...forwarded, origin: 'https://quire.example.org', 'x-forwarded-host': 'quire.example.org' })).status).toBe(201);
  });

  it('marks the session cookie Secure behind TLS: QUIRE_PUBLIC_URL on https, or X-Forwarded-Proto: https from a trusted proxy', async () => {
    const cookieOf = async (server: TestServer, headers: Record<string, string>) => String((await post(server, '/api/v1/auth/guest', { ...JSON_BODY, ...headers })).headers['set-cookie']);
    expect(await cookieOf(local, {})).not.toMatch(/;\s*secure/i);
    expect(await cookieOf(local, { 'x-forwarded-proto': 'https' })).not.toMatch(/;\s*secure/i);
    expect(await cookieOf(proxied, { 'x-forwarded-proto': 'https' })).toMatch(/;\s*secure/i);
    expect(await cookieOf(proxied, {})).not.toMatch(/;\s*secure/i);
    expect(await cookieOf(published, {})).toMatch(/;\s*secure/i);
    expect(await cookieOf(published, {})).toMatch(/httponly/i);
  });

  it('names QUIRE_PUBLIC_URL’s origin in stored xAPI statements, not the Host header’s', async () => {
    const course = await buildSection(published);
    const learner = await enrolledUser(published, course.sectionSlug);
    const guid = (await learner.client.post(`/api/v1/sections/${course.sectionSlug}/resource/${course.lesson.resourceId}/attempt`)).body.attemptGuid as string;
    const event = { type: 'video_played', category: 'video', event_type: 'played', video_url: '/media/cells.mp4', video_title: 'Cells', content_element_id: 'v1', video_length: 60, video_play_time: 1, video_time: 1 };
    const answer = await post(
      published,
      '/api/v1/xapi/delivery',
      { ...JSON_BODY, host: 'evil.example', cookie: learner.client['cookie'] as string, 'x-csrf-token': learner.client.csrfToken as string },
      JSON.stringify({ event, key: { type: 'page_video_key', page_attempt_guid: guid } }),
    );
    expect(answer.status).toBe(201);
    const row = await published.services.db('xapi_events').where({ user_id: learner.id }).orderBy('id', 'desc').first();
    const statement = JSON.parse(row.statement);
    expect(statement.actor.account.homePage).toBe('https://quire.example.org');
    expect(statement.object.id).toBe('https://quire.example.org/media/cells.mp4');
  });
});
