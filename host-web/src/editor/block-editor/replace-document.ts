import { Editor, Transforms, type Descendant } from 'slate';
import { HistoryEditor } from 'slate-history';

/** Replaces the whole document as one undo step, the cursor at its start. */
export function replaceDocument(editor: Editor, document: readonly Descendant[]): void {
  HistoryEditor.withNewBatch(editor, () => {
    Editor.withoutNormalizing(editor, () => {
      Transforms.deselect(editor);
      for (let i = editor.children.length - 1; i >= 0; i--) Transforms.removeNodes(editor, { at: [i] });
      Transforms.insertNodes(editor, [...document], { at: [0] });
    });
  });
  Transforms.select(editor, Editor.start(editor, []));
}
