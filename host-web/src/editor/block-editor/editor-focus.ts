import { Editor, Range, Transforms, type Point } from 'slate';
import { ReactEditor } from 'slate-react';

/** True when both ends of `range` still point into text of the document. */
export function isRangeInDocument(editor: Editor, range: Range): boolean {
  return isPointInDocument(editor, range.anchor) && isPointInDocument(editor, range.focus);
}

function isPointInDocument(editor: Editor, point: Point): boolean {
  if (!Editor.hasPath(editor, point.path)) return false;
  const node = Editor.node(editor, point.path)[0] as { text?: unknown };
  return typeof node.text === 'string' && point.offset <= node.text.length;
}

/**
 * Gives the focus back to the editable area, after a dialog or menu had it. When the
 * editor lost its selection meanwhile, the saved one comes back (if it still exists); a
 * selection a command moved on purpose is kept.
 */
export function focusEditor(editor: Editor, saved: Range | null = null): void {
  if (!editor.selection && saved && isRangeInDocument(editor, saved)) Transforms.select(editor, saved);
  ReactEditor.focus(editor);
}
