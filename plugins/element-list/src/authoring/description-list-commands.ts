import { Editor, Element as SlateElement, Node, Path, Range, Transforms } from 'slate';
import { elementPath } from '@quire/plugin-sdk/authoring';
import type { Element } from '@quire/plugin-sdk';
import { DD_KIND, DL_KIND, DT_KIND } from '../common/list-kinds.js';

/** A term or a definition of a description list. @public */
export type DescriptionItemKind = typeof DT_KIND | typeof DD_KIND;

/** The most items a description list takes from 'Add Term' and 'Add Definition'. @public */
export const MAX_DESCRIPTION_ITEMS = 500;

/** @public */
export function isDescriptionItem(node: Node): node is SlateElement {
  return SlateElement.isElement(node) && (node.type === DT_KIND || node.type === DD_KIND);
}

/**
 * 'Add Term' and 'Add Definition' (spec authoring §2): an empty term or definition at the
 * end of the list, with the caret in it. Returns its path, or `undefined` when the list is
 * gone or full.
 * @public
 */
export function addDescriptionItem(editor: Editor, list: Element, kind: DescriptionItemKind, createId: () => string): Path | undefined {
  const listPath = elementPath(editor, list);
  if (!listPath) return undefined;
  const current = Node.get(editor, listPath) as SlateElement;
  if (current.children.length >= MAX_DESCRIPTION_ITEMS) return undefined;
  const at = [...listPath, current.children.length];
  Transforms.insertNodes(editor, { type: kind, id: createId(), children: [{ text: '' }] } as SlateElement, { at, select: true });
  return at;
}

/**
 * The per-item delete of a description list: takes out a term or definition and puts the
 * caret at the end of the item before it (or the start of the one after). The last item of
 * a list stays: a description list holds at least one.
 * @public
 */
export function removeDescriptionItem(editor: Editor, item: Element): boolean {
  const at = elementPath(editor, item);
  if (!at) return false;
  const list = Node.parent(editor, at);
  if (list.children.length <= 1) return false;
  Editor.withoutNormalizing(editor, () => {
    Transforms.removeNodes(editor, { at });
    const neighbour = Path.hasPrevious(at) ? Path.previous(at) : at;
    Transforms.select(editor, Path.hasPrevious(at) ? Editor.end(editor, neighbour) : Editor.start(editor, neighbour));
  });
  return true;
}

/**
 * Enter in a description list. In a term, the text after the caret starts a definition of
 * it; in a definition, the next definition. Enter in an empty definition that ends the list
 * leaves the list: it becomes a paragraph after it. Returns false outside a description list.
 * @public
 */
export function breakInDescriptionList(editor: Editor, createId: () => string): boolean {
  const { selection } = editor;
  if (!selection || Range.isExpanded(selection)) return false;
  const entry = Editor.above(editor, { at: selection, match: isDescriptionItem, mode: 'lowest' });
  if (!entry) return false;
  const [item, itemPath] = entry;
  const listPath = Path.parent(itemPath);
  const list = Node.get(editor, listPath) as SlateElement;
  if (list.type !== DL_KIND) return false;
  const isLast = itemPath[itemPath.length - 1] === list.children.length - 1;
  if (item.type === DD_KIND && isLast && Node.string(item) === '' && list.children.length > 1) {
    leaveDescriptionList(editor, itemPath, listPath, createId);
    return true;
  }
  Editor.withoutNormalizing(editor, () => {
    Transforms.splitNodes(editor, { always: true, match: (_, path) => Path.equals(path, itemPath) });
    // Slate copies the split item's fields: the new one is a definition with an id of its own.
    Transforms.setNodes(editor, { type: DD_KIND, id: createId() } as Partial<SlateElement>, { at: Path.next(itemPath) });
  });
  return true;
}

function leaveDescriptionList(editor: Editor, itemPath: Path, listPath: Path, createId: () => string): void {
  Editor.withoutNormalizing(editor, () => {
    const after = Path.next(listPath);
    Transforms.moveNodes(editor, { at: itemPath, to: after });
    Transforms.setNodes(editor, { type: 'p', id: createId() } as Partial<SlateElement>, { at: after });
    Transforms.select(editor, Editor.start(editor, after));
  });
}
