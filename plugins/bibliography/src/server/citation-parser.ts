import { Cite, plugins } from '@citation-js/core';
import '@citation-js/plugin-bibtex';
import '@citation-js/plugin-ris';
import '@citation-js/plugin-bibjson';
import '@citation-js/plugin-csl';
import { CSL_DATE_VARIABLES, CSL_NAME_VARIABLES, CSL_STANDARD_VARIABLES, parseCslItems, type CslItem } from '@quire/plugin-sdk';
import { MAX_IMPORT_TEXT_LENGTH, MAX_RECORDS_PER_IMPORT } from '../common/bibliography-api.js';
import { wikidataRecord } from './wikidata-record.js';

/** How pasted text is read (spec authoring §5). */
export interface ParseOptions {
  /** The fetch DOI and Wikidata lookups go through; the global one by default. */
  readonly fetch?: typeof fetch;
  /** Skips lookups (QUIRE_OFFLINE=1): a DOI or Wikidata id is refused at once. */
  readonly offline?: boolean;
  /** The longest a lookup may take. */
  readonly timeoutMs?: number;
  /** Today: a record without a date is given this year (a new entry's year defaults to the current year). */
  readonly now?: Date;
}

export type ParseResult = { readonly ok: true; readonly items: CslItem[] } | { readonly ok: false; readonly message: string; readonly errors: string[] };

/** A lookup that takes longer is given up: the author is told to paste the citation instead. */
export const LOOKUP_TIMEOUT_MS = 5000;

export const UNRECOGNISED_TEXT = 'Paste BibTeX, RIS, CSL JSON, BibJSON, a DOI or a Wikidata id';
export const DOI_UNREACHABLE = 'Could not reach doi.org: paste the BibTeX or RIS instead';
export const WIKIDATA_UNREACHABLE = 'Could not reach wikidata.org: paste the BibTeX or RIS instead';
export const SCHEMA_MISMATCH = 'The citation does not match the CSL JSON schema';

const DOI = /^(?:doi:\s*|https?:\/\/(?:dx\.)?doi\.org\/)?(10\.\d{4,9}\/\S+)$/i;
const WIKIDATA = /^(?:https?:\/\/(?:www\.)?wikidata\.org\/(?:wiki|entity)\/)?(Q[1-9]\d{0,11})$/;

/** Every field the CSL schema knows: citation-js's own (`_graph`…) and any other are dropped before the check. */
const CSL_FIELDS = new Set<string>(['id', 'type', 'categories', 'URL', 'custom', ...CSL_NAME_VARIABLES, ...CSL_DATE_VARIABLES, ...CSL_STANDARD_VARIABLES]);

const refused = (message: string, errors: string[] = []): ParseResult => ({ ok: false, message, errors });

/**
 * Reads pasted citations (spec authoring §5): BibTeX, RIS, CSL JSON, BibJSON, a DOI or a
 * Wikidata id. Each record is checked against the CSL JSON schema, unknown fields removed;
 * a record without a date gets the current year. Lookups go through `options.fetch` and
 * give up after `timeoutMs`, never hanging the author.
 */
export async function parseCitationText(text: string, options: ParseOptions = {}): Promise<ParseResult> {
  const input = text.trim();
  if (input === '') return refused(UNRECOGNISED_TEXT);
  if (input.length > MAX_IMPORT_TEXT_LENGTH) return refused(`The pasted text is longer than ${MAX_IMPORT_TEXT_LENGTH.toLocaleString('en-US')} characters: paste fewer citations at a time`);

  let records: unknown[];
  const doi = DOI.exec(input);
  const wikidata = doi ? null : WIKIDATA.exec(input);
  if (doi || wikidata) {
    const looked = doi ? await lookUpDoi(doi[1], options) : await lookUpWikidata(wikidata![1], options);
    if ('message' in looked) return refused(looked.message);
    records = looked.records;
  } else {
    const parsed = await parseOffline(input);
    if ('message' in parsed) return refused(parsed.message, parsed.errors);
    records = parsed.records;
  }
  if (records.length === 0) return refused(UNRECOGNISED_TEXT);
  if (records.length > MAX_RECORDS_PER_IMPORT) return refused(`The pasted text holds ${records.length} citations: paste at most ${MAX_RECORDS_PER_IMPORT} at a time`);

  const year = (options.now ?? new Date()).getFullYear();
  const cleaned = records.map((record, index) => cslRecord(record, index, year));
  const checked = parseCslItems(cleaned);
  if (!checked.ok) return refused(SCHEMA_MISMATCH, checked.errors);
  return { ok: true, items: checked.items };
}

/** What citation-js reads without the network, by the input type it recognises. */
const OFFLINE_TYPES = new Set(['@biblatex/text', '@bibtex/text', '@ris/file', '@bibjson/record+object', '@bibjson/collection+object', '@else/list+object']);

