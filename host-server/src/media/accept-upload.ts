import type { Readable } from 'node:stream';
import type { MediaItem } from '@quire/core';
import type { ProjectRow } from '../permissions.js';
import type { ServerServices } from '../server-services.js';
import { claimFileName } from './media-formats.js';
import { addMediaItem, referenceCounts, toMediaItem } from './media-store.js';
import { storeUpload } from './store-upload.js';

/** The answer to an upload (spec authoring §7: url, duplicate, filename), with the item. */
export interface UploadAnswer {
  readonly status: 200 | 201;
  readonly body: {
    readonly type: 'success';
    readonly url: string;
    readonly duplicate: boolean;
    readonly filename: string;
    readonly item: MediaItem;
  };
}

/**
 * Adds one uploaded file to a project's library: checks its name, streams its bytes into
 * the BlobStore (refusing a file too large or whose content is not what its name says),
 * then records the item. Bytes the project has already answer the existing item with
 * `duplicate: true` (200); an archived item with those bytes is restored (201).
 */
export async function acceptUpload(
  services: ServerServices,
  project: ProjectRow,
  source: Readable,
  name: string,
  directory?: string,
): Promise<UploadAnswer> {
  const claimed = claimFileName(name);
  const upload = await storeUpload(services.blobs, source, claimed);
  let added: Awaited<ReturnType<typeof addMediaItem>>;
  try {
    added = await addMediaItem(services.db, project.id, upload, { now: services.clock.now(), directory });
  } catch (error) {
    await services.blobs.delete(upload.blobKey);
    throw error;
  }
  // The existing item keeps its own copy of the bytes.
  if (added.outcome !== 'created') await services.blobs.delete(upload.blobKey);
  const references = added.outcome === 'created' ? 0 : ((await referenceCounts(services.db, [added.row.id])).get(added.row.id) ?? 0);
  const item = toMediaItem(added.row, project.slug, references);
  const duplicate = added.outcome === 'duplicate';
  return { status: duplicate ? 200 : 201, body: { type: 'success', url: item.url, duplicate, filename: upload.fileName, item } };
}
