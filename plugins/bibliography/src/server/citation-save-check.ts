import type { Knex } from 'knex';
import { PluginHttpError, type ContentSaveCheck } from '@quire/plugin-sdk/server';
import { BibliographyStore } from './bibliography-store.js';
import { citedEntryIds, entryIdOf } from './cited-entries.js';

/**
 * Refuses a save whose citations (its `cite` elements and the `bibrefs` it lists, spec
 * authoring §7) name entries the project's bibliography does not have: 400 naming them.
 */
export function citationSaveCheck(): ContentSaveCheck<Knex> {
  return async ({ db, project, content }) => {
    const cited = citedEntryIds(content);
    if (cited.length === 0) return;
    const ids = cited.map(entryIdOf).filter((id): id is number => id !== undefined);
    const existing = await new BibliographyStore(db).existing(project.id, ids);
    const missing = cited.filter((bibref) => !existing.has(entryIdOf(bibref) ?? -1));
    if (missing.length === 0) return;
    const named = missing.slice(0, 20).join(', ') + (missing.length > 20 ? ` and ${missing.length - 20} more` : '');
    throw new PluginHttpError(400, `The page cites bibliography entries this project does not have: ${named}`, { missingBibrefs: missing.slice(0, 1000) });
  };
}
