import type { Editor } from 'slate';

/**
 * Makes an element the editor has no view for (its kind's plugin is not installed, or gives
 * no editor view yet) a void, so it shows as one locked placeholder: the author can move
 * past it or delete it whole, but cannot type into content the editor does not show, and
 * the element is saved as it was loaded.
 */
export function withLockedPlaceholders<E extends Editor>(editor: E, hasView: (kind: string) => boolean): E {
  const { isVoid } = editor;
  editor.isVoid = (element) => !hasView(element.type) || isVoid(element);
  return editor;
}
