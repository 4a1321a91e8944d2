import type { MediaItem, MediaSortChoice } from '@quire/core';
import type { ApiClient } from '../app/api-client.js';

/** One page of a project's media list (GET /media/project/{slug}, docs/authoring-api.md). */
export interface MediaListRequest {
  readonly offset: number;
  readonly limit: number;
  /** MIME types to keep; every type when left out. */
  readonly mimeTypes?: readonly string[];
  readonly searchText?: string;
  readonly sort: MediaSortChoice;
  /** Only the item at this address. */
  readonly url?: string;
}

export interface MediaListPage {
  readonly results: readonly MediaItem[];
  readonly totalResults: number;
}

/** What an upload answers: the stored item, and whether the project already had those bytes. */
export interface MediaUploadAnswer {
  readonly duplicate: boolean;
  readonly item: MediaItem;
}

const projectPath = (projectSlug: string) => `/media/project/${encodeURIComponent(projectSlug)}`;

/** The query string of a list request; blank parts are left out. */
export function mediaListSearch(request: MediaListRequest): string {
  const query = new URLSearchParams({ offset: String(request.offset), limit: String(request.limit) });
  if (request.mimeTypes) query.set('mimeFilter', request.mimeTypes.join(','));
  if (request.url) query.set('urlFilter', request.url);
  const text = request.searchText?.trim();
  if (text) query.set('searchText', text);
  query.set('orderBy', request.sort.orderBy);
  query.set('order', request.sort.order);
  return query.toString();
}

export async function listMedia(api: ApiClient, projectSlug: string, request: MediaListRequest): Promise<MediaListPage> {
  const answer = await api.get<MediaListPage>(`${projectPath(projectSlug)}?${mediaListSearch(request)}`);
  return { results: answer.results, totalResults: answer.totalResults };
}

/** Sends one file as `multipart/form-data` (its part named `file`), streamed by the server at any size below the limit. */
export async function uploadMedia(api: ApiClient, projectSlug: string, file: File): Promise<MediaUploadAnswer> {
  const form = new FormData();
  form.append('file', file, file.name);
  const answer = await api.postForm<MediaUploadAnswer>(projectPath(projectSlug), form);
  return { duplicate: answer.duplicate, item: answer.item };
}

/** Archives the items: they leave the library but stay served at their addresses. */
export async function archiveMedia(api: ApiClient, projectSlug: string, guids: readonly string[]): Promise<void> {
  await api.post(`${projectPath(projectSlug)}/delete`, { mediaItemIds: guids });
}
