/**
 * Media library items and the media manager's constants (spec authoring §3, §5, §9).
 * The video extension → MIME type mapping is `videoContentType` in `util`.
 */
import { z } from 'zod';

/** A file in a project's media library. `references` counts its uses in content. @public */
export const mediaItemSchema = z.looseObject({
  guid: z.string().min(1),
  fileName: z.string(),
  mimeType: z.string(),
  url: z.string(),
  fileSize: z.number().int().nonnegative(),
  dateCreated: z.string(),
  dateUpdated: z.string(),
  references: z.number().int().nonnegative().optional(),
});
/** @public */
export type MediaItem = z.infer<typeof mediaItemSchema>;

/** The media list state: loaded items by guid and totals. @public */
export interface MediaListState {
  readonly items: Readonly<Record<string, MediaItem>>;
  readonly totalItems: number;
  readonly totalItemsLoaded: number;
  readonly isLoading: boolean;
  readonly lastReqId: number;
}

/** Layout codes of the media manager. @public */
export const MEDIA_LAYOUT = { grid: 0, list: 1 } as const;
/** @public */
export type MediaLayout = (typeof MEDIA_LAYOUT)[keyof typeof MEDIA_LAYOUT];

/** The sidebar filters of the media manager. @public */
export const MEDIA_TYPES = ['all', 'image', 'audio', 'video'] as const;
/** @public */
export type MediaType = (typeof MEDIA_TYPES)[number];

/** MIME types of each type filter (spec §9); `all` has no restriction. @public */
export const MEDIA_TYPE_FILTERS = {
  image: ['image/jpeg', 'image/png', 'image/tiff', 'image/gif'],
  audio: ['audio/mpeg', 'audio/wav', 'audio/mid', 'audio/mp4'],
  video: ['video/mp4', 'video/mpeg', 'video/webm', 'video/ogg', 'video/quicktime'],
  html: ['text/html'],
  csv: ['text/csv'],
  captions: ['text/vtt'],
} as const satisfies Record<string, readonly string[]>;
/** @public */
export type MediaTypeFilter = keyof typeof MEDIA_TYPE_FILTERS;

/** Largest upload: files of this size or more are refused. @public */
export const MEDIA_UPLOAD_LIMIT_BYTES = 350 * 1024 * 1024;
/** Message for a refused upload. @public */
export const MEDIA_FILE_TOO_LARGE_MESSAGE = 'File is too large';
/** True when a file of `size` bytes may not be uploaded. @public */
export function isFileTooLarge(size: number): boolean {
  return size >= MEDIA_UPLOAD_LIMIT_BYTES;
}

/** Items fetched per page of the media list. @public */
export const MEDIA_PAGE_SIZE = 60;

/** A sort choice: its label and the `orderBy`/`order` query it sends. @public */
export interface MediaSortChoice {
  readonly label: string;
  readonly orderBy: 'dateCreated' | 'fileName' | 'mimeType' | 'fileSize';
  readonly order: 'asc' | 'desc';
}

/** Sort choices in menu order; the first, Newest, is the default. @public */
export const MEDIA_SORT_CHOICES: readonly MediaSortChoice[] = [
  { label: 'Newest', orderBy: 'dateCreated', order: 'desc' },
  { label: 'Oldest', orderBy: 'dateCreated', order: 'asc' },
  { label: 'A-Z', orderBy: 'fileName', order: 'asc' },
  { label: 'Z-A', orderBy: 'fileName', order: 'desc' },
  { label: 'Type', orderBy: 'mimeType', order: 'asc' },
  { label: 'File Size', orderBy: 'fileSize', order: 'asc' },
];
/** @public */
export const DEFAULT_MEDIA_SORT: MediaSortChoice = MEDIA_SORT_CHOICES[0];
