import type { PluginPageSummary } from '@quire/plugin-sdk/server';
import { allHot, type HotDb } from '../db/prepared-sqlite.js';
import { findStoredElement, likeLiteral, parsedContent } from './stored-elements.js';

/** Field names and values are short; a longer one names nothing, and is not looked up. */
const MAX_TEXT_LENGTH = 200;

// The current revisions of the project's pages whose stored JSON holds the value; each is then read to be sure.
const CANDIDATE_PAGES_SQL =
  'select r.id as id, rev.slug as slug, rev.title as title, rev.content as content from resources r ' +
  'join revisions rev on rev.id = r.current_revision_id ' +
  "where r.project_id = ? and r.kind = 'page' and r.deleted_at is null and rev.content like ? escape '\\' " +
  'order by rev.title, r.id';

/** See `PluginAccess.pagesWithElement`. */
export async function pagesWithElement(db: HotDb, projectId: number, kind: string, field: string, value: string | number): Promise<PluginPageSummary[]> {
  const text = String(value);
  if (text.length === 0 || text.length > MAX_TEXT_LENGTH || field.length > MAX_TEXT_LENGTH || kind.length > MAX_TEXT_LENGTH) return [];
  const rows = await allHot<{ id: number; slug: string; title: string; content: string }>(db, CANDIDATE_PAGES_SQL, [projectId, `%${likeLiteral(text)}%`]);
  const pages: PluginPageSummary[] = [];
  for (const row of rows) {
    const holds = findStoredElement(parsedContent(row.content), (record) => {
      const held = record[field];
      return record.type === kind && (typeof held === 'string' || typeof held === 'number') && String(held) === text;
    });
    if (holds) pages.push({ id: Number(row.id), slug: row.slug, title: row.title });
  }
  return pages;
}
