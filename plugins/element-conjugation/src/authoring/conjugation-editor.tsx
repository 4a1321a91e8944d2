import type { ReactNode } from 'react';
import { PreviewEditToggle, usePreviewEdit, type ElementEditorProps } from '@quire/plugin-sdk/authoring';
import { cellLayout, deliveredConjugation, isEmptyConjugation } from '../common/delivered-conjugation.js';
import { ConjugationContent } from '../delivery/conjugation-view.js';
import { ConjugationForm } from './conjugation-form.js';

/** What the preview of a conjugation with nothing in it says. @public */
export const EMPTY_CONJUGATION_MESSAGE = 'An empty conjugation table. Choose Edit to write its verb and forms.';

/**
 * A conjugation in the editor, edited in place: the Preview/Edit toggle, starting in
 * preview (spec authoring §4), over the conjugation as learners see it or its edit form.
 * Nothing in it is editable text of the document.
 * @public
 */
export function ConjugationEditor({ attributes, children, element }: ElementEditorProps): ReactNode {
  const [editing, setEditing] = usePreviewEdit(false);
  const conjugation = deliveredConjugation(element);
  return (
    <div {...attributes} className="conjugation-editor">
      <div contentEditable={false} className="conjugation-editor-frame">
        <PreviewEditToggle editing={editing} onChange={setEditing} label="Conjugation" />
        {editing ? (
          <ConjugationForm element={element} />
        ) : isEmptyConjugation(conjugation) ? (
          <p className="conjugation-empty">{EMPTY_CONJUGATION_MESSAGE}</p>
        ) : (
          <ConjugationContent conjugation={conjugation} />
        )}
      </div>
      {children}
    </div>
  );
}

/**
 * A conjugation cell met in an ordinary table: its content edited in place like any cell's,
 * its pronouns shown before it.
 * @public
 */
export function ConjugationCellEditor({ attributes, children, element }: ElementEditorProps): ReactNode {
  const { colSpan, rowSpan, align } = cellLayout(element);
  const pronouns = typeof element.pronouns === 'string' ? element.pronouns.trim() : '';
  return (
    <td {...attributes} colSpan={colSpan} rowSpan={rowSpan} style={align ? { textAlign: align } : undefined}>
      {pronouns ? (
        <span contentEditable={false} className="conjugation-pronouns">
          {pronouns}
        </span>
      ) : null}
      {children}
    </td>
  );
}
