import { Editor, Element as SlateElement, Transforms, type Path } from 'slate';
import type { Element } from '@quire/plugin-sdk';

/**
 * Where an element drawn by a view is now: the node itself, or the node with its id (the
 * view may hold the node from before the last change; ids are unique in a document).
 */
function pathOf(editor: Editor, element: Element): Path | undefined {
  const [entry] = Editor.nodes(editor, {
    at: [],
    match: (node) => node === element || (SlateElement.isElement(node) && element.id !== undefined && node.id === element.id),
  });
  return entry?.[1];
}

/** Sets (or, with `undefined`, removes) fields of an element drawn by a view. @public */
export function setElementFields(editor: Editor, element: Element, fields: Readonly<Record<string, unknown>>): void {
  const at = pathOf(editor, element);
  if (at) Transforms.setNodes(editor, fields as Partial<SlateElement>, { at });
}

/** Removes an element drawn by a view. @public */
export function removeElement(editor: Editor, element: Element): void {
  const at = pathOf(editor, element);
  if (at) Transforms.removeNodes(editor, { at });
}
