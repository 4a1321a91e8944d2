import { Editor, Element as SlateElement, Node, Path, Range, Transforms } from 'slate';
import type { Element, ElementStructure } from '@quire/core';

/**
 * Where a new block goes: after the block the selection ends in, at the closest level
 * that holds blocks. Inside a table cell it goes after the (outermost) table instead, so
 * an insert never lands inside a cell. Without a selection: at the end of the document.
 */
export function blockInsertionPath(editor: Editor, structures: ReadonlyMap<string, ElementStructure>): Path {
  const end = [editor.children.length];
  if (!editor.selection) return end;
  const entry = Editor.above<SlateElement>(editor, {
    at: Range.end(editor.selection),
    match: (n) => SlateElement.isElement(n) && Editor.isBlock(editor, n),
    voids: true,
  });
  if (!entry) return end;
  let path = entry[1];
  const ancestors = Array.from(Node.levels(editor, path)).slice(1);
  const outermostCell = ancestors.find(([node]) => SlateElement.isElement(node) && structures.get(node.type)?.content.type === 'inline-or-blocks');
  if (outermostCell) path = outermostCell[1];
  while (path.length > 1) {
    const parent = Node.get(editor, Path.parent(path));
    if (SlateElement.isElement(parent) && structures.get(parent.type)?.content.type === 'blocks') break;
    path = Path.parent(path);
  }
  return Path.next(path);
}

/**
 * Inserts a new element made by an insert command and puts the cursor inside it: a block
 * after the current block (see `blockInsertionPath`), an inline at the cursor. Nesting
 * rules the spot breaks are core's normaliser's to repair.
 */
export function insertElement(editor: Editor, element: Element, structures: ReadonlyMap<string, ElementStructure>): void {
  if (Editor.isInline(editor, element)) {
    if (!editor.selection) Transforms.select(editor, Editor.end(editor, []));
    Transforms.insertNodes(editor, element);
    const [inserted] = Editor.nodes(editor, { at: [], match: (n) => SlateElement.isElement(n) && n.id === element.id });
    if (inserted) Transforms.select(editor, Editor.start(editor, inserted[1]));
    return;
  }
  const path = blockInsertionPath(editor, structures);
  Transforms.insertNodes(editor, element, { at: path, select: false });
  Transforms.select(editor, Editor.start(editor, path));
}
