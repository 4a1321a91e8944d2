/**
 * What a pasted text is: BibTeX, RIS, CSL JSON, BibJSON, DOIs or Wikidata ids. Decided here,
 * not by citation-js, so that no other text (a URL, say) ever makes it fetch.
 */
import { plugins } from '@citation-js/core';
import '@citation-js/plugin-bibjson';
import '@citation-js/plugin-csl';
import { isRecord } from './is-record.js';

export type CitationInput =
  | { readonly kind: 'bibtex' | 'ris'; readonly text: string }
  | { readonly kind: 'csl'; readonly records: readonly unknown[] }
  | { readonly kind: 'bibjson'; readonly records: readonly unknown[] }
  | { readonly kind: 'doi' | 'wikidata'; readonly ids: readonly string[] }
  | { readonly kind: 'json-error'; readonly detail: string }
  | { readonly kind: 'unknown' };

/** The most DOIs or Wikidata ids one paste looks up. */
export const MAX_LOOKUP_IDS = 10;

const DOI = /^(?:doi:\s*|(?:https?:\/\/)?(?:dx\.)?doi\.org\/)?(10\.\d{4,9}\/\S+)$/i;
const WIKIDATA_ID = /^(?:(?:https?:\/\/)?(?:www\.|m\.)?wikidata\.org\/(?:wiki|entity)\/)?(Q[1-9]\d*)(?:[#?].*)?$/i;
/** An entry's start, `@article{` or `@book(`, at the start of a line. */
const BIBTEX_ENTRY = /(?:^|\n)[ \t]*@[a-z]+[ \t]*[{(]/i;
/** A RIS tag line, `AU  - Smith, J.`. */
const RIS_TAG = /^[A-Z][A-Z0-9] {2}-(?: |$)/m;

/** The ids `pattern` finds in every whitespace- or comma-separated word of `text`, or null if a word is not one. */
function allIds(text: string, pattern: RegExp): string[] | null {
  const words = text.split(/[\s,]+/).filter(Boolean);
  const ids = words.map((word) => pattern.exec(word)?.[1]);
  return ids.every((id) => id !== undefined) ? (ids as string[]) : null;
}

function jsonInput(text: string): CitationInput {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { kind: 'json-error', detail: error instanceof Error ? error.message : String(error) };
  }
  // A BibJSON collection: `{ metadata, records }`.
  if (isRecord(data) && Array.isArray(data.records)) return { kind: 'bibjson', records: data.records };
  const list = Array.isArray(data) ? data : [data];
  if (list.length > 0 && list.every((record) => plugins.input.type(record) === '@bibjson/record+object')) return { kind: 'bibjson', records: list };
  return { kind: 'csl', records: list };
}

export function readCitationInput(text: string): CitationInput {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'unknown' };
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) return jsonInput(trimmed);
  if (BIBTEX_ENTRY.test(trimmed)) return { kind: 'bibtex', text: trimmed };
  if (RIS_TAG.test(trimmed)) return { kind: 'ris', text: trimmed };
  const dois = allIds(trimmed, DOI);
  if (dois) return { kind: 'doi', ids: dois };
  const items = allIds(trimmed, WIKIDATA_ID);
  if (items) return { kind: 'wikidata', ids: items.map((id) => id.toUpperCase()) };
  return { kind: 'unknown' };
}
