import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './testing/test-server.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer('sqlite');
});
afterAll(() => server.close());

describe('the Quire server', () => {
  it('serves the demo course page rendered by each plugin’s delivery view', async () => {
    const response = await server.client().get('/demo');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = response.body as string;
    expect(html).toContain('<h1>Measuring matter</h1>');
    expect(html).toContain('<strong>value</strong>');
    expect(html).toContain('<sub>2</sub>');
    expect(html).toMatch(/<caption>SI base units used in this course<\/caption>/);
    expect(html).toMatch(/<ol[^>]*>/);
    expect(html).not.toContain('Content element is invalid');
  });

  it('sends a strict Content-Security-Policy and nosniff on every answer', async () => {
    const response = await server.client().get('/api/v1/nothing');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self';");
    // YouTube players, embedded web pages and videos from other https sites may play.
    expect(response.headers.get('content-security-policy')).toContain("frame-src 'self' https:;");
    expect(response.headers.get('content-security-policy')).toContain("media-src 'self' https: blob:;");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('reports the loaded plugins on the health route', async () => {
    const { body } = await server.client().get('/api/v1/health');
    expect(body.plugins).toEqual(expect.arrayContaining(['marks', 'element-text', 'element-list', 'element-table']));
    expect(body.failedPlugins).toEqual([]);
  });

  it('answers an unknown route with 404 and a JSON message', async () => {
    const response = await server.client().get('/api/v1/nothing-here');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Not found' });
  });
});
