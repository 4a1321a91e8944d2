import type { ComponentType, ReactNode } from 'react';
import type { ActivityResponse, Descendant } from '@quire/core';
import type { RichTextFieldProps } from './activity-views.js';
import { withContent } from './rich-text-edits.js';

/** Props of {@link FeedbackEditor}. @public */
export interface FeedbackEditorProps {
  readonly response: ActivityResponse;
  readonly onChange: (response: ActivityResponse) => void;
  /** The field's accessible name, e.g. 'Feedback for correct answer'. */
  readonly label: string;
  readonly RichTextField: ComponentType<RichTextFieldProps>;
  readonly readOnly: boolean;
}

/** The feedback a learner sees when a response matches. @public */
export function FeedbackEditor({ response, onChange, label, RichTextField, readOnly }: FeedbackEditorProps): ReactNode {
  return (
    <RichTextField
      label={label}
      value={response.feedback.content as Descendant[]}
      readOnly={readOnly}
      onChange={(content) => onChange({ ...response, feedback: withContent(response.feedback, content) })}
    />
  );
}
