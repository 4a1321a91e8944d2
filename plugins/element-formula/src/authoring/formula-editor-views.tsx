import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { useSlateStatic } from 'slate-react';
import { elementDialogActions, useElementSelected, type ElementEditorProps } from '@quire/plugin-sdk/authoring';
import { FormulaMarkupView } from '../delivery/formula-markup-view.js';
import { MATH_NOT_IMPLEMENTED_MESSAGE } from '../delivery/formula-views.js';
import { FormulaDialog } from './formula-dialog.js';

/** The accessible name of a formula in the editor, which opens the formula editor. @public */
export const EDIT_FORMULA_LABEL = 'Edit formula';
/** What an empty formula shows in the editor. @public */
export const EMPTY_FORMULA_TEXT = 'Empty formula';

// 'new': a formula just put in by an insert command (empty, holding the cursor) asks for its source at once.
type DialogState = 'closed' | 'new' | 'open';

function FormulaEditorView({ attributes, children, element, block }: ElementEditorProps & { readonly block: boolean }): ReactNode {
  const editor = useSlateStatic();
  const selected = useElementSelected();
  const src = typeof element.src === 'string' ? element.src : '';
  const [dialog, setDialog] = useState<DialogState>(() => (src === '' && selected ? 'new' : 'closed'));
  const actions = elementDialogActions(editor, element, { inserted: dialog === 'new', close: () => setDialog('closed') });
  const open = () => setDialog('open');
  const openWithKey = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    open();
  };
  const Tag = block ? 'div' : 'span';

  return (
    <Tag {...attributes} className={block ? 'formula-editor-view' : 'formula-inline-editor-view'}>
      <Tag contentEditable={false} role="button" tabIndex={0} aria-label={EDIT_FORMULA_LABEL} className="formula-open" onClick={open} onKeyDown={openWithKey}>
        {src === '' ? <span className="formula-empty">{EMPTY_FORMULA_TEXT}</span> : <FormulaMarkupView src={src} subtype={element.subtype} block={block} />}
      </Tag>
      {children}
      {dialog !== 'closed' ? <FormulaDialog src={src} subtype={element.subtype} block={block} onSave={({ src: source, subtype }) => actions.onSave({ src: source, subtype })} onCancel={actions.onCancel} /> : null}
    </Tag>
  );
}

/** A display formula in the editor: drawn as learners see it; a press or Enter opens the formula editor. @public */
export function BlockFormulaEditor(props: ElementEditorProps): ReactNode {
  return <FormulaEditorView {...props} block />;
}

/** A formula inside a line of text in the editor. @public */
export function InlineFormulaEditor(props: ElementEditorProps): ReactNode {
  return <FormulaEditorView {...props} block={false} />;
}

/** A legacy math block: 'Not implemented' (spec authoring §8), its lines kept for Slate. @public */
export function MathEditor({ attributes, children }: ElementEditorProps): ReactNode {
  return (
    <div {...attributes} className="math-editor">
      <div contentEditable={false} className="math-not-implemented">
        {MATH_NOT_IMPLEMENTED_MESSAGE}
      </div>
      <div hidden>{children}</div>
    </div>
  );
}

/** A line of a legacy math block: its plain text. @public */
export function MathLineEditor({ attributes, children }: ElementEditorProps): ReactNode {
  return <div {...attributes}>{children}</div>;
}
