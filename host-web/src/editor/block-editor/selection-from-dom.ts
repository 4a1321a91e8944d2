import { Range, Transforms, type Editor } from 'slate';
import { ReactEditor } from 'slate-react';

/**
 * Gives the editor the selection the browser shows now. slate-react learns of the browser's
 * own caret moves (Home, arrows, Shift+arrows) up to 100 ms after the first of a burst; a
 * shortcut pressed right after one must act where the caret is, not where it was. Not while
 * an input method composes: the DOM then holds text the editor does not have yet.
 */
export function takeSelectionFromDom(editor: Editor): void {
  if (ReactEditor.isComposing(editor as ReactEditor)) return;
  const dom = document.getSelection();
  if (!dom || dom.rangeCount === 0 || !dom.anchorNode || !ReactEditor.hasDOMNode(editor as ReactEditor, dom.anchorNode)) return;
  const range = ReactEditor.toSlateRange(editor as ReactEditor, dom, { exactMatch: false, suppressThrow: true });
  if (range && !(editor.selection && Range.equals(range, editor.selection))) Transforms.select(editor, range);
}
