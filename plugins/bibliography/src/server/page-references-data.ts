import type { Knex } from 'knex';
import type { DeliveredPageInput } from '@quire/plugin-sdk/server';
import { referenceElementId, type CitationView, type PageReferences, type ReferenceView } from '../common/page-references.js';
import { BibliographyStore } from './bibliography-store.js';
import { compareReferences } from './citation-formatter.js';
import { citedEntryIds, entryIdOf } from './cited-entries.js';

/**
 * The citations and References of a delivered page (its `pageData`): the entries its `cite`
 * elements name, as the section's publication froze them (the current ones in a preview),
 * formatted when they were saved and listed in APA order. Undefined for a page that cites
 * nothing.
 */
export async function pageReferencesData({ db, projectId, publicationId, content }: DeliveredPageInput<Knex>): Promise<PageReferences | undefined> {
  const ids = citedEntryIds(content)
    .map(entryIdOf)
    .filter((id): id is number => id !== undefined);
  if (ids.length === 0) return undefined;
  const entries = await new BibliographyStore(db).delivered(projectId, publicationId, ids);
  entries.sort((a, b) => compareReferences(a.text, b.text) || a.id - b.id);
  const citations: Record<string, CitationView> = {};
  const references: ReferenceView[] = [];
  for (const entry of entries) {
    const id = referenceElementId(entry.id);
    citations[String(entry.id)] = { text: entry.citation, referenceId: id };
    references.push({ id, html: entry.formatted, text: entry.text });
  }
  return { citations, references };
}
