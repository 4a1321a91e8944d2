/**
 * Server part of the bibliography plugin: its tables, the bibliography routes at
 * `/api/v1/bibs` (spec authoring §7), the check that a saved page cites only entries of its
 * project, the freezing of entries with each publication, and the citations and References
 * of delivered pages.
 * @packageDocumentation
 */
import type { Knex } from 'knex';
import { defineServer, type ServerPart } from '@quire/plugin-sdk/server';
import { BIBS_API_SEGMENT } from '../common/bibliography-api.js';
import { BibliographyStore } from './bibliography-store.js';
import { bibliographyRoutes } from './bibliography-routes.js';
import { bibliographyTables } from './bibliography-tables.js';
import { EntryFormatter } from './entry-formatter.js';
import { citationSaveCheck } from './citation-save-check.js';
import { pageReferencesData } from './page-references-data.js';

export { IMPORTS_PER_MINUTE } from './bibliography-routes.js';
export { parseCitationText, type ParseOptions, type ParseResult } from './citation-parser.js';
export { formatEntry, compareReferences, type FormattedEntry } from './citation-formatter.js';
export { EntryFormatter } from './entry-formatter.js';

/** `QUIRE_OFFLINE=1` skips DOI and Wikidata lookups: the author is told to paste BibTeX or RIS at once. */
const offline = () => process.env.QUIRE_OFFLINE === '1';

/** @public */
export const bibliographyServer: ServerPart<Knex> = defineServer<Knex>({
  migrations: [bibliographyTables],
  apiRoutes: { [BIBS_API_SEGMENT]: (services) => bibliographyRoutes(services, () => ({ offline: offline(), now: services.clock.now() }), new EntryFormatter()) },
  contentSaveChecks: [citationSaveCheck()],
  onPublish: ({ db, project, publicationId }) => BibliographyStore.freeze(db, project.id, publicationId),
  pageData: pageReferencesData,
});

export default bibliographyServer;
