import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FileSystemBlobStore } from './file-system-blob-store.js';

describe('FileSystemBlobStore', () => {
  let root: string;
  let store: FileSystemBlobStore;
  beforeEach(() => {
    root = join(mkdtempSync(join(tmpdir(), 'quire-blobs-')), 'media');
    store = new FileSystemBlobStore(root);
  });
  afterEach(() => rmSync(join(root, '..'), { recursive: true, force: true }));

  it('stores a stream under a key it makes, and reads it back whole or by range', async () => {
    const { key, size } = await store.put(Readable.from([Buffer.from('hello '), Buffer.from('world')]));
    expect(key).toMatch(/^[0-9a-f]{2}\/[0-9a-f-]{36}$/);
    expect(size).toBe(11);
    expect(await text(await store.get(key))).toBe('hello world');
    expect(await text(await store.get(key, { start: 6, end: 10 }))).toBe('world');
    expect(await store.stat(key)).toEqual({ size: 11 });
    await store.delete(key);
    expect(await store.stat(key)).toBeUndefined();
    await expect(store.get(key)).rejects.toMatchObject({ code: 'ENOENT' });
    await store.delete(key);
  });

  it('keeps nothing of a stream that fails part way', async () => {
    const failing = new Readable({ read() {} });
    const stored = store.put(failing);
    failing.push(Buffer.alloc(100_000));
    setTimeout(() => failing.destroy(new Error('client went away')), 20);
    await expect(stored).rejects.toThrow('client went away');
    expect(readdirSync(join(root, 'tmp'))).toEqual([]);
    expect(readdirSync(root)).toEqual(['tmp']);
  });

  it('refuses keys it did not make, so no path can be smuggled in', async () => {
    await expect(store.get('../../etc/passwd')).rejects.toThrow('Not a blob key');
    await expect(store.delete('ab/../../x')).rejects.toThrow('Not a blob key');
  });
});
