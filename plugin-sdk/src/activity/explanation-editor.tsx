import type { ComponentType, ReactNode } from 'react';
import { createId, emptyRichContent, type Descendant, type Feedback } from '@quire/core';
import type { RichTextFieldProps } from './activity-views.js';
import { withContent } from './rich-text-edits.js';

/** Props of {@link ExplanationEditor}. @public */
export interface ExplanationEditorProps {
  readonly explanation: Feedback | null | undefined;
  /** Null removes the explanation. */
  readonly onChange: (explanation: Feedback | null) => void;
  readonly RichTextField: ComponentType<RichTextFieldProps>;
  readonly readOnly: boolean;
  readonly makeId?: () => string;
}

/**
 * The part's optional explanation, shown to learners whose answer is not correct:
 * 'Add explanation' creates it, 'Remove explanation' drops it.
 * @public
 */
export function ExplanationEditor({ explanation, onChange, RichTextField, readOnly, makeId = createId }: ExplanationEditorProps): ReactNode {
  if (!explanation) {
    return (
      <button type="button" disabled={readOnly} onClick={() => onChange({ id: makeId(), content: emptyRichContent() })}>
        Add explanation
      </button>
    );
  }
  return (
    <div className="explanation-editor">
      <RichTextField
        label="Explanation"
        value={explanation.content as Descendant[]}
        readOnly={readOnly}
        onChange={(content) => onChange(withContent(explanation, content))}
      />
      <button type="button" disabled={readOnly} onClick={() => onChange(null)}>
        Remove explanation
      </button>
    </div>
  );
}
