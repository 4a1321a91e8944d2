import { Editor, Element as SlateElement, Path, Point, Range, Transforms } from 'slate';
import type { EditorServices } from '@quire/plugin-sdk/authoring';
import { TABLE_KIND } from '../common/table-kinds.js';
import { replaceTableWithParagraph } from './table-commands.js';
import { rememberTableServices } from './table-services.js';

const CELL_KINDS: ReadonlySet<string> = new Set(['td', 'th']);

const isCell = (n: unknown): n is SlateElement => SlateElement.isElement(n) && CELL_KINDS.has(n.type);
const isTable = (n: unknown): n is SlateElement => SlateElement.isElement(n) && n.type === TABLE_KIND;

function cellAbove(editor: Editor, at: Point | Path): [SlateElement, Path] | undefined {
  return Editor.above(editor, { at, match: isCell, mode: 'lowest' });
}

function tableAbove(editor: Editor, at: Point): [SlateElement, Path] | undefined {
  return Editor.above(editor, { at, match: isTable, mode: 'lowest' });
}

/**
 * Keeps tables whole while editing (spec authoring §2):
 * - deleting a selection over several cells removes the whole table, leaving a paragraph
 *   where it was; a selection reaching into a table from outside takes the table with it;
 * - Backspace at the start of a cell and Delete at its end do not merge cells;
 * - Enter in a cell of plain text makes paragraphs in the cell instead of a new cell;
 * - choosing a paragraph or heading in such a cell turns its text into that block inside
 *   the cell, instead of turning the cell itself into a heading.
 * @public
 */
export function withTableEditing(editor: Editor, services: EditorServices): Editor {
  rememberTableServices(editor, services);
  const { deleteFragment, deleteBackward, deleteForward, insertBreak, setTextBlockType } = editor;

  editor.deleteFragment = (options) => {
    if (!editor.selection || Range.isCollapsed(editor.selection) || !deleteAcrossCells(editor, services.createId)) deleteFragment(options);
  };

  editor.deleteBackward = (unit) => {
    const cell = collapsedCell(editor);
    if (cell && Editor.isStart(editor, editor.selection!.anchor, cell[1])) return;
    deleteBackward(unit);
  };

  editor.deleteForward = (unit) => {
    const cell = collapsedCell(editor);
    if (cell && Editor.isEnd(editor, editor.selection!.anchor, cell[1])) return;
    deleteForward(unit);
  };

  editor.insertBreak = () => {
    const cell = editor.selection ? cellAbove(editor, Range.start(editor.selection)) : undefined;
    if (cell && Editor.hasInlines(editor, cell[0])) wrapCellText(editor, cell[1], services.createId);
    insertBreak();
  };

  editor.setTextBlockType = (kind, fields) => {
    Editor.withoutNormalizing(editor, () => {
      for (const [cell, path] of Editor.nodes(editor, { match: isCell })) {
        if (Editor.hasInlines(editor, cell as SlateElement)) wrapCellText(editor, path, services.createId);
      }
      setTextBlockType(kind, fields);
    });
  };

  return editor;
}

function collapsedCell(editor: Editor): [SlateElement, Path] | undefined {
  return editor.selection && Range.isCollapsed(editor.selection) ? cellAbove(editor, editor.selection.anchor) : undefined;
}

function wrapCellText(editor: Editor, cellPath: Path, createId: () => string): void {
  Transforms.wrapNodes(editor, { type: 'p', id: createId(), children: [] }, {
    at: cellPath,
    match: (_, path) => path.length === cellPath.length + 1 && Path.isChild(path, cellPath),
  });
}

// Handles a deletion touching a table in more than one cell; false leaves it to Slate.
function deleteAcrossCells(editor: Editor, createId: () => string): boolean {
  const [start, end] = Range.edges(editor.selection!);
  const startTable = tableAbove(editor, start);
  const endTable = tableAbove(editor, end);
  if (startTable && endTable && Path.equals(startTable[1], endTable[1])) {
    const startCell = cellAbove(editor, start);
    const endCell = cellAbove(editor, end);
    if (startCell && endCell && Path.equals(startCell[1], endCell[1])) return false;
    replaceTableWithParagraph(editor, startTable[1], createId);
    return true;
  }
  if (!startTable && !endTable) return false;
  Editor.withoutNormalizing(editor, () => {
    // The tables at either edge go whole; what lies between them is deleted as usual.
    const from = Editor.pointRef(editor, startTable ? Editor.after(editor, Editor.end(editor, startTable[1])) ?? start : start);
    const to = Editor.pointRef(editor, endTable ? Editor.before(editor, Editor.start(editor, endTable[1])) ?? end : end);
    const tables = [endTable, startTable].filter((t): t is [SlateElement, Path] => t !== undefined);
    for (const [, path] of tables) Transforms.removeNodes(editor, { at: path });
    if (from.current && to.current && Point.isBefore(from.current, to.current)) {
      Transforms.delete(editor, { at: { anchor: from.current, focus: to.current } });
    }
    const point = from.current ?? to.current;
    if (point) Transforms.select(editor, point);
    from.unref();
    to.unref();
  });
  return true;
}
