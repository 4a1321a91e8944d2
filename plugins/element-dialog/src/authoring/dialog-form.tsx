import { useRef, type ReactNode } from 'react';
import { useSlateStatic } from 'slate-react';
import type { Element } from '@quire/plugin-sdk';
import { CommittedTextField, editElement } from '@quire/plugin-sdk/authoring';
import { titleEdit, type DialogFields } from '../common/dialog-edits.js';
import { MAX_DIALOG_TITLE_LENGTH } from '../common/dialog-limits.js';
import { LinesField } from './lines-field.js';
import { SpeakersField } from './speakers-field.js';
import { useFocusRequest } from './use-focus-request.js';

/**
 * The dialog's edit form (its Edit side): the title, the speakers and the lines. Each change
 * is stored as the author leaves a field, presses a button or pauses typing a line, as one
 * undoable step of the page.
 * @public
 */
export function DialogForm({ element }: { readonly element: Element }): ReactNode {
  const editor = useSlateStatic();
  const form = useRef<HTMLDivElement>(null);
  const requestFocus = useFocusRequest(form, element);
  const change = (edit: (current: Element) => DialogFields | undefined) => editElement(editor, element, edit);
  return (
    <div ref={form} className="dialog-form">
      <CommittedTextField
        label="Title"
        value={typeof element.title === 'string' ? element.title : ''}
        maxLength={MAX_DIALOG_TITLE_LENGTH}
        placeholder="At the market"
        onCommit={(text) => change((current) => titleEdit(current, text))}
      />
      <SpeakersField element={element} change={change} requestFocus={requestFocus} />
      <LinesField element={element} change={change} requestFocus={requestFocus} />
    </div>
  );
}
