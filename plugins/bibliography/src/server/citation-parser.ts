/**
 * Pasted citations to CSL JSON records (spec authoring §5): BibTeX, RIS, CSL JSON, BibJSON,
 * DOIs and Wikidata ids, read with citation-js and checked against the CSL JSON schema.
 */
import { Cite } from '@citation-js/core';
import '@citation-js/plugin-bibtex';
import '@citation-js/plugin-ris';
import '@citation-js/plugin-bibjson';
import { parseCslItems, type CslItem } from '@quire/plugin-sdk';
import { MAX_IMPORT_TEXT_LENGTH, MAX_RECORDS_PER_IMPORT } from '../common/bibliography-api.js';
import { MAX_LOOKUP_IDS, readCitationInput } from './citation-input.js';
import { completeRecords, journalArticle, tidyConvertedRecord } from './citation-records.js';
import { lookUpDois } from './doi-lookup.js';
import { LookupError, startDeadline, type LookupRequest } from './lookup-fetch.js';
import { lookUpWikidataItems } from './wikidata-lookup.js';

/** @public */
export interface ParseOptions {
  /** The fetch used for DOI and Wikidata lookups (tests pass a mock); global fetch by default. */
  readonly fetch?: typeof fetch;
  /** true skips network lookups (QUIRE_OFFLINE=1); a DOI or Wikidata id then fails at once with the message. */
  readonly offline?: boolean;
  /** The longest a lookup may take: 5000 ms by default. */
  readonly timeoutMs?: number;
  /** Today: a record without a date gets this year (spec: a new entry's year defaults to the current year). */
  readonly now?: Date;
}

/** @public */
export type ParseResult =
  | { readonly ok: true; readonly items: CslItem[] }
  | { readonly ok: false; readonly message: string; readonly errors: string[] };

/** The longest a DOI or Wikidata lookup takes by default. @public */
export const LOOKUP_TIMEOUT_MS = 5000;

/** What the author is told (the wording for the lookups). @public */
export const UNRECOGNISED_TEXT = 'Paste BibTeX, RIS, CSL JSON, BibJSON, a DOI or a Wikidata id';
/** @public */
export const SCHEMA_MISMATCH = 'The citation does not match the CSL JSON schema';
/** @public */
export const DOI_UNREACHABLE = 'Could not reach doi.org: paste the BibTeX or RIS instead';
/** @public */
export const WIKIDATA_UNREACHABLE = 'Could not reach wikidata.org: paste the BibTeX or RIS instead';

const refuse = (message: string, errors: string[] = []): ParseResult => ({ ok: false, message, errors });

/** The first line of a converter's error: BibTeX's parser follows it with an excerpt of the text. */
const firstLine = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error))
    .split('\n')[0]
    .trim()
    .replace(/:$/, '');

/** Text citation-js could not read in the format it was found to be in. */
class UnreadableInput extends Error {
  constructor(readonly format: string, readonly detail: string) {
    super(detail);
  }
}

/** Runs citation-js on text it has been told the format of, so it never guesses (and never fetches). */
async function convert(input: unknown, format: string, forceType: string): Promise<Record<string, unknown>[]> {
  try {
    return (await Cite.async(input, { forceType })).data;
  } catch (error) {
    throw new UnreadableInput(format, firstLine(error));
  }
}

interface LookupSite {
  readonly unreachable: string;
  readonly notFound: (ids: readonly string[]) => string;
  readonly refused: string;
  readonly look: (ids: readonly string[], request: LookupRequest) => Promise<Record<string, unknown>[]>;
}

const DOI_SITE: LookupSite = {
  unreachable: DOI_UNREACHABLE,
  notFound: (ids) => `doi.org knows no DOI ${ids.join(', ')}`,
  refused: 'doi.org gave no citation for this DOI: paste the BibTeX or RIS instead',
  look: lookUpDois,
};
const WIKIDATA_SITE: LookupSite = {
  unreachable: WIKIDATA_UNREACHABLE,
  notFound: (ids) => `Wikidata has no item ${ids.join(', ')}`,
  refused: 'wikidata.org gave no citation for this item: paste the BibTeX or RIS instead',
  look: lookUpWikidataItems,
};

