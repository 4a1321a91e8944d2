/**
 * The edits the conjugation editor makes, as the fields to store on the element (a field
 * given as `undefined` is removed). Pure, so the editor's commands are tested without a DOM.
 */
import { isFieldRecord, plainRecord, recordText, withRecordText, type AudioClip, type Descendant, type Element, type FieldRecord, type Text } from '@quire/plugin-sdk';
import { MAX_CELL_TEXT_LENGTH, MAX_CONJUGATION_COLUMNS, MAX_CONJUGATION_ROWS, MAX_CONJUGATION_TEXT_LENGTH, MAX_PRONOUNS_LENGTH } from './conjugation-limits.js';
import { ROW_KIND, columnCount, conjugationTable, isCell, tableRows } from './conjugation-table.js';
import { emptyCell, emptyRow } from './create-conjugation.js';

/** Fields to store on a conjugation. @public */
export type ConjugationFields = Readonly<Record<string, unknown>>;

/** The title or the verb as typed, trimmed and cut to its bound; a blank one is removed. @public */
export function textEdit(field: 'title' | 'verb', text: string): ConjugationFields {
  const value = text.trim().slice(0, MAX_CONJUGATION_TEXT_LENGTH);
  return { [field]: value === '' ? undefined : value };
}

function pronunciationOf(conjugation: Element): FieldRecord | undefined {
  return isFieldRecord(conjugation.pronunciation) ? conjugation.pronunciation : undefined;
}

/** A pronunciation with neither text nor a clip is nothing to keep. */
function storedPronunciation(record: FieldRecord): FieldRecord | undefined {
  return recordText(record) === '' && typeof record.src !== 'string' ? undefined : record;
}

/** The written pronunciation set to `text`, or `undefined` when it holds it already. @public */
export function pronunciationRetexted(conjugation: Element, text: string, createId: () => string): ConjugationFields | undefined {
  const current = pronunciationOf(conjugation);
  if (recordText(current) === text) return undefined;
  const record = current ? withRecordText(current, text, createId) : plainRecord('pronunciation', text, createId);
  return { pronunciation: storedPronunciation(record) };
}

/** The recorded pronunciation set to `clip`, or removed when `clip` is `undefined`. @public */
export function pronunciationAudioSet(conjugation: Element, clip: AudioClip | undefined, createId: () => string): ConjugationFields {
  const { src: _src, contenttype: _type, ...rest } = pronunciationOf(conjugation) ?? plainRecord('pronunciation', '', createId);
  const record: FieldRecord = clip ? { ...rest, src: clip.src, ...(clip.type ? { contenttype: clip.type } : {}) } : rest;
  return { pronunciation: storedPronunciation(record) };
}

/** The conjugation's table holding `children` (a new table record when it had none). */
function withRows(conjugation: Element, children: Descendant[], createId: () => string): ConjugationFields {
  const table = conjugationTable(conjugation) ?? { type: 'table', id: createId(), children: [] };
  return { table: { ...table, children } };
}

function tableChildren(conjugation: Element): Descendant[] {
  return conjugationTable(conjugation)?.children ?? [];
}

/** Each row of the table changed by `change`, given the row's index among the rows. */
function mapRows(conjugation: Element, change: (row: Element, index: number) => Element): Descendant[] {
  let index = 0;
  return tableChildren(conjugation).map((node) => ((node as Element).type === ROW_KIND ? change(node as Element, index++) : node));
}

/** The row with its cells changed by `change`, given each cell's index among the cells. */
function mapCells(row: Element, change: (cell: Element, index: number) => Element | undefined): Element {
  let index = 0;
  const children: Descendant[] = [];
  for (const node of row.children) {
    if (!isCell(node)) children.push(node);
    else {
      const cell = change(node, index++);
      if (cell) children.push(cell);
    }
  }
  return { ...row, children };
}

/** A new row of empty cells at the end, as wide as the table, or `undefined` when the table is full. @public */
export function rowAdded(conjugation: Element, createId: () => string): ConjugationFields | undefined {
  const rows = tableRows(conjugationTable(conjugation)).length;
  if (rows >= MAX_CONJUGATION_ROWS) return undefined;
  const row = emptyRow(Math.max(1, columnCount(conjugationTable(conjugation))), createId);
  return withRows(conjugation, [...tableChildren(conjugation), row], createId);
}

