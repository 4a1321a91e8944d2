import type { ComponentType, ReactNode } from 'react';
import type { Descendant, RichText } from '@quire/core';
import type { RichTextFieldProps } from './activity-views.js';
import { withContent } from './rich-text-edits.js';

/** Props of {@link StemEditor}. @public */
export interface StemEditorProps {
  readonly stem: RichText;
  readonly onChange: (stem: RichText) => void;
  readonly RichTextField: ComponentType<RichTextFieldProps>;
  readonly readOnly: boolean;
}

/** The question stem, in the host's rich-text field labelled 'Question stem'. @public */
export function StemEditor({ stem, onChange, RichTextField, readOnly }: StemEditorProps): ReactNode {
  return (
    <div className="stem-editor">
      <RichTextField
        label="Question stem"
        value={stem.content as Descendant[]}
        onChange={(content) => onChange(withContent(stem, content))}
        readOnly={readOnly}
      />
    </div>
  );
}
