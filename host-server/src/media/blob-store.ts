import type { Readable } from 'node:stream';

/** A byte range of a stored blob, both ends included (as in an HTTP `Range` header). */
export interface ByteRange {
  readonly start: number;
  readonly end: number;
}

/**
 * Where media bytes live. The store chooses every key, so no path on disk (or object name
 * in a bucket) ever comes from a client. Shaped to fit an S3-compatible store as well as
 * the local folder: stream in, stream out by range, stat, delete.
 */
export interface BlobStore {
  /**
   * Stores everything `source` gives under a new key. When `source` fails (a refused upload
   * aborts it), the partial bytes are removed and the promise rejects with that error.
   */
  put(source: Readable): Promise<{ readonly key: string; readonly size: number }>;
  /** The bytes of a blob, or of `range` of them. */
  get(key: string, range?: ByteRange): Promise<Readable>;
  /** The size of a blob, or undefined when there is none under `key`. */
  stat(key: string): Promise<{ readonly size: number } | undefined>;
  /** Removes a blob; removing one that is not there is not an error. */
  delete(key: string): Promise<void>;
}
