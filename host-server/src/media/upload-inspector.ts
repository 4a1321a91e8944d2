import { createHash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { MEDIA_FILE_TOO_LARGE_MESSAGE, MEDIA_UPLOAD_LIMIT_BYTES } from '@quire/core';
import { HttpError } from '../http/http-error.js';
import type { ClaimedFile, MediaFormat } from './media-formats.js';
import { SNIFF_BYTES, sniffMediaFormat } from './sniff-media-format.js';

/** The refusal of a file of the upload limit or more (spec authoring §5). */
export const fileTooLarge = () => new HttpError(413, MEDIA_FILE_TOO_LARGE_MESSAGE);

/**
 * Passes an upload's bytes through on their way to the BlobStore while counting and
 * hashing them. The first `SNIFF_BYTES` are held back until the content's type is known,
 * so a file whose content is not what its name says never reaches the store; the stream
 * fails as soon as the count reaches the limit, so an oversized file is never read whole.
 */
export class UploadInspector extends Transform {
  private readonly hash = createHash('sha256');
  private held: Buffer[] = [];
  private heldLength = 0;
  private size = 0;
  private sniffed: MediaFormat | undefined;

  constructor(
    private readonly claimed: ClaimedFile,
    private readonly limit = MEDIA_UPLOAD_LIMIT_BYTES,
  ) {
    super();
  }

  /** What passed through: call after the stream finished. */
  result(): { size: number; contentHash: string; format: MediaFormat } {
    if (!this.sniffed) throw new Error('The upload has not been inspected');
    return { size: this.size, contentHash: this.hash.digest('hex'), format: this.sniffed };
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.size += chunk.length;
    if (this.size >= this.limit) return done(fileTooLarge());
    this.hash.update(chunk);
    if (this.sniffed) return done(null, chunk);
    this.held.push(chunk);
    this.heldLength += chunk.length;
    if (this.heldLength < SNIFF_BYTES) return done();
    this.release(done);
  }

  override _flush(done: TransformCallback): void {
    if (this.sniffed) return done();
    this.release(done);
  }

  /** Tells the type from the held bytes, then lets them through. */
  private release(done: TransformCallback): void {
    const held = Buffer.concat(this.held, this.heldLength);
    this.held = [];
    sniffMediaFormat(held.subarray(0, SNIFF_BYTES), this.claimed).then(
      (format) => {
        this.sniffed = format;
        done(null, held);
      },
      (error: Error) => done(error),
    );
  }
}
