import type { PublishedElement } from '@quire/plugin-sdk/server';
import { allHot, type HotDb } from '../db/prepared-sqlite.js';
import { findStoredElement, likeLiteral, parsedContent } from './stored-elements.js';

/** Ids are short; a longer one names nothing, and is not looked up. */
const MAX_ELEMENT_ID_LENGTH = 100;
const MAX_SLUG_LENGTH = 100;

// The revisions of the section's publication whose stored JSON holds the id; each is then read to be sure.
const CANDIDATE_REVISIONS_SQL =
  'select rev.content as content from sections s ' +
  'join publication_resources pr on pr.publication_id = s.publication_id ' +
  'join revisions rev on rev.id = pr.revision_id ' +
  "where s.slug = ? and rev.content like ? escape '\\'";

/** See `PluginAccess.publishedElement`. */
export async function publishedElement(db: HotDb, sectionSlug: string, elementId: string, kind: string): Promise<PublishedElement | undefined> {
  if (sectionSlug.length > MAX_SLUG_LENGTH || elementId.length === 0 || elementId.length > MAX_ELEMENT_ID_LENGTH) return undefined;
  // Stored content is JSON as its author's browser wrote it: the id appears as a JSON string.
  const needle = `%${likeLiteral(JSON.stringify(elementId))}%`;
  const rows = await allHot<{ content: string }>(db, CANDIDATE_REVISIONS_SQL, [sectionSlug, needle]);
  for (const { content } of rows) {
    const found = findStoredElement(parsedContent(content), (record) => record.id === elementId && record.type === kind);
    if (found) {
      const { children: _children, ...fields } = found;
      return fields as PublishedElement;
    }
  }
  return undefined;
}
