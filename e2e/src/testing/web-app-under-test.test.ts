import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import knexFactory from 'knex';
import { describe, expect, it } from 'vitest';
import { registerAccount, startWebAppUnderTest, WEB_APP_START_TIMEOUT_MS } from './web-app-under-test.js';

/** The pids of the server processes (as `pgrep -f server-process` finds them) whose environment holds `text`. */
function serverProcessesWithEnvironment(text: string): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const commandLine = readFileSync(`/proc/${entry}/cmdline`, 'latin1');
      if (commandLine.includes('server-process') && readFileSync(`/proc/${entry}/environ`, 'latin1').includes(text)) pids.push(Number(entry));
    } catch {
      // ended meanwhile, or not ours to read
    }
  }
  return pids;
}

describe('starting the web app under test', () => {
  it('leaves no server process behind when the browser fails to launch', async () => {
    // The server process inherits this environment: the missing browser's path tells it from other tests' servers.
    const missingBrowser = join(tmpdir(), `quire-no-chromium-${randomBytes(6).toString('hex')}`, 'chromium');
    const saved = process.env.CHROMIUM_PATH;
    process.env.CHROMIUM_PATH = missingBrowser;
    try {
      await expect(startWebAppUnderTest()).rejects.toThrow(/chromium/i);
    } finally {
      if (saved === undefined) delete process.env.CHROMIUM_PATH;
      else process.env.CHROMIUM_PATH = saved;
    }
    expect(serverProcessesWithEnvironment(`CHROMIUM_PATH=${missingBrowser}`)).toEqual([]);
  }, WEB_APP_START_TIMEOUT_MS);

  describe.skipIf(!process.env.QUIRE_TEST_DATABASE_URL)('on PostgreSQL', () => {
    it('serves the whole app from a fresh database, dropped on close', async () => {
      const app = await startWebAppUnderTest({ database: 'postgres' });
      const location = app.databaseLocation as { url: string };
      const name = new URL(location.url).pathname.slice(1);
      try {
        await registerAccount(app.baseUrl, { name: 'Pat Postgres', email: 'pat@example.com', password: 'pat-password-123' });
        const db = knexFactory({ client: 'pg', connection: location.url, pool: { min: 0, max: 1 } });
        try {
          expect((await db('users').select('email')).map((user) => user.email)).toEqual(['pat@example.com']);
        } finally {
          await db.destroy();
        }
        const page = await app.browser.newPage();
        await page.goto(`${app.baseUrl}/login`);
        await expect.poll(() => page.getByRole('button', { name: 'Sign in' }).count()).toBe(1);
      } finally {
        await app.close();
      }
      const admin = knexFactory({ client: 'pg', connection: process.env.QUIRE_TEST_DATABASE_URL, pool: { min: 0, max: 1 } });
      try {
        expect((await admin('pg_database').where({ datname: name })).length).toBe(0);
      } finally {
        await admin.destroy();
      }
    }, 180_000);
  });
});
