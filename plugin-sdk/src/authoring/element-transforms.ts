import { Editor, Element as SlateElement, Transforms, type Path } from 'slate';
import { ReactEditor } from 'slate-react';
import type { Element } from '@quire/core';

/**
 * Where an element drawn by a view is now. The view may still hold the element as it was
 * before the last change (a held key fires again before the editor redraws, a dialog
 * saves after an undo): Slate no longer knows that object, so it is found again by its
 * id, which is unique in a document. `undefined` once the element is gone.
 * @public
 */
export function elementPath(editor: Editor, element: Element): Path | undefined {
  try {
    return ReactEditor.findPath(editor, element);
  } catch {
    if (element.id === undefined) return undefined;
    const [entry] = Editor.nodes(editor, { at: [], match: (node) => SlateElement.isElement(node) && node.id === element.id, voids: true });
    return entry?.[1];
  }
}

/**
 * Sets fields of an element drawn by a view, in one undoable step; a field given as
 * `undefined` is removed, so no empty field is left in the document.
 * @public
 */
export function setElementFields(editor: Editor, element: Element, fields: Readonly<Record<string, unknown>>): void {
  const at = elementPath(editor, element);
  if (at) Transforms.setNodes(editor, fields as Partial<SlateElement>, { at });
}

/** Removes an element drawn by a view (an insert the author cancelled, say). @public */
export function removeElement(editor: Editor, element: Element): void {
  const at = elementPath(editor, element);
  if (at) Transforms.removeNodes(editor, { at });
}

/**
 * What a settings dialog opened on an element does when it closes: Save writes its fields;
 * Cancel leaves the element as it was, or removes it when the dialog opened as it was
 * inserted (an embed with no address is nothing to keep). Both then call `close`.
 * @public
 */
export function elementDialogActions(
  editor: Editor,
  element: Element,
  options: { readonly inserted: boolean; readonly close: () => void },
): { onSave: (fields: Readonly<Record<string, unknown>>) => void; onCancel: () => void } {
  return {
    onSave: (fields) => {
      setElementFields(editor, element, fields);
      options.close();
    },
    onCancel: () => {
      if (options.inserted) removeElement(editor, element);
      options.close();
    },
  };
}
