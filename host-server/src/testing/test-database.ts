import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import knexFactory from 'knex';
import type { DatabaseLocation } from '../db/create-database.js';

/** The dialects the storage and route tests run on: SQLite always, PostgreSQL when configured. */
export function testDialects(): ('sqlite' | 'postgres')[] {
  return process.env.QUIRE_TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
}

/**
 * A fresh, empty database for one test server: an SQLite file in a temporary folder, or
 * a new PostgreSQL database next to QUIRE_TEST_DATABASE_URL's. `drop` removes it.
 */
export async function createTestDatabase(dialect: 'sqlite' | 'postgres'): Promise<{ location: DatabaseLocation; drop(): Promise<void> }> {
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'quire-test-'));
    return { location: { filename: join(dir, 'quire.sqlite') }, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const adminUrl = process.env.QUIRE_TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('QUIRE_TEST_DATABASE_URL is not set');
  const name = `quire_test_${randomBytes(6).toString('hex')}`;
  const admin = knexFactory({ client: 'pg', connection: adminUrl, pool: { min: 0, max: 1 } });
  await admin.raw(`CREATE DATABASE ${name}`);
  await admin.destroy();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    location: { url: url.toString() },
    drop: async () => {
      const again = knexFactory({ client: 'pg', connection: adminUrl, pool: { min: 0, max: 1 } });
      await again.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.destroy();
    },
  };
}