/** The table without its row `r`, or `undefined` for its last row. @public */
export function rowRemoved(conjugation: Element, r: number, createId: () => string): ConjugationFields | undefined {
  const rows = tableRows(conjugationTable(conjugation)).length;
  if (rows <= 1 || r < 0 || r >= rows) return undefined;
  let index = 0;
  return withRows(conjugation, tableChildren(conjugation).filter((node) => (node as Element).type !== ROW_KIND || index++ !== r), createId);
}

/** A new column of empty cells at the right, or `undefined` when the table is full. @public */
export function columnAdded(conjugation: Element, createId: () => string): ConjugationFields | undefined {
  const table = conjugationTable(conjugation);
  if (columnCount(table) >= MAX_CONJUGATION_COLUMNS) return undefined;
  if (tableRows(table).length === 0) return withRows(conjugation, [...tableChildren(conjugation), emptyRow(1, createId)], createId);
  return withRows(conjugation, mapRows(conjugation, (row) => ({ ...row, children: [...row.children, emptyCell(createId)] })), createId);
}

/** The table without its column `c` (each row's cell `c`), or `undefined` for its last column. @public */
export function columnRemoved(conjugation: Element, c: number, createId: () => string): ConjugationFields | undefined {
  const columns = columnCount(conjugationTable(conjugation));
  if (columns <= 1 || c < 0 || c >= columns) return undefined;
  return withRows(
    conjugation,
    mapRows(conjugation, (row) => mapCells(row, (cell, index) => (index === c ? undefined : cell))),
    createId,
  );
}

/** The table with cell `c` of row `r` changed, or `undefined` when `change` changes nothing. */
function cellChanged(conjugation: Element, r: number, c: number, change: (cell: Element) => Element | undefined, createId: () => string): ConjugationFields | undefined {
  let changed = false;
  const children = mapRows(conjugation, (row, rowIndex) =>
    rowIndex !== r
      ? row
      : mapCells(row, (cell, cellIndex) => {
          if (cellIndex !== c) return cell;
          const next = change(cell);
          if (next) changed = true;
          return next ?? cell;
        }),
  );
  return changed ? withRows(conjugation, children, createId) : undefined;
}

/** Cell `c` of row `r` holding `text` as plain text, or `undefined` when it holds it already. @public */
export function cellRetexted(conjugation: Element, r: number, c: number, text: string, createId: () => string): ConjugationFields | undefined {
  const value = text.trim().slice(0, MAX_CELL_TEXT_LENGTH);
  return cellChanged(conjugation, r, c, (cell) => (recordText(cell) === value ? undefined : { ...cell, children: [{ text: value } as Text] }), createId);
}

/** The pronouns of cell `c` of row `r`; blank ones are removed. @public */
export function cellPronounsSet(conjugation: Element, r: number, c: number, text: string, createId: () => string): ConjugationFields | undefined {
  const value = text.trim().slice(0, MAX_PRONOUNS_LENGTH);
  return cellChanged(
    conjugation,
    r,
    c,
    (cell) => {
      if ((typeof cell.pronouns === 'string' ? cell.pronouns : '') === value) return undefined;
      const { pronouns: _pronouns, ...rest } = cell;
      return value === '' ? (rest as Element) : { ...rest, pronouns: value };
    },
    createId,
  );
}

/** The recording of cell `c` of row `r` set to `clip`, or removed when `clip` is `undefined`. @public */
export function cellAudioSet(conjugation: Element, r: number, c: number, clip: AudioClip | undefined, createId: () => string): ConjugationFields | undefined {
  return cellChanged(
    conjugation,
    r,
    c,
    (cell) => {
      if (!clip && cell.audioSrc === undefined && cell.audioType === undefined) return undefined;
      const { audioSrc: _src, audioType: _type, ...rest } = cell;
      return (clip ? { ...rest, audioSrc: clip.src, ...(clip.type ? { audioType: clip.type } : {}) } : rest) as Element;
    },
    createId,
  );
}
