import type { Readable } from 'node:stream';
import type { BlobStore } from './blob-store.js';
import type { ClaimedFile, MediaFormat } from './media-formats.js';
import { UploadInspector } from './upload-inspector.js';

/** An upload whose bytes are in the BlobStore, with what was learnt reading them. */
export interface StoredUpload {
  readonly blobKey: string;
  readonly fileName: string;
  readonly size: number;
  readonly contentHash: string;
  readonly format: MediaFormat;
}

/**
 * Streams an upload into the BlobStore through an `UploadInspector`: nothing of it is held
 * in memory beyond the first 64 KB. Rejects when the file is too large, its content does
 * not match its name, or `source` fails; the store then keeps nothing. On rejection
 * `source` is left unread (paused), for the caller to end.
 */
export async function storeUpload(blobs: BlobStore, source: Readable, claimed: ClaimedFile): Promise<StoredUpload> {
  const inspector = new UploadInspector(claimed);
  // Its failure reaches the caller as put()'s rejection; a late duplicate 'error' event must not crash the process.
  inspector.on('error', () => {});
  source.once('error', (error) => inspector.destroy(error));
  source.pipe(inspector);
  const { key, size: storedSize } = await blobs.put(inspector);
  const { size, contentHash, format } = inspector.result();
  if (size !== storedSize) {
    await blobs.delete(key);
    throw new Error(`The store kept ${storedSize} bytes of a ${size}-byte upload`);
  }
  return { blobKey: key, fileName: claimed.fileName, size, contentHash, format };
}
