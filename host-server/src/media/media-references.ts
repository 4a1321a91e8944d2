/**
 * Which revisions' content points at which media items, written with each revision so the
 * media list counts an item's uses with one indexed lookup instead of reading content.
 */
import { allHot, hotDialect, runHot, type HotDb } from '../db/prepared-sqlite.js';
import { ContentOfRevision, StoredJson, type RevisionContent } from '../authoring/revision-content.js';

const GUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** A media URL, absolute or not, anywhere in a string: `/media/{projectSlug}/{guid}.{ext}`. */
const MEDIA_URL = new RegExp(`/media/[^/"'\\s?#]+/(${GUID})\\.[a-z0-9]{1,10}`, 'g');
const IDS_PER_QUERY = 500;

function collectFromText(text: string, guids: Set<string>): void {
  if (!text.includes('/media/')) return;
  for (const match of text.matchAll(MEDIA_URL)) guids.add(match[1]);
}

function collectFromValue(value: unknown, guids: Set<string>): void {
  if (typeof value === 'string') collectFromText(value, guids);
  else if (Array.isArray(value)) for (const item of value) collectFromValue(item, guids);
  else if (typeof value === 'object' && value !== null) for (const key in value) collectFromValue((value as Record<string, unknown>)[key], guids);
}

/** The guids of the media items a piece of content (a value, or its JSON text) points at. */
export function mediaGuidsIn(content: unknown): Set<string> {
  const guids = new Set<string>();
  if (typeof content === 'string') collectFromText(content, guids);
  else collectFromValue(content, guids);
  return guids;
}

/**
 * Records the media a newly written revision's content points at. Content copied from
 * another revision copies that revision's references; content with no media URL in it
 * costs a scan of its text and no query.
 */
export async function recordMediaReferences(
  trx: HotDb,
  revisionId: number,
  content: RevisionContent,
): Promise<void> {
  if (content instanceof ContentOfRevision) {
    // PostgreSQL types a parameter in a select list only when told.
    const id = hotDialect(trx) === 'postgres' ? '?::integer' : '?';
    await runHot(
      trx,
      `insert into media_references (revision_id, media_item_id) select ${id}, media_item_id from media_references where revision_id = ?`,
      [revisionId, content.revisionId],
    );
    return;
  }
  const guids = [...mediaGuidsIn(content instanceof StoredJson ? content.json : content)];
  for (let i = 0; i < guids.length; i += IDS_PER_QUERY) {
    const chunk = guids.slice(i, i + IDS_PER_QUERY);
    const items = await allHot<{ id: number }>(trx, `select id from media_items where guid in (${chunk.map(() => '?').join(', ')})`, chunk);
    if (items.length === 0) continue;
    await runHot(
      trx,
      `insert into media_references (revision_id, media_item_id) values ${items.map(() => '(?, ?)').join(', ')}`,
      items.flatMap((item) => [revisionId, item.id]),
    );
  }
}
