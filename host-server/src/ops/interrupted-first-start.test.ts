import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseLocation } from '../db/create-database.js';
import { isFreshDatabase } from '../demo/seed-demo.js';
import { demoAsSeenByItsAccounts, FULL_DEMO } from '../testing/demo-as-seen-by-its-accounts.js';
import { startQuireMain, RUNNING_AT } from '../testing/start-quire-main.js';
import { createTestDatabase, testDialects } from '../testing/test-database.js';
import type { WatchedProcess } from '../testing/watched-process.js';

/** Past the accounts and the project: a start stopped here used to leave a database that was no longer fresh, and no demo. */
const SEEDING_UNDER_WAY = /Seeding the demo: module/;

describe.each(testDialects())('a first start stopped while it seeds the demo, on %s', (dialect) => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  /** Where a server keeps its data: a fresh data folder, and on PostgreSQL a fresh database. */
  async function freshData(): Promise<{ env: Record<string, string>; location: DatabaseLocation }> {
    const dataDir = mkdtempSync(join(tmpdir(), 'quire-first-start-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    if (dialect === 'sqlite') return { env: { QUIRE_DATA_DIR: dataDir }, location: { filename: join(dataDir, 'quire.sqlite') } };
    const database = await createTestDatabase('postgres');
    cleanups.push(() => database.drop());
    return { env: { QUIRE_DATA_DIR: dataDir, DATABASE_URL: (database.location as { url: string }).url }, location: database.location };
  }

  function start(env: Record<string, string>): WatchedProcess {
    const server = startQuireMain(env);
    cleanups.push(() => {
      if (!server.ended) server.child.kill('SIGKILL');
    });
    return server;
  }

  async function isFresh(location: DatabaseLocation): Promise<boolean> {
    const db = createDatabase(location);
    try {
      return await isFreshDatabase(db);
    } finally {
      await db.destroy();
    }
  }

  /** Starts again on the same data, finds the whole demo, and stops the server as SIGTERM does: exit 0. */
  async function expectFullDemoOnNextStart(env: Record<string, string>): Promise<void> {
    const again = start(env);
    const [, baseUrl] = await again.waitForOutput(RUNNING_AT, 60_000);
    expect(again.output).toContain('Seeded the demo course');
    expect(await demoAsSeenByItsAccounts(baseUrl)).toEqual(FULL_DEMO);
    again.child.kill('SIGTERM');
    expect(await again.exited).toEqual({ code: 0, signal: null });
  }

  it('killed (SIGKILL): keeps nothing of the demo, and the next start seeds all of it', async () => {
    const { env, location } = await freshData();
    const first = start(env);
    await first.waitForOutput(SEEDING_UNDER_WAY, 60_000);
    first.child.kill('SIGKILL');
    expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });
    expect(await isFresh(location)).toBe(true);
    await expectFullDemoOnNextStart(env);
  }, 120_000);

  it('stopped by Ctrl+C (SIGINT): exits 0 keeping nothing of the demo, and the next start seeds all of it', async () => {
    const { env, location } = await freshData();
    const first = start(env);
    await first.waitForOutput(SEEDING_UNDER_WAY, 60_000);
    first.child.kill('SIGINT');
    expect(await first.exited).toEqual({ code: 0, signal: null });
    expect(first.output).toContain('Stopped before the demo course was complete');
    expect(first.output).not.toContain('Quire is running');
    expect(await isFresh(location)).toBe(true);
    await expectFullDemoOnNextStart(env);
  }, 120_000);
});
