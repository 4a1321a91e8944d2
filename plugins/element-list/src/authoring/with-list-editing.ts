import { Editor, Element as SlateElement, Node, Path, Range, Transforms } from 'slate';
import type { EditorServices } from '@quire/plugin-sdk/authoring';
import { breakInDescriptionList } from './description-list-commands.js';
import { outdentListItem } from './list-indent.js';
import { isListItem, isTextBlock } from './list-queries.js';
import { liftOutOfLists } from './list-toggle.js';

/**
 * List editing (spec authoring §2): Enter in an item starts the next item, Enter in an
 * empty last item leaves the list (or goes up one level when nested), and choosing a
 * paragraph or heading in the block type dropdown takes the block out of the list first.
 * In a description list, Enter in a term starts its definition, Enter in a definition the
 * next one, and Enter in an empty last definition leaves the list.
 * @public
 */
export function withListEditing(editor: Editor, services: EditorServices): Editor {
  const { insertBreak, setTextBlockType } = editor;

  editor.insertBreak = () => {
    if (editor.selection && Range.isExpanded(editor.selection) && itemOfCursor(editor, Range.start(editor.selection))) {
      Editor.deleteFragment(editor);
    }
    if (breakInDescriptionList(editor, services.createId)) return;
    const item = editor.selection && Range.isCollapsed(editor.selection) ? itemOfCursor(editor, editor.selection.anchor) : undefined;
    if (!item) {
      insertBreak();
      return;
    }
    const [element, path] = item;
    const list = Node.parent(editor, path);
    const isLast = path[path.length - 1] === list.children.length - 1;
    if (isLast && element.children.length === 1 && Node.string(element) === '') {
      outdentListItem(editor, path, services.createId);
      return;
    }
    startNextItem(editor, path, services.createId);
  };

  editor.setTextBlockType = (kind, fields) => {
    Editor.withoutNormalizing(editor, () => {
      liftOutOfLists(editor, services.createId);
      setTextBlockType(kind, fields);
    });
  };

  return editor;
}

// The list item whose own text block (not one nested deeper) holds the point.
function itemOfCursor(editor: Editor, point: { path: Path }): [SlateElement, Path] | undefined {
  const block = Editor.above(editor, { at: point.path, match: (n) => isTextBlock(editor, n), mode: 'lowest' });
  if (!block || block[1].length < 2) return undefined;
  const parentPath = Path.parent(block[1]);
  const parent = Node.get(editor, parentPath);
  return isListItem(parent) ? [parent, parentPath] : undefined;
}

function startNextItem(editor: Editor, itemPath: Path, createId: () => string): void {
  Editor.withoutNormalizing(editor, () => {
    Transforms.splitNodes(editor, { always: true, match: (_, p) => Path.equals(p, itemPath) });
    // Slate copies the split nodes' fields: the new item and its block need ids of their own.
    const next = Path.next(itemPath);
    Transforms.setNodes(editor, { id: createId() }, { at: next });
    Transforms.setNodes(editor, { id: createId() }, { at: [...next, 0] });
  });
}
