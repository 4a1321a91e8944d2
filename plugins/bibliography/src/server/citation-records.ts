/**
 * Records as citation-js's converters give them, made into CSL JSON the schema accepts:
 * converters emit their own bookkeeping and, from real BibTeX, RIS or lookups, values the
 * schema does not take (lists where text is expected, BibLaTeX type keys as genres, the
 * `others` of `and others` as a name). Pasted CSL JSON is not tidied: it is checked as it is.
 */
import { CSL_NAME_VARIABLES, CSL_TYPES, cslItemSchema } from '@quire/plugin-sdk';
import { isRecord } from './is-record.js';

type RawRecord = Record<string, unknown>;

/** BibLaTeX's type keys (its `type` field, and `@phdthesis` and the like) as genres APA prints. */
const GENRES: Readonly<Record<string, string>> = {
  bathesis: "Bachelor's thesis",
  mathesis: "Master's thesis",
  phdthesis: 'Doctoral dissertation',
  candthesis: 'Candidate thesis',
  techreport: 'Technical report',
  resreport: 'Research report',
  software: 'Computer software',
  datacd: 'Data CD',
  audiocd: 'Audio CD',
  patent: 'Patent',
  patentus: 'U.S. patent',
  patentuk: 'British patent',
  patenteu: 'European patent',
  patentde: 'German patent',
  patentfr: 'French patent',
};

/** Identifier lists that read well joined; of other lists of text, the first is the value. */
const JOINED_LISTS = new Set(['ISSN', 'ISBN', 'keyword']);

const NAME_VARIABLES = new Set<string>(CSL_NAME_VARIABLES);
const TYPES = new Set<string>(CSL_TYPES);
const FIELD_SCHEMAS: Readonly<Record<string, { safeParse(value: unknown): { success: boolean } }>> = cslItemSchema.shape;

/** Ids citation-js makes up (`temp_id_…`, random) for records that have none. */
const MADE_UP_ID = /^temp_id_/;

/** A name that stands for no one: BibTeX's `and others`, or a name with no part. */
function isPlaceholderName(name: unknown): boolean {
  if (!isRecord(name)) return true;
  if (typeof name.family === 'string' && name.family.trim().toLowerCase() === 'others' && !name.given) return true;
  return !['family', 'given', 'literal'].some((part) => typeof name[part] === 'string' && (name[part] as string).trim() !== '');
}

/**
 * Text as one composed string: LaTeX's `{\'\i}` gives a dotless i under an accent, which no
 * composed letter matches, so the dotless letters under a mark become the dotted ones first.
 */
const composed = (text: string): string => text.replace(/\u0131(?=[\u0300-\u036f])/g, 'i').replace(/\u0237(?=[\u0300-\u036f])/g, 'j').normalize('NFC');

/** `value` with each string in it composed. */
function composeStrings(value: unknown): unknown {
  if (typeof value === 'string') return composed(value);
  if (Array.isArray(value)) return value.map(composeStrings);
  if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([key, part]) => [key, composeStrings(part)]));
  return value;
}

/** A field's value as the schema takes it, or undefined when it cannot be made so. */
function tidyValue(field: string, raw: unknown): unknown {
  const value = composeStrings(raw);
  if (NAME_VARIABLES.has(field) && Array.isArray(value)) {
    const names = value.filter((name) => !isPlaceholderName(name));
    return names.length > 0 ? names.map((name) => Object.fromEntries(Object.entries(name as RawRecord).filter(([, part]) => part !== null))) : undefined;
  }
  if (field === 'genre' && typeof value === 'string') return GENRES[value] ?? value;
  const schema = FIELD_SCHEMAS[field];
  if (!schema || schema.safeParse(value).success) return value;
  if (Array.isArray(value)) {
    const texts = value.filter((part) => (typeof part === 'string' && part.trim() !== '') || typeof part === 'number');
    if (texts.length === 0) return undefined;
    const joined = JOINED_LISTS.has(field) ? texts.join(', ') : texts[0];
    return schema.safeParse(joined).success ? joined : undefined;
  }
  return undefined;
}

/** A converter's record, tidied for the schema; fields the schema does not know are left for it to remove. */
export function tidyConvertedRecord(record: RawRecord): RawRecord {
  const tidy: RawRecord = {};
  for (const [field, value] of Object.entries(record)) {
    if (field === 'id' || field === 'type' || field.startsWith('_')) continue;
    const tidied = tidyValue(field, value);
    if (tidied !== undefined) tidy[field] = tidied;
  }
  // RIS gives a conference's proceedings (CONF) their year as the conference's date only.
  if (tidy.issued === undefined && tidy['event-date'] !== undefined) tidy.issued = tidy['event-date'];
  tidy.type = typeof record.type === 'string' && TYPES.has(record.type) ? record.type : 'document';
  if ((typeof record.id === 'string' && !MADE_UP_ID.test(record.id)) || typeof record.id === 'number') tidy.id = record.id;
  return tidy;
}

/** BibJSON's `article` in a journal (its `journal` given) is a journal article: citation-js leaves it a bare `article`. */
export function journalArticle(record: RawRecord): RawRecord {
  return record.type === 'article' && typeof record['container-title'] === 'string' ? { ...record, type: 'article-journal' } : record;
}

/**
 * What every record gets before it is checked: an id if it has none (its citation key, its DOI,
 * or its place in the paste), and this year as its date if it has none (spec authoring §11).
 */
export function completeRecords(records: readonly unknown[], now: Date): unknown[] {
  return records.map((record, index) => {
    if (!isRecord(record)) return record;
    const complete: RawRecord = { ...record };
    if (complete.id === undefined || complete.id === null || complete.id === '') {
      complete.id = [record['citation-key'], record.DOI].find((key) => typeof key === 'string' && key !== '') ?? `item-${index + 1}`;
    }
    if (complete.issued === undefined) complete.issued = { 'date-parts': [[now.getFullYear()]] };
    return complete;
  });
}
