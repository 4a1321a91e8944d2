import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { TestClient } from '../testing/test-client.js';
import { testDialects } from '../testing/test-database.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { createServerLog } from './create-server-log.js';

describe.each(testDialects())('the request log on %s', (dialect) => {
  let server: TestServer;
  let logged: Server;
  let baseUrl: string;
  const lines: string[] = [];

  beforeAll(async () => {
    server = await startTestServer(dialect);
    const requestLog = createServerLog({ level: 'info', destination: { write: (line: string) => void lines.push(line) }, pretty: false });
    logged = createApp(server.services, { requestLog }).listen(0, '127.0.0.1');
    await new Promise((resolve) => logged.once('listening', resolve));
    baseUrl = `http://127.0.0.1:${(logged.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => logged.close(resolve));
    await server.close();
  });

  it('writes one line per request: method, the matched route, status and duration', async () => {
    const client = new TestClient(baseUrl);
    expect((await client.post('/api/v1/auth/register', { email: `log-${dialect}@example.com`, password: 'long-enough-password', name: 'Log' })).status).toBe(201);
    expect((await client.get('/api/v1/sections/no-such-section')).status).toBe(404);
    expect((await client.get('/no/such/address')).status).toBe(404);
    // A load balancer's health checks stay out of the info log.
    expect((await client.get('/healthz')).status).toBe(200);
    const entries = lines.map((line) => JSON.parse(line));
    expect(entries).toHaveLength(3);
    expect(entries).toMatchObject([
      { level: 30, method: 'POST', route: '/api/v1/auth/register', status: 201 },
      { level: 30, method: 'GET', route: '/api/v1/sections/:slug', status: 404 },
      { level: 30, method: 'GET', path: '/no/such/address', status: 404 },
    ]);
    for (const entry of entries) expect(entry.durationMs).toBeGreaterThan(0);
    // The slug a learner asked for is not written.
    expect(lines.join('')).not.toContain('no-such-section');
  });
});
