import { useId, useState, type ComponentType, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { DialogButtons, ModalDialog } from '@quire/plugin-sdk/authoring';
import { DEFAULT_FORMULA_SUBTYPE, FORMULA_SUBTYPES, MAX_FORMULA_SOURCE_LENGTH, type FormulaSubtype } from '../common/formula-schemas.js';
import { formulaMarkup } from '../delivery/formula-markup.js';
import { convertFormulaSource } from './convert-formula-source.js';
import type { SourceEditorProps } from './source-editor-props.js';
import { CodeMirrorSourceEditor } from './source-editor.js';

/** @public */
export const FORMULA_DIALOG_TITLE = 'Formula editor';

/** Each tab's label and the reference it links to (spec authoring §2). @public */
export const FORMULA_NOTATIONS: Readonly<Record<FormulaSubtype, { readonly tab: string; readonly reference: string; readonly referenceLabel: string }>> = {
  latex: { tab: 'Latex', reference: 'https://katex.org/docs/supported.html', referenceLabel: 'LaTeX reference (KaTeX supported functions)' },
  mathml: { tab: 'MathML', reference: 'https://developer.mozilla.org/en-US/docs/Web/MathML/Reference/Element', referenceLabel: 'MathML reference (MDN elements)' },
};

/** Shown when the source is longer than a formula may be. @public */
export const FORMULA_TOO_LONG_MESSAGE = `A formula may be at most ${MAX_FORMULA_SOURCE_LENGTH.toLocaleString('en-US')} characters long.`;

/** What the dialog saves. @public */
export interface FormulaFields {
  readonly src: string;
  readonly subtype: FormulaSubtype;
}

/** Props of {@link FormulaDialog}. @public */
export interface FormulaDialogProps {
  readonly src: string | undefined;
  readonly subtype: unknown;
  /** A display formula: the preview draws in display mode. */
  readonly block: boolean;
  readonly onSave: (fields: FormulaFields) => void;
  readonly onCancel: () => void;
  /** The source editor; CodeMirror, loaded when the dialog first opens, unless a test gives another. */
  readonly sourceEditor?: ComponentType<SourceEditorProps>;
}

/**
 * The formula editor (spec authoring §2, §9): tabs 'Latex' and 'MathML', each with a link to
 * its reference, over a 600x300 split of the source editor and a live preview drawn as
 * learners see it, with KaTeX's message under the preview while the LaTeX does not parse.
 * Switching tabs converts the source to the other notation.
 * @public
 */
export function FormulaDialog({ src, subtype, block, onSave, onCancel, sourceEditor: SourceEditor = CodeMirrorSourceEditor }: FormulaDialogProps): ReactNode {
  const [notation, setNotation] = useState<FormulaSubtype>(isSubtype(subtype) ? subtype : DEFAULT_FORMULA_SUBTYPE);
  const [source, setSource] = useState(src ?? '');
  const tabsId = useId();
  const panelId = useId();
  const tooLong = source.length > MAX_FORMULA_SOURCE_LENGTH;
  const markup = tooLong ? undefined : formulaMarkup(source, notation, block);
  const error = tooLong ? FORMULA_TOO_LONG_MESSAGE : markup?.kind === 'formula' ? markup.error : undefined;

  const switchTo = (next: FormulaSubtype) => {
    if (next === notation) return;
    setSource(convertFormulaSource(source, notation, next));
    setNotation(next);
  };
  const moveBetweenTabs = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const next = FORMULA_SUBTYPES[(FORMULA_SUBTYPES.indexOf(notation) + 1) % FORMULA_SUBTYPES.length];
    switchTo(next);
    document.getElementById(`${tabsId}-${next}`)?.focus();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!tooLong) onSave({ src: source, subtype: notation });
  };

  return (
    <ModalDialog title={FORMULA_DIALOG_TITLE} onClose={onCancel} restoreFocus extraClassName="modal-lg formula-dialog">
      <form onSubmit={submit}>
        <div className="formula-dialog-tabs">
          <div role="tablist" aria-label="Notation" onKeyDown={moveBetweenTabs}>
            {FORMULA_SUBTYPES.map((each) => (
              <button
                key={each}
                id={`${tabsId}-${each}`}
                type="button"
                role="tab"
                aria-selected={each === notation}
                aria-controls={panelId}
                tabIndex={each === notation ? 0 : -1}
                onClick={() => switchTo(each)}
              >
                {FORMULA_NOTATIONS[each].tab}
              </button>
            ))}
          </div>
          <a className="formula-dialog-reference" href={FORMULA_NOTATIONS[notation].reference} target="_blank" rel="noopener noreferrer">
            {FORMULA_NOTATIONS[notation].referenceLabel}
          </a>
        </div>
        <div id={panelId} role="tabpanel" aria-labelledby={`${tabsId}-${notation}`} className="formula-dialog-split">
          <div className="formula-dialog-source">
            <SourceEditor value={source} notation={notation} onChange={setSource} label={`${FORMULA_NOTATIONS[notation].tab} source`} />
          </div>
          <div className="formula-dialog-preview" role="region" aria-label="Preview">
            {/* KaTeX's output, or MathML through the allow-list, as the learner's view draws it. */}
            {markup?.kind === 'formula' ? <div className="formula-markup" dangerouslySetInnerHTML={{ __html: markup.html }} /> : null}
            <div className="formula-error-message" role="status">
              {error ?? ''}
            </div>
          </div>
        </div>
        <DialogButtons onCancel={onCancel} submitLabel="Save" submitDisabled={tooLong} />
      </form>
    </ModalDialog>
  );
}

function isSubtype(value: unknown): value is FormulaSubtype {
  return FORMULA_SUBTYPES.includes(value as FormulaSubtype);
}
