import { Editor } from 'slate';

/** True when the selection's text (or the next typed text) carries `mark`. */
export function isMarkActive(editor: Editor, mark: string): boolean {
  const marks = Editor.marks(editor) as Record<string, unknown> | null;
  return marks?.[mark] === true;
}

/** Turns a mark on for the selection, or off when the selection already has it. */
export function toggleMark(editor: Editor, mark: string): void {
  if (isMarkActive(editor, mark)) Editor.removeMark(editor, mark);
  else Editor.addMark(editor, mark, true);
}
