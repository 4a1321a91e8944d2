import type { Element } from '@quire/plugin-sdk';
import { CONJUGATION_KIND, TC_KIND } from './conjugation-kinds.js';
import { NEW_CONJUGATION_COLUMNS, NEW_CONJUGATION_ROWS } from './conjugation-limits.js';
import { ROW_KIND } from './conjugation-table.js';

/** An empty conjugation cell. @public */
export function emptyCell(createId: () => string): Element {
  return { type: TC_KIND, id: createId(), children: [{ text: '' }] };
}

/** A row of `columns` empty conjugation cells. @public */
export function emptyRow(columns: number, createId: () => string): Element {
  return { type: ROW_KIND, id: createId(), children: Array.from({ length: columns }, () => emptyCell(createId)) };
}

/** A new conjugation in normal form: no title or verb yet, and a table of empty cells to fill in. @public */
export function createConjugation(createId: () => string): Element {
  const id = createId();
  const rows = Array.from({ length: NEW_CONJUGATION_ROWS }, () => emptyRow(NEW_CONJUGATION_COLUMNS, createId));
  return { type: CONJUGATION_KIND, id, table: { type: 'table', id: createId(), children: rows }, children: [{ text: '' }] };
}
