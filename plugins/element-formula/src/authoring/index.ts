/**
 * Authoring part of element-formula: formulas drawn in the editor as learners see them, the
 * formula editor (source beside a live preview, tabs 'Latex' and 'MathML'), the 'Formula' and
 * 'Inline formula' insert commands in STEM, the `$$…$$` and `\(…\)` shortcuts, and pasted
 * `<math>` becoming a MathML formula.
 * @packageDocumentation
 */
import { defineAuthoring, type AuthoringPart } from '@quire/plugin-sdk/authoring';
import { FORMULA_INLINE_KIND, FORMULA_KIND, MATH_KIND, MATH_LINE_KIND } from '../common/formula-kinds.js';
import { BlockFormulaEditor, InlineFormulaEditor, MathEditor, MathLineEditor } from './formula-editor-views.js';
import { insertFormula, insertInlineFormula } from './formula-inserts.js';
import { FORMULA_PASTE_RULES } from './formula-paste-rules.js';
import { withFormulaShortcuts } from './with-formula-shortcuts.js';

export { convertFormulaSource } from './convert-formula-source.js';
export { FORMULA_DIALOG_TITLE, FORMULA_NOTATIONS, FORMULA_TOO_LONG_MESSAGE, FormulaDialog, type FormulaDialogProps, type FormulaFields } from './formula-dialog.js';
export { BlockFormulaEditor, EDIT_FORMULA_LABEL, EMPTY_FORMULA_TEXT, InlineFormulaEditor, MathEditor, MathLineEditor } from './formula-editor-views.js';
export { insertFormula, insertInlineFormula } from './formula-inserts.js';
export { FORMULA_PASTE_RULES, pasteMathml } from './formula-paste-rules.js';
export { CodeMirrorSourceEditor, PlainSourceEditor } from './source-editor.js';
export type { SourceEditorProps } from './source-editor-props.js';
export { withFormulaShortcuts } from './with-formula-shortcuts.js';

/** @public */
export const formulaAuthoring: AuthoringPart = defineAuthoring({
  elements: {
    [FORMULA_KIND]: { component: BlockFormulaEditor, insert: insertFormula },
    [FORMULA_INLINE_KIND]: { component: InlineFormulaEditor, insert: insertInlineFormula },
    [MATH_KIND]: { component: MathEditor },
    [MATH_LINE_KIND]: { component: MathLineEditor },
  },
  pasteRules: FORMULA_PASTE_RULES,
  extendEditor: withFormulaShortcuts,
});

export default formulaAuthoring;