/** Text citation-js reads without the network. */
async function parseOffline(input: string): Promise<{ records: unknown[] } | { message: string; errors: string[] }> {
  let data: unknown = input;
  if (input.startsWith('{') || input.startsWith('[')) {
    try {
      data = JSON.parse(input);
    } catch (error) {
      return { message: 'The pasted JSON does not parse', errors: [error instanceof Error ? error.message : String(error)] };
    }
    // A BibJSON collection holds its records under `records`.
    const collection = (data as { records?: unknown }).records;
    if (!Array.isArray(data) && Array.isArray(collection)) data = collection;
  }
  const type = plugins.input.type(data);
  // CSL JSON is taken as it is, so the schema, not citation-js, says what is wrong with it.
  if (type === '@csl/object') return { records: [data] };
  if (type === '@csl/list+object') return { records: data as unknown[] };
  if (!OFFLINE_TYPES.has(type)) return { message: UNRECOGNISED_TEXT, errors: [] };
  try {
    const cite = await Cite.async(data);
    if (type === '@biblatex/text' || type === '@bibtex/text') {
      const declared = (input.match(/@\s*[a-z]+\s*[{(]/gi) ?? []).filter((entry) => !/^@\s*(string|comment|preamble)/i.test(entry)).length;
      if (cite.data.length < declared) return { message: `Only ${cite.data.length} of the ${declared} BibTeX entries could be read: check their braces and commas`, errors: [] };
    }
    return { records: cite.data };
  } catch (error) {
    return { message: 'The pasted citation could not be read', errors: [error instanceof Error ? error.message : String(error)] };
  }
}

/** A record with only the CSL schema's fields, an id, and a date. */
function cslRecord(record: unknown, index: number, year: number): unknown {
  if (typeof record !== 'object' || record === null || Array.isArray(record)) return record;
  const fields: Record<string, unknown> = Object.fromEntries(Object.entries(record).filter(([key]) => CSL_FIELDS.has(key)));
  // citation-js names records it cannot key `temp_id_…`: the citation key, else the record's place, serves better.
  if ((typeof fields.id !== 'string' && typeof fields.id !== 'number') || (typeof fields.id === 'string' && fields.id.startsWith('temp_id_'))) {
    fields.id = fields['citation-key'] ?? `item-${index + 1}`;
  }
  // RIS files a conference paper's year and proceedings as the event's; APA cites them as the paper's.
  if (fields.issued === undefined && fields['event-date'] !== undefined) fields.issued = fields['event-date'];
  if (fields.type === 'paper-conference' && fields['container-title'] === undefined && fields['event-title'] !== undefined) fields['container-title'] = fields['event-title'];
  if (fields.issued === undefined) fields.issued = { 'date-parts': [[year]] };
  // BibTeX's entry types become the genre APA shows in brackets: say them as APA does.
  if (typeof fields.genre === 'string' && Object.hasOwn(BIBTEX_GENRES, fields.genre.toLowerCase())) fields.genre = BIBTEX_GENRES[fields.genre.toLowerCase()];
  return composedText(fields) as Record<string, unknown>;
}

/** BibTeX's thesis and report types as APA names them. */
const BIBTEX_GENRES: Record<string, string> = {
  phdthesis: 'Doctoral dissertation',
  mastersthesis: 'Master’s thesis',
  mathesis: 'Master’s thesis',
  techreport: 'Technical report',
};

/**
 * Every text of a record in composed form. LaTeX's `{\'\i}` gives a dotless i with a
 * combining accent, which no font draws as 'í': it is made an i first.
 */
function composedText(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(/\u0131(?=[\u0300-\u036f])/g, 'i').normalize('NFC');
  if (Array.isArray(value)) return value.map(composedText);
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, composedText(field)]));
  return value;
}

type LookedUp = { records: unknown[] } | { message: string };

/** `fetch` with the lookup's time limit; undefined when the other server cannot be reached in time or answers with an error. */
async function fetchJson(url: string, headers: Record<string, string>, options: ParseOptions): Promise<unknown> {
  const doFetch = options.fetch ?? fetch;
  try {
    const response = await doFetch(url, { headers, redirect: 'follow', signal: AbortSignal.timeout(options.timeoutMs ?? LOOKUP_TIMEOUT_MS) });
    if (!response.ok) return undefined;
    return await response.json();
  } catch {
    return undefined;
  }
}

/** A DOI's CSL JSON from doi.org (content negotiation). */
async function lookUpDoi(doi: string, options: ParseOptions): Promise<LookedUp> {
  if (options.offline) return { message: DOI_UNREACHABLE };
  const json = await fetchJson(`https://doi.org/${doi.split('/').map(encodeURIComponent).join('/')}`, { Accept: 'application/vnd.citationstyles.csl+json' }, options);
  if (json === undefined || typeof json !== 'object' || json === null) return { message: DOI_UNREACHABLE };
  return { records: [{ ...(json as object), id: doi }] };
}

/** A Wikidata item's citation from its entity data and the labels of the entities it names. */
async function lookUpWikidata(id: string, options: ParseOptions): Promise<LookedUp> {
  if (options.offline) return { message: WIKIDATA_UNREACHABLE };
  const entities = (ids: readonly string[]) =>
    fetchJson(`https://www.wikidata.org/w/api.php?action=wbgetentities&format=json&languages=en&props=labels%7Cclaims&ids=${ids.map(encodeURIComponent).join('%7C')}`, { Accept: 'application/json' }, options);
  const answer = (await entities([id])) as { entities?: Record<string, unknown> } | undefined;
  const entity = answer?.entities?.[id];
  if (!entity) return { message: WIKIDATA_UNREACHABLE };
  const record = await wikidataRecord(id, entity, async (linked) => ((await entities(linked)) as { entities?: Record<string, unknown> } | undefined)?.entities ?? {});
  return { records: [record] };
}
