import type { ReactNode } from 'react';
import { nodeText, type Descendant } from '@quire/core';
import type { RichTextFieldProps } from '../activity/activity-views.js';

/**
 * A stand-in for the host's rich-text field in activity-editor tests: a plain text area
 * named by its label, showing its placeholder, whose text becomes one paragraph.
 * @public
 */
export function PlainRichTextField({ value, onChange, label, placeholder, readOnly }: RichTextFieldProps): ReactNode {
  return (
    <textarea
      aria-label={label}
      placeholder={placeholder}
      readOnly={readOnly}
      value={value.map((node) => nodeText(node as Descendant)).join('\n')}
      onChange={(e) => onChange([{ type: 'p', id: 'p', children: [{ text: e.target.value }] }] as Descendant[])}
    />
  );
}
