/**
 * The edits the definition editor makes, as the fields to store on the element (a field
 * given as `undefined` is removed). Pure, so the editor's commands are tested without a DOM.
 */
import { fieldRecords, isFieldRecord, plainRecord, recordText, withRecordText, type AudioClip, type Element, type FieldRecord } from '@quire/plugin-sdk';
import { MAX_DEFINITION_ENTRIES, MAX_TERM_LENGTH } from './definition-limits.js';

/** Fields to store on a definition. @public */
export type DefinitionFields = Readonly<Record<string, unknown>>;

/** The definition's lists of entries, and the record type each holds. @public */
export const ENTRY_TYPES = { meanings: 'meaning', translations: 'translation' } as const;
/** @public */
export type EntryList = keyof typeof ENTRY_TYPES;

const stored = (records: readonly FieldRecord[]) => (records.length > 0 ? records : undefined);

/** The term as typed, trimmed and cut to its bound. @public */
export function termEdit(text: string): DefinitionFields {
  return { term: text.trim().slice(0, MAX_TERM_LENGTH) };
}

/** A new, empty entry at the end of a list, or `undefined` when the list is full. @public */
export function entryAdded(definition: Element, list: EntryList, createId: () => string): DefinitionFields | undefined {
  const records = fieldRecords(definition[list]);
  if (records.length >= MAX_DEFINITION_ENTRIES) return undefined;
  return { [list]: [...records, plainRecord(ENTRY_TYPES[list], '', createId)] };
}

/** The list without its entry at `index`; an emptied list is removed. @public */
export function entryRemoved(definition: Element, list: EntryList, index: number): DefinitionFields {
  return { [list]: stored(fieldRecords(definition[list]).filter((_, i) => i !== index)) };
}

/**
 * The entry at `index` holding `text`, or `undefined` when it holds it already (or there
 * is none): a formatted entry nobody changed keeps its formatting.
 * @public
 */
export function entryRetexted(definition: Element, list: EntryList, index: number, text: string, createId: () => string): DefinitionFields | undefined {
  const records = fieldRecords(definition[list]);
  const entry = records[index];
  if (!entry || recordText(entry) === text) return undefined;
  return { [list]: records.map((record, i) => (i === index ? withRecordText(record, text, createId) : record)) };
}

function pronunciationOf(definition: Element): FieldRecord | undefined {
  return isFieldRecord(definition.pronunciation) ? definition.pronunciation : undefined;
}

/** A pronunciation with neither text nor a clip is nothing to keep. */
function storedPronunciation(record: FieldRecord): FieldRecord | undefined {
  return recordText(record) === '' && typeof record.src !== 'string' ? undefined : record;
}

/** The written pronunciation set to `text`, or `undefined` when it holds it already. @public */
export function pronunciationRetexted(definition: Element, text: string, createId: () => string): DefinitionFields | undefined {
  const current = pronunciationOf(definition);
  if (recordText(current) === text) return undefined;
  const record = current ? withRecordText(current, text, createId) : plainRecord('pronunciation', text, createId);
  return { pronunciation: storedPronunciation(record) };
}

/** The recorded pronunciation set to `clip`, or removed when `clip` is `undefined`. @public */
export function pronunciationAudioSet(definition: Element, clip: AudioClip | undefined, createId: () => string): DefinitionFields {
  const { src: _src, contenttype: _type, ...rest } = pronunciationOf(definition) ?? plainRecord('pronunciation', '', createId);
  const record: FieldRecord = clip ? { ...rest, src: clip.src, ...(clip.type ? { contenttype: clip.type } : {}) } : rest;
  return { pronunciation: storedPronunciation(record) };
}
