import { Node, type Editor } from 'slate';
import type { Element } from '@quire/core';
import { elementPath, setElementFields } from './element-transforms.js';

/**
 * Stores the fields `edit` works out from the element as the document holds it now, in one
 * undoable step. An edit form needs this rather than {@link setElementFields}: the view may
 * still hold the element as it was before a field was stored a moment ago (a field stored
 * as it loses the focus to a button that then edits the same element). A field given as
 * `undefined` is removed. Answers whether anything was stored: nothing is when the element
 * is gone or `edit` answers `undefined` (nothing to change).
 * @public
 */
export function editElement(editor: Editor, element: Element, edit: (current: Element) => Readonly<Record<string, unknown>> | undefined): boolean {
  const at = elementPath(editor, element);
  if (!at) return false;
  const current = Node.get(editor, at) as Element;
  const fields = edit(current);
  if (!fields) return false;
  setElementFields(editor, current, fields);
  return true;
}
