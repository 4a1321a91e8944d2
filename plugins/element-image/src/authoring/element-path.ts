import { Editor, Element as SlateElement, type Path } from 'slate';
import { ReactEditor } from 'slate-react';
import type { Element } from '@quire/plugin-sdk';

/**
 * Where an element drawn by a view is now. A held key can fire again before the editor
 * redraws, when the view still holds the element as it was before its last change:
 * Slate no longer knows that object, so it is found again by its id.
 * @public
 */
export function elementPath(editor: Editor, element: Element): Path | undefined {
  try {
    return ReactEditor.findPath(editor, element);
  } catch {
    if (element.id === undefined) return undefined;
    const [entry] = Editor.nodes(editor, { at: [], match: (n) => SlateElement.isElement(n) && n.id === element.id, voids: true });
    return entry?.[1];
  }
}
