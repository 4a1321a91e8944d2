import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { BlobStore, ByteRange } from './blob-store.js';

/** Keys this store makes: a two-character fan-out folder, then a random UUID. */
const KEY_PATTERN = /^[0-9a-f]{2}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Blobs as files in a folder (`<dataDir>/media/` by default). A blob is written to
 * `tmp/` inside the folder first and renamed into place once complete, so a reader never
 * sees half a file and a crash leaves only `tmp/` litter. Folders are made on first write,
 * so a server that never stores media creates nothing.
 */
export class FileSystemBlobStore implements BlobStore {
  constructor(readonly root: string) {}

  async put(source: Readable): Promise<{ key: string; size: number }> {
    const id = randomUUID();
    const key = `${id.slice(0, 2)}/${id}`;
    const temporary = join(this.root, 'tmp', `${id}.part`);
    await mkdir(join(this.root, 'tmp'), { recursive: true });
    try {
      await pipeline(source, createWriteStream(temporary, { flags: 'wx' }));
      const { size } = await stat(temporary);
      await mkdir(join(this.root, key.slice(0, 2)), { recursive: true });
      await rename(temporary, this.pathOf(key));
      return { key, size };
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async get(key: string, range?: ByteRange): Promise<Readable> {
    // Opened here, so a missing file rejects now rather than failing the stream later.
    const handle = await open(this.pathOf(key), 'r');
    return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
  }

  async stat(key: string): Promise<{ size: number } | undefined> {
    try {
      return { size: (await stat(this.pathOf(key))).size };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  private pathOf(key: string): string {
    if (!KEY_PATTERN.test(key)) throw new Error(`Not a blob key: ${JSON.stringify(key)}`);
    return join(this.root, key);
  }
}
