import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../testing/test-client.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { testDialects } from '../testing/test-database.js';
import { safeRedirectPath } from './timezone-routes.js';

const FORM = 'application/x-www-form-urlencoded';

/** The fields the learner's timezone form sends (delivery §5). */
function form(fields: Record<string, string>): string {
  return new URLSearchParams(fields).toString();
}

/**
 * Posts the form as a browser's plain HTML form does: no `x-csrf-token` header (the test
 * client would add one; an empty value stands for none), the token in `_csrf_token`.
 */
function postForm(client: TestClient, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return client.request('POST', '/api/v1/timezone', undefined, {
    raw: form(fields),
    headers: { 'content-type': FORM, 'x-csrf-token': '', accept: 'text/html,application/xhtml+xml,*/*;q=0.8', ...headers },
  });
}

describe.each(testDialects())('the timezone routes on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server.close());

  const timezoneOf = async (email: string) => (await server.services.db('users').where({ email }).first()).timezone as string | null;

  it('lists the supported zones as value and label', async () => {
    const response = await server.client().get('/api/v1/timezones');
    expect(response.status).toBe(200);
    expect(response.body.timezones).toContainEqual({ value: 'America/New_York', label: 'America/New York' });
    expect(response.body.timezones).toContainEqual({ value: 'UTC', label: 'UTC' });
    expect(response.body.timezones.length).toBeGreaterThan(300);
  });

  it('answers 401 without a session', async () => {
    const response = await postForm(server.client(), { 'timezone[timezone]': 'Europe/Paris', 'timezone[redirect_to]': '/sections/bio' });
    expect(response.status).toBe(401);
  });

  it('answers 403 without the CSRF token in the header or the field, and with a wrong one', async () => {
    const browser = server.client();
    await browser.register('tz-csrf@example.org');
    const without = await postForm(browser, { 'timezone[timezone]': 'Europe/Paris', 'timezone[redirect_to]': '/sections/bio' });
    expect(without).toMatchObject({ status: 403, body: { message: 'Invalid or missing CSRF token' } });
    const wrong = await postForm(browser, { 'timezone[timezone]': 'Europe/Paris', 'timezone[redirect_to]': '/', _csrf_token: 'guess' });
    expect(wrong.status).toBe(403);
    const wrongHeader = await postForm(
      browser,
      { 'timezone[timezone]': 'Europe/Paris', 'timezone[redirect_to]': '/', _csrf_token: browser.csrfToken as string },
      { 'x-csrf-token': 'guess' },
    );
    expect(wrongHeader.status).toBe(403);
    expect(await timezoneOf('tz-csrf@example.org')).toBeNull();
  });

  it('answers 400 for an unknown zone and stores nothing', async () => {
    const browser = server.client();
    await browser.register('tz-unknown@example.org');
    const response = await postForm(browser, { 'timezone[timezone]': 'Mars/Olympus_Mons', 'timezone[redirect_to]': '/', _csrf_token: browser.csrfToken as string });
    expect(response.status).toBe(400);
    expect(response.body.message).toContain('Unknown timezone');
    const missing = await postForm(browser, { 'timezone[redirect_to]': '/', _csrf_token: browser.csrfToken as string });
    expect(missing.status).toBe(400);
    expect(await timezoneOf('tz-unknown@example.org')).toBeNull();
  });

  it('stores the zone from the form field token and answers 303 to a path of this site', async () => {
    const browser = server.client();
    await browser.register('tz-form@example.org');
    const response = await postForm(browser, {
      'timezone[timezone]': 'Europe/Paris',
      'timezone[redirect_to]': '/sections/bio/lesson/cells?page=2',
      _csrf_token: browser.csrfToken as string,
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/sections/bio/lesson/cells?page=2');
    expect(await timezoneOf('tz-form@example.org')).toBe('Europe/Paris');
    expect((await browser.get('/api/v1/auth/me')).body.user.selectedTimezone).toBe('Europe/Paris');
  });

  it('accepts the token in the header too, and stores Browser Default as no zone', async () => {
    const browser = server.client();
    await browser.register('tz-header@example.org');
    await postForm(browser, { 'timezone[timezone]': 'Asia/Tokyo', 'timezone[redirect_to]': '/' }, { 'x-csrf-token': browser.csrfToken as string });
    expect(await timezoneOf('tz-header@example.org')).toBe('Asia/Tokyo');
    const response = await postForm(browser, { 'timezone[timezone]': 'browser', 'timezone[redirect_to]': '/' }, { 'x-csrf-token': browser.csrfToken as string });
    expect(response.status).toBe(303);
    expect(await timezoneOf('tz-header@example.org')).toBeNull();
  });

  it.each(['https://evil.example/steal', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '/%0d%0aevil', ' /sections', ''])(
    'neutralises the redirect_to %j to /',
    async (redirectTo) => {
      const browser = server.client();
      await browser.register(`tz-redirect-${Math.random().toString(36).slice(2)}@example.org`);
      const response = await postForm(browser, { 'timezone[timezone]': 'UTC', 'timezone[redirect_to]': redirectTo, _csrf_token: browser.csrfToken as string });
      expect(response.status).toBe(303);
      const location = response.headers.get('location') as string;
      expect(new URL(location, server.baseUrl).origin).toBe(server.baseUrl);
      expect(location === '/' || location === '/%0d%0aevil').toBe(true);
    },
  );

  it('answers JSON when the request asks for it, with a form or a JSON body', async () => {
    const browser = server.client();
    await browser.register('tz-json@example.org');
    const formAnswer = await postForm(
      browser,
      { 'timezone[timezone]': 'America/Chicago', 'timezone[redirect_to]': '/', _csrf_token: browser.csrfToken as string },
      { accept: 'application/json' },
    );
    expect(formAnswer).toMatchObject({ status: 200, body: { result: 'success' } });
    const jsonAnswer = await browser.request('POST', '/api/v1/timezone', { timezone: { timezone: 'Europe/Berlin' } }, { headers: { accept: 'application/json' } });
    expect(jsonAnswer).toMatchObject({ status: 200, body: { result: 'success' } });
    expect(await timezoneOf('tz-json@example.org')).toBe('Europe/Berlin');
  });

  it('tells /auth/me the linked author account once the user is a member of a project', async () => {
    const browser = server.client();
    await browser.register('tz-linked@example.org');
    expect((await browser.get('/api/v1/auth/me')).body.user).toMatchObject({ linkedAuthorAccount: null, selectedTimezone: null });
    expect((await browser.post('/api/v1/projects', { title: 'Biology' })).status).toBe(201);
    expect((await browser.get('/api/v1/auth/me')).body.user.linkedAuthorAccount).toEqual({ email: 'tz-linked@example.org' });
    const login = await server.client().post('/api/v1/auth/login', { email: 'tz-linked@example.org', password: 'correct horse battery' });
    expect(login.body.user.linkedAuthorAccount).toEqual({ email: 'tz-linked@example.org' });
  });
});

describe('safeRedirectPath', () => {
  it.each([
    ['/sections/bio?x=1#top', '/sections/bio?x=1#top'],
    ['/', '/'],
    [undefined, '/'],
    ['https://evil.example', '/'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['/\tevil', '/'],
    ['sections/bio', '/'],
    ['/sections/../authoring', '/authoring'],
    ['/.//evil.example/phish', '/'],
    ['/x/..//evil.example', '/'],
    ['/%2e//evil.example', '/'],
  ])('%j -> %j', (value, expected) => {
    expect(safeRedirectPath(value)).toBe(expected);
  });
});
