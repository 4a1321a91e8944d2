import { Editor, Element as SlateElement, Node, Range, Text, Transforms } from 'slate';
import { editorElementStructure, type EditorServices } from '@quire/plugin-sdk/authoring';
import { createFormula } from '../common/create-formula.js';
import { FORMULA_INLINE_KIND } from '../common/formula-kinds.js';

// `$$…$$` and `\(…\)` at the end of the text typed so far, holding some LaTeX.
const SHORTCUTS = [/\$\$([^$]*\S[^$]*)\$\$$/, /\\\(((?:(?!\\\().)*\S(?:(?!\\\().)*)\\\)$/];

/**
 * The Markdown shortcuts of an inline formula: typing `$$x^2$$` or `\(x^2\)` in a line of
 * text turns the LaTeX between the delimiters into an inline formula as the closing one is
 * typed, the cursor after it. Where a block holds plain text only (code, a math line) the
 * text stays as typed.
 * @public
 */
export function withFormulaShortcuts(editor: Editor, services: EditorServices): Editor {
  const { insertText } = editor;
  editor.insertText = (text, options) => {
    insertText(text, options);
    if (!text.endsWith('$') && !text.endsWith(')')) return;
    const { selection } = editor;
    if (!selection || !Range.isCollapsed(selection)) return;
    const point = selection.anchor;
    const leaf = Node.get(editor, point.path);
    if (!Text.isText(leaf)) return;
    const block = Editor.above<SlateElement>(editor, { at: point, match: (node) => SlateElement.isElement(node) && !Editor.isInline(editor, node) });
    const content = block && editorElementStructure(editor, block[0].type)?.content.type;
    if (content !== 'inline' && content !== 'inline-or-blocks') return;
    const before = leaf.text.slice(0, point.offset);
    const match = SHORTCUTS.map((shortcut) => shortcut.exec(before)).find((found) => found !== null);
    if (!match) return;
    const start = { path: point.path, offset: point.offset - match[0].length };
    Editor.withoutNormalizing(editor, () => {
      Transforms.delete(editor, { at: { anchor: start, focus: point } });
      Transforms.insertNodes(editor, createFormula(FORMULA_INLINE_KIND, match[1].trim(), 'latex', services.createId), { at: start, select: true });
    });
    Transforms.move(editor);
  };
  return editor;
}
