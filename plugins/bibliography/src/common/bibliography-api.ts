/**
 * The bibliography's routes (spec authoring §7), as the server answers them and the editor
 * reads them. Every route is for members of the project only.
 *
 * - `GET  /api/v1/bibs/project/{slug}` → `{ result: 'success', rows }`: every entry, sorted
 *   alphabetically by its formatted reference (the 'Select citation' dialog).
 * - `POST /api/v1/bibs/project/{slug}/retrieve { paging: { offset, limit } }` →
 *   `{ result: 'success', rows, totalCount }`: one page of that list (limit ≤ 100).
 * - `POST /api/v1/bibs/project/{slug} { title?, content: { data } }` → 201
 *   `{ result: 'success', rows: [entry] }`: an entry from CSL JSON records.
 * - `POST /api/v1/bibs/project/{slug}/import { text }` → 201 `{ result: 'success', rows, count }`:
 *   pasted BibTeX, RIS, CSL JSON, BibJSON, a DOI or a Wikidata id, parsed on the server, one
 *   entry per record.
 * - `PUT  /api/v1/bibs/project/{slug}/entry/{entryId} { title?, content: { data } }` →
 *   `{ result: 'success', rows: [entry] }`: a new revision of the entry.
 * - `DELETE /api/v1/bibs/project/{slug}/entry/{entryId}` → `{ result: 'success' }`; 409 when
 *   pages cite it, with the pages named in the message and listed in `pages`.
 *
 * A refused body answers 400 `{ message, errors }`, `errors` naming each field's problem
 * (`[0].issued: …`).
 */
import type { CslItem } from '@quire/plugin-sdk';

/** The address of the bibliography's routes, under `/api/v1`. @public */
export const BIBS_API_SEGMENT = 'bibs';

/** Entries in one page of the bibliography list (spec authoring §11). @public */
export { BIBLIOGRAPHY_PAGE_SIZE } from '@quire/plugin-sdk';

/** The most entries one `retrieve` page may ask for. @public */
export const MAX_RETRIEVE_LIMIT = 100;

/** The most characters of pasted text an import takes (about 500 BibTeX entries and more). @public */
export const MAX_IMPORT_TEXT_LENGTH = 1_000_000;

/** The most records one entry holds, and one import adds. @public */
export const MAX_RECORDS_PER_ENTRY = 50;
/** @public */
export const MAX_RECORDS_PER_IMPORT = 1000;

/** An entry as the routes answer it. @public */
export interface BibEntryRow {
  /** The entry's id: what a citation's `bibref` names. */
  readonly id: number;
  readonly slug: string;
  readonly title: string;
  readonly content: { readonly data: readonly CslItem[] };
  readonly note?: string;
  /** The entry's reference, APA, English (US), as sanitised HTML. */
  readonly formatted: string;
  /** The same as plain text (a screen reader's name for a citation). */
  readonly text: string;
  /** The in-text citation, APA author–date: `(Müller & Smith, 2019)`. */
  readonly citation: string;
}

/** `{ paging }` of a `retrieve` request. @public */
export interface BibPaging {
  readonly offset: number;
  readonly limit: number;
}

/** The answer of `GET` and `retrieve`. @public */
export interface BibRowsAnswer {
  readonly result: 'success';
  readonly rows: readonly BibEntryRow[];
  /** Every entry of the project (`retrieve` only). */
  readonly totalCount?: number;
  /** How many entries an import added (`import` only). */
  readonly count?: number;
}

/** The path of the project's bibliography routes, under `/api/v1`. @public */
export const bibsPath = (projectSlug: string, rest = ''): string => `/${BIBS_API_SEGMENT}/project/${encodeURIComponent(projectSlug)}${rest}`;
