/** The words of the Bibliography page and the citation views (spec authoring §1, to the letter). */

/** Shown while entries load. @public */
export const LOADING_TEXT = 'loading...';
/** Shown when the project has no entry. @public */
export const NO_ENTRIES_TEXT = 'No bibliography entries';
/** The label of the paste box. @public */
export const PASTE_LABEL = 'Paste BibTeX, RIS, CSL JSON, BibJSON, a DOI or a Wikidata id';
/** The marker of a citation whose entry is gone. @public */
export const MISSING_CITATION_TEXT = 'Missing citation';
