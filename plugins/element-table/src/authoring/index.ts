/**
 * Authoring part of element-table: editor views with the table cell menu, the 'Table'
 * insert command, editing that keeps tables whole, and paste rules.
 * @packageDocumentation
 */
import { defineAuthoring, type AuthoringPart, type InsertCommand } from '@quire/plugin-sdk/authoring';
import { createTable } from '../common/create-table.js';
import { NEW_TABLE_COLUMNS, NEW_TABLE_ROWS } from '../common/table-kinds.js';
import { DataCellEditor, HeaderCellEditor, TableEditor, TableRowEditor } from './table-editors.js';
import { TABLE_PASTE_RULES } from './table-paste-rules.js';
import { tableMarkdown } from './table-markdown.js';
import { withTableEditing } from './with-table-editing.js';

export { cellMenuGroups, type CellMenuEntry, type CellMenuGroup } from './cell-menu-entries.js';
export { TableCellMenu } from './table-cell-menu.js';
export { withTableEditing } from './with-table-editing.js';

/** Inserts a 2 × 2 table of empty data cells (spec authoring §9). @public */
export const insertTable: InsertCommand = {
  label: 'Table',
  category: 'General',
  level: 'limited',
  create: (createId) => createTable(NEW_TABLE_ROWS, NEW_TABLE_COLUMNS, createId),
};

/** @public */
export const tableAuthoring: AuthoringPart = defineAuthoring({
  elements: {
    table: { component: TableEditor, insert: insertTable },
    tr: { component: TableRowEditor },
    th: { component: HeaderCellEditor },
    td: { component: DataCellEditor },
  },
  pasteRules: TABLE_PASTE_RULES,
  markdownConversion: tableMarkdown,
  extendEditor: withTableEditing,
});

export default tableAuthoring;
