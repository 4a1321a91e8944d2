import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startQuireMain, RUNNING_AT } from './testing/start-quire-main.js';
import type { WatchedProcess } from './testing/watched-process.js';

const dataDir = mkdtempSync(join(tmpdir(), 'quire-main-'));
let server: WatchedProcess | undefined;
afterAll(() => {
  if (server && !server.ended) server.child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the server started as npm start starts it', () => {
  it('says it is running at QUIRE_PUBLIC_URL, and the address it serves on; its data is in QUIRE_DATA_DIR', async () => {
    server = startQuireMain({ QUIRE_DATA_DIR: dataDir, QUIRE_PUBLIC_URL: 'https://quire.example.org/' });
    const [, servedOn] = await server.waitForOutput(RUNNING_AT, 60_000);
    expect(server.output).toContain(`Quire is running at https://quire.example.org/ (served on ${servedOn}/)`);
    expect((await fetch(`${servedOn}/healthz`)).status).toBe(200);
    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(existsSync(join(dataDir, 'quire.sqlite'))).toBe(true);
    // Every line is one JSON object, standard output not being a terminal here; one of them is the request's.
    const entries = server.output.trim().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries.every((entry) => typeof entry.msg === 'string')).toBe(true);
    expect(entries).toContainEqual(expect.objectContaining({ method: 'GET', route: '/healthz', status: 200 }));
  }, 90_000);

  it('leaves a fresh database without the demo course under QUIRE_DEMO=0', async () => {
    const emptyDir = mkdtempSync(join(tmpdir(), 'quire-main-nodemo-'));
    try {
      server = startQuireMain({ QUIRE_DATA_DIR: emptyDir, QUIRE_DEMO: '0' });
      const [, servedOn] = await server.waitForOutput(RUNNING_AT, 60_000);
      expect(server.output).toContain('without the demo course');
      const login = await fetch(`${servedOn}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'author@example.com', password: 'quire-author' }),
      });
      expect(login.status).toBe(401);
      server.child.kill('SIGTERM');
      expect(await server.exited).toEqual({ code: 0, signal: null });
    } finally {
      rmSync(emptyDir, { recursive: true, force: true });
    }
  }, 90_000);
});
