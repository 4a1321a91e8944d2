import type { ReactNode } from 'react';
import { nodeText, type Descendant } from '@quire/plugin-sdk';
import type { RichTextFieldProps } from '@quire/plugin-sdk/authoring';

/**
 * A stand-in for the host's rich-text field in tests: a plain text area named by its
 * label, whose text becomes one paragraph.
 */
export function PlainRichTextField({ value, onChange, label, readOnly }: RichTextFieldProps): ReactNode {
  return (
    <textarea
      aria-label={label}
      readOnly={readOnly}
      value={value.map((node) => nodeText(node as Descendant)).join('\n')}
      onChange={(e) => onChange([{ type: 'p', id: 'p', children: [{ text: e.target.value }] }] as Descendant[])}
    />
  );
}
