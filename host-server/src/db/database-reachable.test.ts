import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import knexFactory from 'knex';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, testDialects } from '../testing/test-database.js';
import { createDatabase } from './create-database.js';
import { databaseReachable } from './database-reachable.js';

describe.each(testDialects())('whether the database is reachable, on %s', (dialect) => {
  it('is true for an open database and false for a closed one', async () => {
    const database = await createTestDatabase(dialect);
    const db = createDatabase(database.location);
    try {
      expect(await databaseReachable(db)).toBe(true);
    } finally {
      await db.destroy();
    }
    expect(await databaseReachable(db)).toBe(false);
    await database.drop();
  });
});

describe('a PostgreSQL server that stopped answering', () => {
  it('is unreachable once the time given has passed, not when knex gives up waiting a minute later', async () => {
    // Accepts connections and never says a word, as a hung server or a dropped network does.
    const sockets: Socket[] = [];
    const silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const db = knexFactory({ client: 'pg', connection: `postgres://quire@127.0.0.1:${(silent.address() as AddressInfo).port}/quire`, acquireConnectionTimeout: 2000, pool: { min: 0, max: 1 }, log: { warn: () => undefined } });
    try {
      const started = Date.now();
      expect(await databaseReachable(db, 300)).toBe(false);
      expect(Date.now() - started).toBeLessThan(1500);
    } finally {
      for (const socket of sockets) socket.destroy();
      await db.destroy().catch(() => undefined);
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});
