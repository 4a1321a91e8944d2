import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.js';

let webRoot: string;
let server: TestServer;
let unbuilt: TestServer;

beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), 'quire-web-'));
  mkdirSync(join(webRoot, 'assets'));
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><div id="root"></div><script type="module" src="/assets/app-1.js"></script>');
  writeFileSync(join(webRoot, 'assets', 'app-1.js'), 'console.log("app")');
  writeFileSync(join(webRoot, 'theme.js'), 'document.documentElement.classList.add("dark")');
  writeFileSync(join(webRoot, 'activity-bank-sample.csv'), 'type,title,stem\nmcq,Symbol of sodium,Which element is Na?\n');
  server = await startTestServer('sqlite', { webRoot });
  unbuilt = await startTestServer('sqlite', { webRoot: join(webRoot, 'missing') });
});
afterAll(async () => {
  await server.close();
  await unbuilt.close();
  rmSync(webRoot, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('answers every authoring path with the app, under the same strict policy as learner pages (no eval anywhere)', async () => {
    const authoring = await server.client().get('/authoring/project/chemistry/resource/12');
    expect(authoring.status).toBe(200);
    expect(authoring.body).toContain('<div id="root">');

    const learner = await server.client().get('/sections/chem-101/lesson/atoms');
    expect(learner.status).toBe(200);
    expect(learner.headers.get('content-security-policy')).not.toContain('unsafe-eval');
    // Both may show YouTube players, embedded pages and videos from other https sites.
    for (const answer of [authoring, learner]) {
      expect(answer.headers.get('content-security-policy')).toContain("script-src 'self';");
      expect(answer.headers.get('content-security-policy')).toContain("frame-src 'self' https:;");
      expect(answer.headers.get('content-security-policy')).toContain("media-src 'self' https: blob:;");
    }
  });

  it('serves hashed assets for a year with nosniff', async () => {
    const response = await server.client().get('/assets/app-1.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('javascript');
    expect(response.headers.get('cache-control')).toContain('max-age=31536000');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('serves the theme script every page runs before its first paint, for a day', async () => {
    const response = await server.client().get('/theme.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('javascript');
    expect(response.headers.get('cache-control')).toBe('max-age=86400');
  });

  it('serves the activity bank sample CSV authors download, as CSV', async () => {
    const response = await server.client().get('/activity-bank-sample.csv');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.body).toContain('Symbol of sodium');
  });

  it('answers the home page, the account and My Courses with the app', async () => {
    for (const path of ['/', '/account', '/sections', '/login?section=chem-101']) {
      const response = await server.client().get(path);
      expect([path, response.status]).toEqual([path, 200]);
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('answers a browser at an address no screen has with the app and a 404, and an API client with JSON', async () => {
    const page = await fetch(`${server.baseUrl}/no/such/page`, { headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });
    expect(page.status).toBe(404);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('<div id="root">');
    const api = await fetch(`${server.baseUrl}/no/such/page`, { headers: { accept: 'application/json' } });
    expect([api.status, await api.json()]).toEqual([404, { message: 'Not found' }]);
    const apiRoute = await fetch(`${server.baseUrl}/api/v1/no-such-route`, { headers: { accept: 'text/html' } });
    expect([apiRoute.status, await apiRoute.json()]).toEqual([404, { message: 'Not found' }]);
    // Other answers are left as they are.
    expect((await fetch(`${server.baseUrl}/demo`, { headers: { accept: 'text/html' } })).status).toBe(200);
  });

  it('says how to build the app when it has not been built', async () => {
    const response = await unbuilt.client().get('/authoring');
    expect(response.status).toBe(503);
    expect(response.body).toContain('npm run build');
  });

  it('leaves the API alone', async () => {
    const response = await server.client().get('/api/v1/health');
    expect(response.status).toBe(200);
  });
});

describe('POST /api/v1/client-errors', () => {
  it('writes a signed-in user’s render error to the log', async () => {
    const client = server.client();
    await client.register('reporter@example.com');
    const response = await client.post('/api/v1/client-errors', { where: 'editor', message: 'Boom', stack: 'at x', url: '/authoring' });
    expect(response.status).toBe(204);
    expect(server.logger.entries.some((e) => e.message.includes('Client error in editor at /authoring: Boom'))).toBe(true);
  });

  it('writes what the browser sent as one escaped, cut line, so no log line can be forged', async () => {
    const client = server.client();
    await client.register('forger@example.com');
    const forged = `Boom\n{"level":30,"msg":"Admin signed in"}${'x'.repeat(1000)}`;
    expect((await client.post('/api/v1/client-errors', { where: 'editor\nfake', message: forged, stack: 'at a\nat b', url: '/authoring' })).status).toBe(204);
    const entry = server.logger.entries.find((e) => e.message.startsWith('Client error in editor\\nfake'));
    expect(entry?.message).toContain('Boom\\n{"level":30');
    expect(entry?.message).not.toContain('\n');
    expect(entry?.message.length).toBeLessThan(700);
  });

  it('takes at most 30 reports a minute from one user', async () => {
    const client = server.client();
    await client.register('looping@example.com');
    const statuses = [];
    for (let i = 0; i < 31; i++) statuses.push((await client.post('/api/v1/client-errors', { where: 'x', message: `loop ${i}`, url: '/' })).status);
    expect(statuses.filter((status) => status === 204)).toHaveLength(30);
    const refused = await client.post('/api/v1/client-errors', { where: 'x', message: 'again', url: '/' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('refuses anonymous reports, reports without the CSRF token and malformed bodies', async () => {
    expect((await server.client().post('/api/v1/client-errors', { where: 'x', message: 'y', url: '/' })).status).toBe(401);
    const client = server.client();
    await client.register('reporter2@example.com');
    const noToken = await client.request('POST', '/api/v1/client-errors', { where: 'x', message: 'y', url: '/' }, { headers: { 'x-csrf-token': 'wrong' } });
    expect(noToken.status).toBe(403);
    expect((await client.post('/api/v1/client-errors', { where: 'x', message: 42, url: '/' })).status).toBe(400);
  });
});
