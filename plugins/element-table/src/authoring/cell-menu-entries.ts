import { Node, type Editor, type Path } from 'slate';
import type { Element } from '@quire/plugin-sdk';
import { CELL_ALIGNMENTS, TABLE_BORDERS, TABLE_ROW_STYLES } from '../common/table-kinds.js';
import {
  canSplitCell,
  deleteColumn,
  deleteRow,
  insertColumn,
  insertRow,
  mergeDown,
  mergeDownPartner,
  mergeRight,
  mergeRightPartner,
  splitCell,
} from '../common/table-operations.js';
import {
  cellLocation,
  replaceTable,
  replaceTableWithParagraph,
  setCellAlignment,
  setTableField,
  tableAt,
  toggleHeaderCell,
} from './table-commands.js';

/** An action of the table cell menu; `checked` marks the current choice of a group. @public */
export interface CellMenuEntry {
  readonly label: string;
  readonly checked?: boolean;
  readonly run: () => void;
}

/** A run of entries; a labelled group holds mutually exclusive choices. @public */
export interface CellMenuGroup {
  readonly label?: string;
  readonly entries: readonly CellMenuEntry[];
}

const BORDER_LABELS: Readonly<Record<(typeof TABLE_BORDERS)[number], string>> = { solid: 'Solid border', hidden: 'Hidden border' };
const ROW_STYLE_LABELS: Readonly<Record<(typeof TABLE_ROW_STYLES)[number], string>> = { plain: 'Plain rows', alternating: 'Alternating rows' };
const ALIGNMENT_LABELS: Readonly<Record<(typeof CELL_ALIGNMENTS)[number], string>> = { left: 'Align left', center: 'Align center', right: 'Align right' };

/**
 * The table cell menu (spec authoring §2) for the cell at `cellPath`: header toggle,
 * border, row style, alignment, inserting rows and columns, merging (only when the
 * spans match) and splitting (only a merged cell), and deleting.
 * @public
 */
export function cellMenuGroups(editor: Editor, cellPath: Path, createId: () => string): CellMenuGroup[] {
  const location = cellLocation(cellPath);
  const table = tableAt(editor, location.tablePath);
  const cell = Node.get(editor, cellPath) as Element;
  const operate = (change: (t: Element) => Element | undefined) => () =>
    replaceTable(editor, location, change(tableAt(editor, location.tablePath)), createId);
  const at = location.position;

  const structure: CellMenuEntry[] = [
    { label: 'Insert row before', run: operate((t) => insertRow(t, at, 'before', createId)) },
    { label: 'Insert row after', run: operate((t) => insertRow(t, at, 'after', createId)) },
    { label: 'Insert column before', run: operate((t) => insertColumn(t, at, 'before', createId)) },
    { label: 'Insert column after', run: operate((t) => insertColumn(t, at, 'after', createId)) },
  ];
  const merging: CellMenuEntry[] = [];
  if (mergeRightPartner(table, at)) merging.push({ label: 'Merge right', run: operate((t) => mergeRight(t, at, createId)) });
  if (mergeDownPartner(table, at)) merging.push({ label: 'Merge down', run: operate((t) => mergeDown(t, at, createId)) });
  if (canSplitCell(table, at)) merging.push({ label: 'Split cell', run: operate((t) => splitCell(t, at, createId)) });

  return [
    { entries: [{ label: 'Toggle header', checked: cell.type === 'th', run: () => toggleHeaderCell(editor, cellPath) }] },
    {
      label: 'Border',
      entries: TABLE_BORDERS.map((border) => ({
        label: BORDER_LABELS[border],
        checked: (table.border ?? 'solid') === border,
        run: () => setTableField(editor, cellPath, 'border', border),
      })),
    },
    {
      label: 'Row style',
      entries: TABLE_ROW_STYLES.map((style) => ({
        label: ROW_STYLE_LABELS[style],
        checked: (table.rowstyle ?? 'plain') === style,
        run: () => setTableField(editor, cellPath, 'rowstyle', style),
      })),
    },
    {
      label: 'Alignment',
      entries: CELL_ALIGNMENTS.map((align) => ({
        label: ALIGNMENT_LABELS[align],
        checked: cell.align === align,
        run: () => setCellAlignment(editor, cellPath, align),
      })),
    },
    { entries: structure },
    ...(merging.length > 0 ? [{ entries: merging }] : []),
    {
      entries: [
        { label: 'Delete row', run: operate((t) => deleteRow(t, at)) },
        { label: 'Delete column', run: operate((t) => deleteColumn(t, at)) },
        { label: 'Delete table', run: () => replaceTableWithParagraph(editor, location.tablePath, createId) },
      ],
    },
  ];
}
