import type { ReactNode } from 'react';
import { PreviewEditToggle, usePreviewEdit, type ElementEditorProps } from '@quire/plugin-sdk/authoring';
import { deliveredDefinition, isEmptyDefinition } from '../common/delivered-definition.js';
import { DefinitionContent } from '../delivery/definition-view.js';
import { DefinitionForm } from './definition-form.js';

/** What the preview of a definition with nothing in it says. @public */
export const EMPTY_DEFINITION_MESSAGE = 'An empty definition. Choose Edit to write its term and meanings.';

/**
 * A definition in the editor, edited in place: the Preview/Edit toggle, starting in preview
 * (spec authoring §4), over the definition as learners see it or its edit form. Nothing in
 * it is editable text of the document.
 * @public
 */
export function DefinitionEditor({ attributes, children, element }: ElementEditorProps): ReactNode {
  const [editing, setEditing] = usePreviewEdit(false);
  const definition = deliveredDefinition(element);
  return (
    <div {...attributes} className="definition-editor">
      <div contentEditable={false} className="definition-editor-frame">
        <PreviewEditToggle editing={editing} onChange={setEditing} label="Definition" />
        {editing ? (
          <DefinitionForm element={element} />
        ) : isEmptyDefinition(definition) ? (
          <p className="definition-empty">{EMPTY_DEFINITION_MESSAGE}</p>
        ) : (
          <DefinitionContent definition={definition} />
        )}
      </div>
      {children}
    </div>
  );
}
