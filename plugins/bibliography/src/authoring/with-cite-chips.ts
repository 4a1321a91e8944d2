import type { Editor } from 'slate';
import { CITE_KIND } from '../common/cite-kinds.js';

/**
 * In the editor a citation is one chip, not text to type in: void, so the caret steps over it
 * and Backspace removes it whole. Its text (empty for a citation made here) stays in the document.
 * @public
 */
export function withCiteChips(editor: Editor): Editor {
  const { isVoid } = editor;
  editor.isVoid = (element) => element.type === CITE_KIND || isVoid(element);
  return editor;
}
