import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app.js';
import { loadDeliveryViews } from './delivery/load-delivery-views.js';
import { createServerPluginHost } from './plugins/create-server-plugin-host.js';

const rootDir = fileURLToPath(new URL('../../', import.meta.url));
let server: Server;
let base: string;

beforeAll(async () => {
  const { host, plugins } = await createServerPluginHost({ rootDir });
  const views = await loadDeliveryViews(rootDir, plugins, host);
  server = createApp(host, views).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the Quire server', () => {
  it('serves the demo course page rendered by each plugin’s delivery view', async () => {
    const response = await fetch(`${base}/demo`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('<h1>Measuring matter</h1>');
    expect(html).toContain('<strong>value</strong>');
    expect(html).toContain('<sub>2</sub>');
    expect(html).toMatch(/<caption>SI base units used in this course<\/caption>/);
    expect(html).toMatch(/<ol[^>]*>/);
    expect(html).not.toContain('Content element is invalid');
  });

  it('sends a strict Content-Security-Policy and nosniff on every answer', async () => {
    const response = await fetch(`${base}/demo`);
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('reports the loaded plugins on the health route', async () => {
    const body = (await (await fetch(`${base}/api/v1/health`)).json()) as { plugins: string[]; failedPlugins: unknown[] };
    expect(body.plugins).toEqual(expect.arrayContaining(['marks', 'element-text', 'element-list', 'element-table']));
    expect(body.failedPlugins).toEqual([]);
  });

  it('answers an unknown route with 404 and a JSON message', async () => {
    const response = await fetch(`${base}/api/v1/nothing-here`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not found' });
  });
});
