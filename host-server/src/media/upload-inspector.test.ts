import { createHash } from 'node:crypto';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { claimFileName } from './media-formats.js';
import { pdfFile, pngFile } from './testing/start-media-test-server.js';
import { UploadInspector } from './upload-inspector.js';

/** Runs `chunks` through an inspector; answers what came out, or the error. */
async function inspect(name: string, chunks: Buffer[], limit?: number) {
  const inspector = new UploadInspector(claimFileName(name), limit);
  const out: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      out.push(chunk);
      done();
    },
  });
  try {
    await pipeline(Readable.from(chunks), inspector, sink);
    return { out: Buffer.concat(out), result: inspector.result() };
  } catch (error) {
    return { out: Buffer.concat(out), error: error as Error & { status?: number } };
  }
}

describe('UploadInspector', () => {
  it('passes the bytes through and reports their size, hash and format', async () => {
    const file = Buffer.concat([pngFile(), Buffer.alloc(200_000, 7)]);
    const { out, result } = await inspect('big.png', [file.subarray(0, 100), file.subarray(100, 70_000), file.subarray(70_000)]);
    expect(out).toEqual(file);
    expect(result).toMatchObject({ size: file.length, contentHash: createHash('sha256').update(file).digest('hex'), format: { mimeType: 'image/png' } });
  });

  it('refuses a file of the limit or more, and takes one a byte under it', async () => {
    const limit = 100_000;
    const under = await inspect('a.png', [pngFile(), Buffer.alloc(limit - 1 - pngFile().length)], limit);
    expect(under.result?.size).toBe(limit - 1);
    const at = await inspect('a.png', [pngFile(), Buffer.alloc(limit - pngFile().length)], limit);
    expect(at.error).toMatchObject({ status: 413, message: 'File is too large' });
  });

  it('lets nothing of a file through when its content is not what its name says', async () => {
    const { out, error } = await inspect('a.png', [pdfFile(), Buffer.alloc(100_000)]);
    expect(error).toMatchObject({ status: 415 });
    expect(out.length).toBe(0);
  });
});
