import { Editor, Element as SlateElement, Path, type Node } from 'slate';
import { LI_KIND, OL_KIND, UL_KIND } from '../common/list-kinds.js';

/** A bulleted or numbered list kind. @public */
export type ListKind = typeof UL_KIND | typeof OL_KIND;

/** @public */
export function isList(node: Node): node is SlateElement & { type: ListKind } {
  return SlateElement.isElement(node) && (node.type === UL_KIND || node.type === OL_KIND);
}

/** @public */
export function isListItem(node: Node): node is SlateElement {
  return SlateElement.isElement(node) && node.type === LI_KIND;
}

/** True for a block holding text and inlines (a paragraph, a heading, a cell of text). @public */
export function isTextBlock(editor: Editor, node: Node): node is SlateElement {
  return SlateElement.isElement(node) && Editor.isBlock(editor, node) && Editor.hasInlines(editor, node);
}

/** Paths of the text blocks under the selection, in document order. @public */
export function selectedTextBlockPaths(editor: Editor): Path[] {
  if (!editor.selection) return [];
  return Array.from(Editor.nodes(editor, { match: (n) => isTextBlock(editor, n), mode: 'lowest' }), ([, path]) => path);
}

/**
 * The list items holding the selected text blocks: the innermost item of each block, in
 * document order, leaving out items inside another one found (they move with it).
 * @public
 */
export function selectedListItems(editor: Editor): Path[] {
  const items: Path[] = [];
  for (const blockPath of selectedTextBlockPaths(editor)) {
    const item = Editor.above(editor, { at: blockPath, match: isListItem, mode: 'lowest' });
    if (item && !items.some((p) => Path.equals(p, item[1]) || Path.isAncestor(p, item[1]))) items.push(item[1]);
  }
  return items;
}

/** The kind of the innermost list around the first selected text block. @public */
export function listKindAroundSelection(editor: Editor): ListKind | undefined {
  const [first] = selectedTextBlockPaths(editor);
  if (!first) return undefined;
  return Editor.above(editor, { at: first, match: isList, mode: 'lowest' })?.[0].type;
}
