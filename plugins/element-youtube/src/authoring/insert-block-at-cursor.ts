import { Editor, Element as SlateElement, Node, Path, Range, Transforms } from 'slate';
import type { Element } from '@quire/plugin-sdk';
import { editorElementStructure, selectedTextBlock } from '@quire/plugin-sdk/authoring';

/**
 * Puts a pasted block in at the cursor: the text block there is split at the cursor and
 * the block goes between the halves (at the start of the text block, simply before it),
 * the cursor staying where it was, so typing goes on after the block. A selection is
 * deleted first, as any paste does.
 *
 * Gives false, inserting nothing, where the text block may not have a block beside it (a
 * table cell holding text, a list term, a code line…), so the caller can paste text.
 * @public
 */
export function insertBlockAtCursor(editor: Editor, block: Element, createId: () => string): boolean {
  if (!editor.selection) return false;
  if (Range.isExpanded(editor.selection)) Transforms.delete(editor);
  const entry = selectedTextBlock(editor);
  if (!entry || Editor.isVoid(editor, entry[0]) || !canHaveBlockBeside(editor, entry[1])) return false;
  const path = entry[1];
  // At the start of the block (an empty one included) the block simply goes before it.
  if (Editor.isStart(editor, editor.selection.anchor, path)) {
    Transforms.insertNodes(editor, block, { at: path, select: false });
    return true;
  }
  Editor.withoutNormalizing(editor, () => {
    Transforms.splitNodes(editor, { match: (_, at) => Path.equals(at, path), always: true });
    const after = Path.next(path);
    // Slate copies every field into the second half, the id too; ids must stay unique.
    Transforms.setNodes(editor, { id: createId() }, { at: after });
    Transforms.insertNodes(editor, block, { at: after, select: false });
  });
  return true;
}

function canHaveBlockBeside(editor: Editor, path: Path): boolean {
  if (path.length === 1) return true;
  const parent = Node.parent(editor, path);
  if (!SlateElement.isElement(parent)) return false;
  // A text block inside a kind whose children may be blocks may get a block beside it.
  const content = editorElementStructure(editor, parent.type)?.content.type;
  return content === 'blocks' || content === 'inline-or-blocks';
}
