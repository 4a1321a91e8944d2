import type { PageItem } from '@quire/core';
import type { ApiClient } from '../../app/api-client.js';

/** A page opened for editing: its content, and whether this author holds its lock. */
export interface OpenedPage {
  readonly resourceId: number;
  readonly slug: string;
  readonly title: string;
  /** The page content; `model` holds the items, other fields (bibrefs…) are kept as they are. */
  readonly content: { model: PageItem[]; [field: string]: unknown };
  /** Who holds the lock when it was refused; undefined when this author may edit. */
  readonly lockedBy?: string;
}

interface LockAnswer {
  readonly type: 'acquired' | 'not_acquired';
  readonly user?: string;
  readonly revision?: { slug: string; title: string; content: OpenedPage['content'] };
}

interface StoredResource {
  readonly resourceId: number;
  readonly revisionSlug: string;
  readonly title: string;
  readonly content: OpenedPage['content'];
}

/**
 * Opens a page for editing: takes its lock and the latest revision in one call; when
 * another author holds the lock, reads the page for a read-only view instead.
 */
export async function openPage(api: ApiClient, projectSlug: string, resourceId: number): Promise<OpenedPage> {
  const lock = await api.post<LockAnswer>(`/project/${projectSlug}/lock/${resourceId}?fetch_revision=true`);
  if (lock.type === 'acquired' && lock.revision) {
    return { resourceId, slug: lock.revision.slug, title: lock.revision.title, content: withModel(lock.revision.content) };
  }
  const stored = await api.get<StoredResource>(`/storage/project/${projectSlug}/resource/${resourceId}`);
  return {
    resourceId,
    slug: stored.revisionSlug,
    title: stored.title,
    content: withModel(stored.content),
    lockedBy: lock.user ?? 'Another author',
  };
}

function withModel(content: OpenedPage['content'] | undefined): OpenedPage['content'] {
  return content && Array.isArray(content.model) ? content : { ...content, model: [] };
}
