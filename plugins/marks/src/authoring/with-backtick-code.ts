import { Editor, Range, Text, Transforms } from 'slate';

const BACKTICK = '`';

/**
 * The Markdown shortcut for inline code (spec authoring §2, "two backticks for code"):
 * typing a backtick after `` `text `` turns the text between the two backticks into code
 * and drops both backticks; what is typed next is plain again. Only within one run of
 * text, and only around some text that neither starts nor ends with a space, so a lone
 * backtick or an empty pair stays as typed.
 * @public
 */
export function withBacktickCode(editor: Editor): Editor {
  const { insertText } = editor;
  editor.insertText = (text, options) => {
    const { selection } = editor;
    if (text !== BACKTICK || !selection || !Range.isCollapsed(selection)) return insertText(text, options);
    const [node] = Editor.node(editor, selection.anchor.path);
    if (!Text.isText(node) || node.code === true) return insertText(text, options);
    const before = node.text.slice(0, selection.anchor.offset);
    const opening = before.lastIndexOf(BACKTICK);
    const inner = opening < 0 ? '' : before.slice(opening + 1);
    if (inner === '' || inner.trim() !== inner) return insertText(text, options);
    const path = selection.anchor.path;
    Editor.withoutNormalizing(editor, () => {
      Transforms.select(editor, { anchor: { path, offset: opening + 1 }, focus: { path, offset: selection.anchor.offset } });
      Editor.addMark(editor, 'code', true);
      Transforms.delete(editor, { at: { path, offset: opening } });
      Transforms.collapse(editor, { edge: 'end' });
    });
    Editor.removeMark(editor, 'code');
  };
  return editor;
}
