import { editorSharedLoad, loadFailureMessage, type EditorLoad, type EditorServices } from '@quire/plugin-sdk/authoring';
import { bibsPath, type BibEntryRow, type BibRowsAnswer } from '../common/bibliography-api.js';

/** The project's bibliography as the editor's citations see it. @public */
export type CiteEntries = EditorLoad<readonly BibEntryRow[]>;

/** Every entry of the project (`GET /bibs/project/{slug}`), one list per editor: a page citing twenty entries asks once. */
const citeEntries = editorSharedLoad(async (services) => ((await services.requestApi(bibsPath(services.projectSlug))) as BibRowsAnswer).rows);

/** The message of a failed call, or what it was. @public */
export const failureMessage = loadFailureMessage;

/**
 * Loads every entry of the project, once per editor unless `again` asks for the current list
 * (the dialog does, to offer entries added meanwhile).
 * @public
 */
export const loadCiteEntries = (services: EditorServices, options?: { again?: boolean }): Promise<void> => citeEntries.load(services, options);

/** The project's entries for a view of the editor, loaded the first time a view asks. @public */
export const useCiteEntries = (services: EditorServices, options?: { again?: boolean }): CiteEntries => citeEntries.use(services, options);

/** The entry a citation names (`bibref` is the entry's id, as a number or a string). @public */
export function citedEntry(rows: readonly BibEntryRow[], bibref: unknown): BibEntryRow | undefined {
  if (bibref === undefined || bibref === null || bibref === '') return undefined;
  return rows.find((row) => String(row.id) === String(bibref));
}
