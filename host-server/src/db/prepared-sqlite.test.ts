import { existsSync, statSync } from 'node:fs';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDialects } from '../testing/test-database.js';
import { createDatabase } from './create-database.js';
import { allHot, firstHot, hotTransaction, runHot, runHotGrouped } from './prepared-sqlite.js';

describe.each(testDialects())('hot SQL on %s', (dialect) => {
  let db: Knex;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const database = await createTestDatabase(dialect);
    drop = database.drop;
    db = createDatabase(database.location);
    await db.schema.createTable('owners', (t) => t.integer('id').primary());
    await db.schema.createTable('items', (t) => {
      t.integer('owner_id').notNullable().references('owners.id');
      t.string('key', 50).notNullable();
      t.text('value').notNullable();
      t.timestamp('at', { useTz: true });
      t.primary(['owner_id', 'key']);
    });
    await db('owners').insert([{ id: 1 }, { id: 2 }]);
  });
  afterAll(async () => {
    await db.destroy();
    await drop();
  });

  const upsert = 'insert into items (owner_id, "key", "value") values (?, ?, ?) on conflict (owner_id, "key") do update set "value" = excluded."value"';

  it('lands every write of a group, and fails only the write that fails', async () => {
    const writes = Array.from({ length: 30 }, (_, i) => runHotGrouped(db, upsert, [1 + (i % 2), `k${i}`, `v${i}`]));
    const refused = runHotGrouped(db, upsert, [99, 'orphan', 'x']).then(
      () => 'written',
      (error: Error) => error,
    );
    writes.push(runHotGrouped(db, upsert, [1, 'k0', 'again']));
    expect(await Promise.all(writes)).toEqual(Array(31).fill(1));
    expect(await refused).toBeInstanceOf(Error);
    const rows = await allHot<{ key: string; value: string }>(db, 'select "key", "value" from items order by "key"', []);
    expect(rows).toHaveLength(30);
    expect(rows.find((row) => row.key === 'k0')?.value).toBe('again');
    expect(await firstHot(db, 'select * from items where owner_id = ?', [99])).toBeUndefined();
  });

  it('commits a transaction that resolves and rolls back one that throws', async () => {
    const at = new Date('2030-01-02T03:04:05.678Z');
    await hotTransaction(db, async (trx) => {
      await runHot(trx, 'insert into items (owner_id, "key", "value", at) values (?, ?, ?, ?)', [2, 'kept', 'yes', at]);
    });
    await expect(
      hotTransaction(db, async (trx) => {
        await runHot(trx, 'insert into items (owner_id, "key", "value") values (?, ?, ?)', [2, 'dropped', 'no']);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const kept = await firstHot<{ at: unknown }>(db, 'select at from items where "key" = ?', ['kept']);
    expect(new Date(kept?.at as string | number | Date).toISOString()).toBe(at.toISOString());
    expect(await firstHot(db, 'select * from items where "key" = ?', ['dropped'])).toBeUndefined();
    // What knex reads back is what the hot statements wrote.
    expect((await db('items').where({ key: 'kept' }).first()).value).toBe('yes');
  });

  it('keeps a transaction to itself: other statements wait for its end', async () => {
    let began!: () => void;
    let release!: () => void;
    const inside = new Promise<void>((resolve) => (began = resolve));
    const gate = new Promise<void>((resolve) => (release = resolve));
    const transaction = hotTransaction(db, async (trx) => {
      await runHot(trx, upsert, [1, 'pending', 'inside']);
      began();
      await gate;
    });
    try {
      await inside;
      let read: unknown = 'not yet';
      const reader = firstHot<{ value: string }>(db, 'select "value" from items where "key" = ?', ['pending']).then((row) => (read = row?.value));
      const writer = runHotGrouped(db, upsert, [1, 'pending', 'after']);
      // SQLite's one connection is the transaction's, so the read waits; PostgreSQL reads what is committed at once.
      if (dialect === 'sqlite') {
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect(read).toBe('not yet');
      } else {
        await reader;
        expect(read).toBeUndefined();
      }
      release();
      await Promise.all([transaction, reader, writer]);
      if (dialect === 'sqlite') expect(read).toBe('inside');
      expect((await firstHot<{ value: string }>(db, 'select "value" from items where "key" = ?', ['pending']))?.value).toBe('after');
    } finally {
      release();
      await transaction;
    }
  });

  it('joins a knex transaction it is given: its writes commit or roll back with it', async () => {
    const writeInside = async (trx: Knex.Transaction, suffix: string) => {
      await hotTransaction(trx, (inner) => runHot(inner, upsert, [2, `hot-${suffix}`, 'x']).then(() => undefined));
      await runHotGrouped(trx, upsert, [2, `grouped-${suffix}`, 'x']);
    };
    await expect(
      db.transaction(async (trx) => {
        await writeInside(trx, 'undone');
        throw new Error('interrupted');
      }),
    ).rejects.toThrow('interrupted');
    await db.transaction((trx) => writeInside(trx, 'kept'));
    const keys = (await allHot<{ key: string }>(db, 'select "key" from items where "key" like ? or "key" like ? order by "key"', ['hot-%', 'grouped-%'])).map((row) => row.key);
    expect(keys).toEqual(['grouped-kept', 'hot-kept']);
  });
});

describe('the SQLite write-ahead log', () => {
  it('is copied into the database file in the background, and folded in on close', async () => {
    const database = await createTestDatabase('sqlite');
    const filename = (database.location as { filename: string }).filename;
    const db = createDatabase(database.location);
    try {
      await db.schema.createTable('blobs', (t) => t.text('body'));
      const before = statSync(filename).size;
      const body = 'x'.repeat(256 * 1024);
      for (let i = 0; i < 8; i++) await runHot(db, 'insert into blobs (body) values (?)', [body]);
      // The request thread's connection never checkpoints this little; the worker does.
      const deadline = Date.now() + 5000;
      while (statSync(filename).size < before + 2 * 1024 * 1024 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(statSync(filename).size).toBeGreaterThan(before + 2 * 1024 * 1024);
    } finally {
      await db.destroy();
    }
    expect(existsSync(`${filename}-wal`)).toBe(false);
    await database.drop();
  });
});
