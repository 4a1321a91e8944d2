import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './testing/test-server.js';
import { testDialects } from './testing/test-database.js';

describe.each(testDialects())('the health routes on %s', (dialect) => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('answers /healthz with 200 while the database answers, and 503 once it cannot be reached', async () => {
    server = await startTestServer(dialect);
    const healthy = await server.client().get('/healthz');
    expect(healthy.status).toBe(200);
    expect(healthy.body).toEqual({ status: 'ok', database: 'ok' });

    await server.services.db.destroy();
    const unhealthy = await server.client().get('/healthz');
    expect(unhealthy.status).toBe(503);
    expect(unhealthy.body).toEqual({ status: 'unavailable', database: 'unreachable' });
    expect(unhealthy.headers.get('cache-control')).toBe('no-store');
  });

  it('answers /api/v1/health without the database', async () => {
    server = await startTestServer(dialect);
    await server.services.db.destroy();
    const response = await server.client().get('/api/v1/health');
    expect(response.status).toBe(200);
    expect(response.body.status).toBe('ok');
    expect(response.body.plugins).toContain('element-text');
  });
});