async function lookUp(site: LookupSite, ids: readonly string[], options: ParseOptions): Promise<Record<string, unknown>[] | ParseResult> {
  if (ids.length > MAX_LOOKUP_IDS) return refuse(`At most ${MAX_LOOKUP_IDS} DOIs or Wikidata ids can be looked up at once`);
  if (options.offline) return refuse(site.unreachable);
  const deadline = startDeadline(options.timeoutMs ?? LOOKUP_TIMEOUT_MS);
  try {
    return await site.look(ids, { fetch: options.fetch ?? fetch, deadline });
  } catch (error) {
    if (!(error instanceof LookupError)) return refuse(site.refused, [firstLine(error)]);
    if (error.failure === 'not-found') return refuse(site.notFound(ids));
    return refuse(error.failure === 'unreachable' ? site.unreachable : site.refused);
  } finally {
    deadline.end();
  }
}

/** The records of the input, as citation-js reads them, not yet checked; or why there are none. */
async function readRecords(text: string, options: ParseOptions): Promise<unknown[] | ParseResult> {
  const input = readCitationInput(text);
  switch (input.kind) {
    case 'unknown':
      return refuse(UNRECOGNISED_TEXT);
    case 'json-error':
      return refuse('The pasted JSON does not parse', [input.detail]);
    case 'csl':
      return [...input.records];
    case 'bibtex':
      return (await convert(input.text, 'BibTeX', '@biblatex/text')).map(tidyConvertedRecord);
    case 'ris':
      if (!/^TY {2}- /m.test(input.text)) return refuse('The RIS could not be read', ['Each record starts with a TY line, e.g. "TY  - JOUR"']);
      return (await convert(input.text, 'RIS', '@ris/file')).map(tidyConvertedRecord);
    case 'bibjson': {
      const converted = await Promise.all(input.records.map((record) => convert(record, 'BibJSON', '@bibjson/record+object')));
      return converted.flat().map((record) => tidyConvertedRecord(journalArticle(record)));
    }
    case 'doi':
    case 'wikidata': {
      const found = await lookUp(input.kind === 'doi' ? DOI_SITE : WIKIDATA_SITE, input.ids, options);
      if (!Array.isArray(found)) return found;
      return (await convert(found, input.kind === 'doi' ? 'DOI' : 'Wikidata', '@csl/list+object')).map(tidyConvertedRecord);
    }
  }
}

/**
 * Reads pasted citations as CSL JSON records, in the order given. Unknown fields are removed;
 * a record that does not fit the schema is refused with its problems, field by field.
 * @public
 */
export async function parseCitationText(text: string, options: ParseOptions = {}): Promise<ParseResult> {
  if (text.length > MAX_IMPORT_TEXT_LENGTH) return refuse(`The text is longer than ${MAX_IMPORT_TEXT_LENGTH.toLocaleString('en-US')} characters: paste fewer citations at once`);
  let records: unknown[] | ParseResult;
  try {
    records = await readRecords(text, options);
  } catch (error) {
    if (error instanceof UnreadableInput) return refuse(`The ${error.format} could not be read`, [error.detail]);
    throw error;
  }
  if (!Array.isArray(records)) return records;
  if (records.length === 0) return refuse('No citation was found in the text');
  if (records.length > MAX_RECORDS_PER_IMPORT) {
    return refuse(`At most ${MAX_RECORDS_PER_IMPORT.toLocaleString('en-US')} records can be imported at once: the text has ${records.length.toLocaleString('en-US')}`);
  }
  const checked = parseCslItems(completeRecords(records, options.now ?? new Date()));
  return checked.ok ? { ok: true, items: checked.items } : refuse(SCHEMA_MISMATCH, checked.errors);
}
