import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import type { MediaItem } from '@quire/core';
import { ApiClient } from '../../app/api-client.js';
import { SessionProvider } from '../../app/session.js';

/** A request the fake server received. */
export interface MediaCall {
  readonly method: string;
  readonly path: string;
  readonly query: Readonly<Record<string, string>>;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: unknown;
}

export interface FakeMediaServer {
  readonly api: ApiClient;
  readonly calls: MediaCall[];
  /** The live items, newest first as uploaded. */
  items: MediaItem[];
  /** Makes the next list requests fail with this status and message. */
  failLists?: { status: number; message: string };
  /** Lists calls of a kind: `list`, `upload` or `archive`. */
  callsOf(kind: 'list' | 'upload' | 'archive'): MediaCall[];
}

let guidCounter = 0;

/** A library item; dates go back a day per call so the order is predictable. */
export function mediaItem(fileName: string, mimeType: string, fileSize = 1000): MediaItem {
  const n = ++guidCounter;
  const guid = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  const ext = fileName.split('.').pop();
  const date = new Date(Date.UTC(2025, 0, 1) - n * 86_400_000).toISOString();
  return { guid, fileName, mimeType, url: `/media/chem/${guid}.${ext}`, fileSize, dateCreated: date, dateUpdated: date, references: 0 };
}

/** `count` PNG images named photo-001.png… */
export function manyImages(count: number): MediaItem[] {
  return Array.from({ length: count }, (_, i) => mediaItem(`photo-${String(i + 1).padStart(3, '0')}.png`, 'image/png'));
}

const LIST_PATH = /^\/media\/project\/chem$/;

/**
 * An in-memory stand-in for the server's media routes (docs/authoring-api.md "Media
 * library"): it filters, searches, sorts and pages like them, takes multipart uploads
 * (answering a duplicate for a name it already has) and archives.
 */
export function createFakeMediaServer(items: MediaItem[]): FakeMediaServer {
  const calls: MediaCall[] = [];
  const server: FakeMediaServer = {
    api: undefined as unknown as ApiClient,
    calls,
    items,
    callsOf: (kind) =>
      calls.filter((c) =>
        kind === 'list' ? c.method === 'GET' && LIST_PATH.test(c.path) : kind === 'upload' ? c.method === 'POST' && LIST_PATH.test(c.path) : c.path.endsWith('/delete'),
      ),
  };
  const fetchImpl = async (url: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const full = new URL(String(url), 'http://quire.test');
    const path = full.pathname.replace('/api/v1', '');
    const method = init?.method ?? 'GET';
    const query = Object.fromEntries(full.searchParams);
    const body = init?.body instanceof FormData ? init.body : init?.body ? JSON.parse(String(init.body)) : undefined;
    if (path === '/auth/me') return Response.json({ user: { id: 1, name: 'Ada', email: 'a@x' }, csrfToken: 'csrf-1' });
    calls.push({ method, path, query, headers: { ...(init?.headers as Record<string, string>) }, body });
    if (!LIST_PATH.test(path) && !path.endsWith('/delete')) return Response.json({ message: 'Not found' }, { status: 404 });
    if (method === 'GET') {
      if (server.failLists) return Response.json({ message: server.failLists.message }, { status: server.failLists.status });
      return Response.json(list(server.items, query));
    }
    if (path.endsWith('/delete')) {
      const ids = (body as { mediaItemIds: string[] }).mediaItemIds;
      server.items = server.items.filter((item) => !ids.includes(item.guid));
      return Response.json({ type: 'success', archived: ids });
    }
    const file = (body as FormData).get('file') as File;
    const existing = server.items.find((item) => item.fileName === file.name);
    if (existing) return Response.json({ type: 'success', url: existing.url, duplicate: true, filename: existing.fileName, item: existing });
    const item = mediaItem(file.name, file.type || 'application/octet-stream', file.size);
    server.items = [{ ...item, dateCreated: new Date().toISOString() }, ...server.items];
    return Response.json({ type: 'success', url: item.url, duplicate: false, filename: item.fileName, item: server.items[0] }, { status: 201 });
  };
  (server as { api: ApiClient }).api = new ApiClient('/api/v1', fetchImpl);
  return server;
}

function list(items: readonly MediaItem[], query: Record<string, string>) {
  let found = [...items];
  if (query.mimeFilter) found = found.filter((item) => query.mimeFilter.split(',').includes(item.mimeType));
  if (query.urlFilter) found = found.filter((item) => item.url === query.urlFilter);
  if (query.searchText) found = found.filter((item) => item.fileName.toLowerCase().includes(query.searchText.toLowerCase()));
  const key = (query.orderBy ?? 'dateCreated') as 'dateCreated' | 'fileName' | 'mimeType' | 'fileSize';
  found.sort((a, b) => (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0) * (query.order === 'asc' ? 1 : -1));
  const offset = Number(query.offset ?? 0);
  return { type: 'success', results: found.slice(offset, offset + Number(query.limit ?? 60)), totalResults: found.length };
}

/** Renders `ui` signed in, talking to the fake server. */
export function renderWithMediaServer(server: FakeMediaServer, ui: ReactNode) {
  return render(<SessionProvider api={server.api}>{ui}</SessionProvider>);
}
