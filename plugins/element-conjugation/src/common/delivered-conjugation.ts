import { audioClip, isFieldRecord, recordText, type AudioClip, type Element } from '@quire/plugin-sdk';
import { HEADING_CELL_KIND, conjugationTable, span, tableRows } from './conjugation-table.js';

/** A cell's layout, checked: whole spans above 1 and the three alignments only. @public */
export interface CellLayout {
  readonly colSpan?: number;
  readonly rowSpan?: number;
  readonly align?: 'left' | 'center' | 'right';
}

/** A cell as a learner gets it. @public */
export interface DeliveredCell extends CellLayout {
  readonly key: string;
  /** A heading (`th`) or a conjugation cell. */
  readonly heading: boolean;
  readonly pronouns: string;
  /** The conjugated form, as plain text. */
  readonly text: string;
  readonly audio?: AudioClip;
}

/** What a conjugation shows a learner, read and checked from the stored element. @public */
export interface DeliveredConjugation {
  readonly title: string;
  readonly verb: string;
  readonly pronunciation: string;
  readonly audio?: AudioClip;
  readonly rows: readonly (readonly DeliveredCell[])[];
}

const ALIGNMENTS = new Set(['left', 'center', 'right']);
const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** A cell's layout as stored, with anything else left out. @public */
export function cellLayout(cell: Element): CellLayout {
  const colSpan = span(cell.colspan);
  const rowSpan = span(cell.rowspan);
  return {
    ...(colSpan > 1 ? { colSpan } : {}),
    ...(rowSpan > 1 ? { rowSpan } : {}),
    ...(typeof cell.align === 'string' && ALIGNMENTS.has(cell.align) ? { align: cell.align as CellLayout['align'] } : {}),
  };
}

/** A cell's pronouns, form and recording, checked. @public */
export function deliveredCell(cell: Element, key: string): DeliveredCell {
  const audio = audioClip(cell.audioSrc, cell.audioType);
  return {
    key: cell.id ?? key,
    heading: cell.type === HEADING_CELL_KIND,
    pronouns: trimmed(cell.pronouns),
    text: recordText(cell),
    ...cellLayout(cell),
    ...(audio ? { audio } : {}),
  };
}

/** Reads a stored conjugation for a view. @public */
export function deliveredConjugation(element: Element): DeliveredConjugation {
  const pronunciation = isFieldRecord(element.pronunciation) ? element.pronunciation : undefined;
  const audio = audioClip(pronunciation?.src, pronunciation?.contenttype);
  const rows = tableRows(conjugationTable(element))
    .map(({ cells }, r) => cells.map((cell, c) => deliveredCell(cell, `${r}-${c}`)))
    .filter((cells) => cells.length > 0);
  return {
    title: trimmed(element.title),
    verb: trimmed(element.verb),
    pronunciation: recordText(pronunciation),
    rows,
    ...(audio ? { audio } : {}),
  };
}

/** Whether a conjugation has nothing to show: no title, verb, pronunciation or filled cell. @public */
export function isEmptyConjugation(conjugation: DeliveredConjugation): boolean {
  const filled = conjugation.rows.some((cells) => cells.some((cell) => cell.text !== '' || cell.pronouns !== '' || cell.audio));
  return !filled && conjugation.title === '' && conjugation.verb === '' && conjugation.pronunciation === '' && !conjugation.audio;
}

/** The name of the button that plays a cell's recording: 'Play yo hablo'. @public */
export function cellAudioLabel(cell: Pick<DeliveredCell, 'pronouns' | 'text'>, position: string): string {
  const said = [cell.pronouns, cell.text].filter(Boolean).join(' ');
  return said ? `Play ${said}` : `Play the recording of ${position}`;
}
