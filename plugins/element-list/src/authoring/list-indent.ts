import { Editor, Element as SlateElement, Node, Path, Transforms } from 'slate';
import { isList } from './list-queries.js';

function elementAt(editor: Editor, path: Path): SlateElement {
  return Node.get(editor, path) as SlateElement;
}

/**
 * Tab on a list item: it becomes an item of a list nested in the previous item, of the
 * same kind as its own list (appended to such a list when the previous item ends with
 * one). The first item of a list has nothing to go under; returns false then.
 * @public
 */
export function indentListItem(editor: Editor, itemPath: Path, createId: () => string): boolean {
  if (!Path.hasPrevious(itemPath)) return false;
  const list = elementAt(editor, Path.parent(itemPath));
  const previousPath = Path.previous(itemPath);
  const previous = elementAt(editor, previousPath);
  const lastIndex = previous.children.length - 1;
  const last = previous.children[lastIndex];
  Editor.withoutNormalizing(editor, () => {
    if (isList(last) && last.type === list.type) {
      Transforms.moveNodes(editor, { at: itemPath, to: [...previousPath, lastIndex, last.children.length] });
    } else {
      Transforms.wrapNodes(editor, { type: list.type, id: createId(), children: [] }, { at: itemPath });
      Transforms.moveNodes(editor, { at: itemPath, to: [...previousPath, lastIndex + 1] });
    }
  });
  return true;
}

/**
 * Shift+Tab on a list item. A nested item moves up one level, right after the item
 * holding its list; the items that followed it come along nested under it, so the
 * reading order stays. A top-level item leaves the list: its blocks take its place,
 * splitting the list in two when items follow.
 * @public
 */
export function outdentListItem(editor: Editor, itemPath: Path, createId: () => string): void {
  const listPath = Path.parent(itemPath);
  const list = elementAt(editor, listPath);
  const index = itemPath[itemPath.length - 1];
  const followers = list.children.length - 1 - index;
  const holder = listPath.length > 1 ? elementAt(editor, Path.parent(listPath)) : undefined;
  Editor.withoutNormalizing(editor, () => {
    if (holder?.type === 'li') {
      const holderPath = Path.parent(listPath);
      if (followers > 0) nestFollowers(editor, itemPath, list.type, followers, createId);
      Transforms.moveNodes(editor, { at: itemPath, to: Path.next(holderPath) });
      if (elementAt(editor, listPath).children.length === 0) Transforms.removeNodes(editor, { at: listPath });
      return;
    }
    if (followers > 0) {
      Transforms.splitNodes(editor, { at: Path.next(itemPath) });
      Transforms.setNodes(editor, { id: createId() }, { at: Path.next(listPath) });
    }
    let leaving = itemPath;
    if (index > 0) {
      leaving = Path.next(listPath);
      Transforms.moveNodes(editor, { at: itemPath, to: leaving });
    } else {
      Transforms.unwrapNodes(editor, { at: listPath });
      leaving = listPath;
    }
    Transforms.unwrapNodes(editor, { at: leaving });
  });
}

// Moves the items after `itemPath` into a list at the end of that item (its own nested
// list of the same kind if it ends with one, otherwise a new one).
function nestFollowers(editor: Editor, itemPath: Path, kind: string, count: number, createId: () => string): void {
  const item = elementAt(editor, itemPath);
  const lastIndex = item.children.length - 1;
  const last = item.children[lastIndex];
  let target: Path;
  let at: number;
  if (isList(last) && last.type === kind) {
    target = [...itemPath, lastIndex];
    at = last.children.length;
  } else {
    target = [...itemPath, lastIndex + 1];
    at = 0;
    Transforms.insertNodes(editor, { type: kind, id: createId(), children: [] }, { at: target });
  }
  for (let i = 0; i < count; i++) {
    Transforms.moveNodes(editor, { at: Path.next(itemPath), to: [...target, at + i] });
  }
}

/** Indents each given item, in document order. @public */
export function indentListItems(editor: Editor, items: readonly Path[], createId: () => string): void {
  const refs = items.map((path) => Editor.pathRef(editor, path));
  Editor.withoutNormalizing(editor, () => {
    for (const ref of refs) if (ref.current) indentListItem(editor, ref.current, createId);
  });
  for (const ref of refs) ref.unref();
}

/** Outdents every given item, in document order. @public */
export function outdentListItems(editor: Editor, items: readonly Path[], createId: () => string): void {
  const refs = items.map((path) => Editor.pathRef(editor, path));
  Editor.withoutNormalizing(editor, () => {
    for (const ref of refs) if (ref.current) outdentListItem(editor, ref.current, createId);
  });
  for (const ref of refs) ref.unref();
}
