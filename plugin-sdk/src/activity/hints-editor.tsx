import type { ComponentType, ReactNode } from 'react';
import { createId, emptyRichContent, type Descendant, type Hint } from '@quire/core';
import type { RichTextFieldProps } from './activity-views.js';
import { withContent } from './rich-text-edits.js';

/** Props of {@link HintsEditor}. @public */
export interface HintsEditorProps {
  readonly hints: readonly Hint[];
  readonly onChange: (hints: Hint[]) => void;
  readonly RichTextField: ComponentType<RichTextFieldProps>;
  readonly readOnly: boolean;
  readonly makeId?: () => string;
}

/** A part's hints, each a field labelled 'Hint N' with its Remove button, then 'Add hint'. @public */
export function HintsEditor({ hints, onChange, RichTextField, readOnly, makeId = createId }: HintsEditorProps): ReactNode {
  return (
    <fieldset className="hints-editor">
      <legend>Hints</legend>
      <ol>
        {hints.map((hint, index) => (
          <li key={hint.id}>
            <RichTextField
              label={`Hint ${index + 1}`}
              value={hint.content as Descendant[]}
              readOnly={readOnly}
              onChange={(content) => onChange(hints.map((h) => (h.id === hint.id ? withContent(h, content) : h)))}
            />
            <button type="button" aria-label={`Remove Hint ${index + 1}`} disabled={readOnly} onClick={() => onChange(hints.filter((h) => h.id !== hint.id))}>
              Remove
            </button>
          </li>
        ))}
      </ol>
      <button type="button" disabled={readOnly} onClick={() => onChange([...hints, { id: makeId(), content: emptyRichContent() }])}>
        Add hint
      </button>
    </fieldset>
  );
}
