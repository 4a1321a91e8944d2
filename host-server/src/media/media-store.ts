/**
 * Media items in the database: adding an upload (or finding the item its bytes already
 * are), archiving, the lookup behind a served file, and the item as the API answers it
 * (spec authoring §3 "Media item").
 */
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { MediaItem } from '@quire/core';
import { allHot, firstHot } from '../db/prepared-sqlite.js';
import { isoTime } from '../authoring/request.js';
import type { StoredUpload } from './store-upload.js';

export interface MediaRow {
  readonly id: number;
  readonly guid: string;
  readonly project_id: number;
  readonly file_name: string;
  readonly mime_type: string;
  readonly file_size: number;
  readonly content_hash: string;
  readonly blob_key: string;
  readonly directory: string | null;
  readonly archived: boolean | number;
  readonly created_at: unknown;
  readonly updated_at: unknown;
}

/** The extension an item's URL ends in: its stored name's, which is lower case already. */
export function urlExtension(fileName: string): string {
  const extension = fileName.slice(fileName.lastIndexOf('.') + 1);
  return /^[a-z0-9]{1,10}$/.test(extension) ? extension : 'bin';
}

/** Where an item is served: made from the project and the item's guid, never from a client's file name. */
export function mediaUrl(projectSlug: string, guid: string, fileName: string): string {
  return `/media/${encodeURIComponent(projectSlug)}/${guid}.${urlExtension(fileName)}`;
}

/** The path of a served item: `/media/{projectSlug}/{guid}.{ext}`. */
export const MEDIA_PATH_PATTERN = /^\/media\/([^/]+)\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([a-z0-9]{1,10})$/;

/** An item as the API answers it; `references` counts the revisions whose content points at it. */
export function toMediaItem(row: MediaRow, projectSlug: string, references: number): MediaItem {
  return {
    guid: row.guid,
    fileName: row.file_name,
    mimeType: row.mime_type,
    url: mediaUrl(projectSlug, row.guid, row.file_name),
    fileSize: Number(row.file_size),
    dateCreated: isoTime(row.created_at),
    dateUpdated: isoTime(row.updated_at),
    references,
    ...(row.directory ? { directory: row.directory } : {}),
  };
}

/** What became of an upload: a new item, the live item that already had its bytes, or an archived one brought back. */
export type UploadOutcome = 'created' | 'duplicate' | 'restored';

/**
 * Adds an upload to a project's library, unless the project has an item with the same
 * bytes already (by content hash; the name does not matter): a live one is answered as a
 * duplicate, an archived one is restored. In either case the caller deletes the upload's
 * blob, as the existing item keeps its own.
 */
export async function addMediaItem(
  db: Knex,
  projectId: number,
  upload: StoredUpload,
  options: { now: Date; directory?: string },
): Promise<{ row: MediaRow; outcome: UploadOutcome }> {
  const inserted = (await db('media_items')
    .insert({
      guid: randomUUID(),
      project_id: projectId,
      file_name: upload.fileName,
      mime_type: upload.format.mimeType,
      file_size: upload.size,
      content_hash: upload.contentHash,
      blob_key: upload.blobKey,
      directory: options.directory ?? null,
      archived: false,
      created_at: options.now,
      updated_at: options.now,
    })
    .onConflict(['project_id', 'content_hash'])
    .ignore()
    .returning('*')) as MediaRow[];
  if (inserted.length > 0) return { row: inserted[0], outcome: 'created' };
  const restored = await firstHot<MediaRow>(
    db,
    'update media_items set archived = ?, updated_at = ? where project_id = ? and content_hash = ? and archived = ? returning *',
    [false, options.now, projectId, upload.contentHash, true],
  );
  if (restored) return { row: restored, outcome: 'restored' };
  const existing = await firstHot<MediaRow>(db, 'select * from media_items where project_id = ? and content_hash = ?', [projectId, upload.contentHash]);
  if (!existing) throw new Error('A media item vanished while its bytes were uploaded again');
  return { row: existing, outcome: 'duplicate' };
}

/** Archives the project's live items among `guids` (spec §4: it cannot be undone from the manager); answers the guids archived. */
export async function archiveMediaItems(db: Knex, projectId: number, guids: readonly string[], now: Date): Promise<string[]> {
  const rows = await allHot<{ guid: string }>(
    db,
    `update media_items set archived = ?, updated_at = ? where project_id = ? and archived = ? and guid in (${guids.map(() => '?').join(', ')}) returning guid`,
    [true, now, projectId, false, ...guids],
  );
  return rows.map((row) => row.guid);
}

/** How many revisions point at each of `ids` (items no revision points at are left out). */
export async function referenceCounts(db: Knex, ids: readonly number[]): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  if (ids.length === 0) return counts;
  const rows = await allHot<{ media_item_id: number; n: number | string }>(
    db,
    `select media_item_id, count(*) as n from media_references where media_item_id in (${ids.map(() => '?').join(', ')}) group by media_item_id`,
    ids,
  );
  for (const row of rows) counts.set(Number(row.media_item_id), Number(row.n));
  return counts;
}

/** The item a media URL names, archived or not: published content may still show an archived file. */
export async function findServedMedia(db: Knex, projectSlug: string, guid: string): Promise<MediaRow | undefined> {
  return firstHot<MediaRow>(db, 'select m.* from media_items m join projects p on p.id = m.project_id where p.slug = ? and m.guid = ?', [projectSlug, guid]);
}
