/**
 * The entry form's fields over the first CSL record of an entry. Each field reads and writes
 * only its own CSL variables, so everything else the record holds (and every other record)
 * stays as the author or the import left it.
 */
import { slugify, type CslItem, type CslName } from '@quire/plugin-sdk';

/** A CSL record as the form edits it: any fields, kept as they are. @public */
export type CslRecord = Readonly<Record<string, unknown>>;

/** The form's fields, in the order it shows them. @public */
export const CSL_FORM_FIELDS = [
  { key: 'type', label: 'Type' },
  { key: 'title', label: 'Title' },
  { key: 'authors', label: 'Authors' },
  { key: 'year', label: 'Year' },
  { key: 'month', label: 'Month' },
  { key: 'day', label: 'Day' },
  { key: 'container-title', label: 'Container title (journal or book)' },
  { key: 'publisher', label: 'Publisher' },
  { key: 'publisher-place', label: 'Place' },
  { key: 'volume', label: 'Volume' },
  { key: 'issue', label: 'Issue' },
  { key: 'page', label: 'Pages' },
  { key: 'edition', label: 'Edition' },
  { key: 'DOI', label: 'DOI' },
  { key: 'ISBN', label: 'ISBN' },
  { key: 'URL', label: 'URL' },
] as const;

/** @public */
export type CslFormField = (typeof CSL_FORM_FIELDS)[number]['key'];

/** The CSL variable a form field edits, to place the server's errors (`[0].issued: …`). @public */
export function cslVariableOf(field: CslFormField): string {
  if (field === 'authors') return 'author';
  if (field === 'year' || field === 'month' || field === 'day') return 'issued';
  return field;
}

const DATE_PART_INDEX = { year: 0, month: 1, day: 2 } as const;

function dateParts(record: CslRecord): readonly unknown[] {
  const issued = record.issued as { 'date-parts'?: unknown } | undefined;
  const parts = issued?.['date-parts'];
  return Array.isArray(parts) && Array.isArray(parts[0]) ? (parts[0] as unknown[]) : [];
}

/** One name as a line of the Authors field: `Family, Given`, or the name as written. @public */
export function nameLine(name: CslName): string {
  if (name.literal) return name.literal;
  const family = [name['non-dropping-particle'], name.family].filter(Boolean).join(' ');
  return name.given ? `${family}, ${name.given}` : family;
}

function authorsText(record: CslRecord): string {
  const authors = record.author;
  return Array.isArray(authors) ? (authors as CslName[]).map(nameLine).join('\n') : '';
}

/** The value a field shows for a record. @public */
export function formValue(record: CslRecord, field: CslFormField): string {
  if (field === 'authors') return authorsText(record);
  if (field in DATE_PART_INDEX) {
    const part = dateParts(record)[DATE_PART_INDEX[field as keyof typeof DATE_PART_INDEX]];
    return part === undefined || part === null ? '' : String(part);
  }
  const value = record[field];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

// A line as a name; a line unchanged keeps the name it came from (with its particles, suffix…).
function parseAuthors(text: string, before: readonly CslName[]): CslName[] {
  const kept = new Map(before.map((name) => [nameLine(name), name]));
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => {
      const same = kept.get(line);
      if (same) return same;
      const comma = line.indexOf(',');
      if (comma < 0) return { literal: line };
      const family = line.slice(0, comma).trim();
      const given = line.slice(comma + 1).trim();
      return given === '' ? { family } : { family, given };
    });
}

const asDatePart = (value: string): string | number => (/^\d+$/.test(value) ? Number(value) : value);

function withDatePart(record: CslRecord, field: keyof typeof DATE_PART_INDEX, value: string): Record<string, unknown> {
  const parts = [...dateParts(record)];
  while (parts.length < 3) parts.push(undefined);
  parts[DATE_PART_INDEX[field]] = value.trim() === '' ? undefined : asDatePart(value.trim());
  // A date part needs the ones before it: a day without a month means nothing.
  const until = parts.findIndex((part) => part === undefined);
  const kept = until < 0 ? parts : parts.slice(0, until);
  const { issued, ...rest } = record;
  const { 'date-parts': _dropped, ...otherDate } = (issued ?? {}) as Record<string, unknown>;
  const date = kept.length > 0 ? { ...otherDate, 'date-parts': [kept] } : otherDate;
  return Object.keys(date).length > 0 ? { ...rest, issued: date } : rest;
}

/** The record with one form field set; an empty field removes its variable. @public */
export function withFormValue(record: CslRecord, field: CslFormField, value: string): Record<string, unknown> {
  if (field === 'authors') {
    const { author, ...rest } = record;
    const names = parseAuthors(value, Array.isArray(author) ? (author as CslName[]) : []);
    return names.length > 0 ? { ...rest, author: names } : rest;
  }
  if (field === 'year' || field === 'month' || field === 'day') return withDatePart(record, field, value);
  const { [field]: _old, ...rest } = record;
  return value.trim() === '' && field !== 'type' ? rest : { ...rest, [field]: value };
}

/** A record id from a title: `a-history-of-reading`, or a unique id when there is no title. @public */
export function recordIdFor(title: string, now: number = Date.now()): string {
  return slugify(title, `entry-${now.toString(36)}`);
}

/** A hand-made entry's first record: a book of this year. @public */
export function newEntryRecord(year: number = new Date().getFullYear()): CslRecord {
  return { id: '', type: 'book', issued: { 'date-parts': [[year]] } };
}

/** The entry's records as the 'Raw CSL JSON' field shows them. @public */
export function rawCslJson(data: readonly CslRecord[]): string {
  return JSON.stringify(data, null, 2);
}

/** The records in a 'Raw CSL JSON' text, or why it holds none. @public */
export function parseRawCslJson(text: string): { ok: true; data: CslRecord[] } | { ok: false; message: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { ok: false, message: `Raw CSL JSON is not valid JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
  const list = Array.isArray(parsed) ? parsed : [parsed];
  if (list.length === 0) return { ok: false, message: 'Raw CSL JSON holds no record: an entry needs at least one.' };
  if (!list.every((item) => typeof item === 'object' && item !== null && !Array.isArray(item))) {
    return { ok: false, message: 'Raw CSL JSON must be a record or a list of records (objects).' };
  }
  return { ok: true, data: list as CslRecord[] };
}

/** The records to send, a new first record given an id from its title. @public */
export function recordsToSave(data: readonly CslRecord[]): CslItem[] {
  return data.map((record, index) =>
    index === 0 && (record.id === undefined || record.id === '') ? { ...record, id: recordIdFor(String(record.title ?? '')) } : record,
  ) as CslItem[];
}
