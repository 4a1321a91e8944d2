import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.js';

let webRoot: string;
let server: TestServer;

beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), 'quire-web-'));
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');
  server = await startTestServer('sqlite', { webRoot });
});
afterAll(async () => {
  await server.close();
  rmSync(webRoot, { recursive: true, force: true });
});

describe('the course author workspace addresses (spec authoring §2)', () => {
  it("answers an activity's revision history with the app", async () => {
    const response = await server.client().get('/workspaces/course_author/chemistry/curriculum/addition/history');
    expect(response.status).toBe(200);
    expect(response.body).toContain('<div id="root">');
  });

  it('leaves other /workspaces addresses to the not-found page', async () => {
    const page = await fetch(`${server.baseUrl}/workspaces/instructor/chemistry`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(404);
  });
});
