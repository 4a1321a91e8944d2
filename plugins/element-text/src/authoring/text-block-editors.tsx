import type { ReactNode } from 'react';
import type { ElementEditorProps } from '@quire/plugin-sdk/authoring';
import type { HeadingKind } from '../common/text-kinds.js';

/** A paragraph in the editor. @public */
export function ParagraphEditor({ attributes, children }: ElementEditorProps): ReactNode {
  return <p {...attributes}>{children}</p>;
}

/** A quotation in the editor; its paragraphs render themselves. @public */
export function BlockquoteEditor({ attributes, children }: ElementEditorProps): ReactNode {
  return <blockquote {...attributes}>{children}</blockquote>;
}

function headingEditor(Tag: HeadingKind): (props: ElementEditorProps) => ReactNode {
  function HeadingEditor({ attributes, children }: ElementEditorProps): ReactNode {
    return <Tag {...attributes}>{children}</Tag>;
  }
  HeadingEditor.displayName = `HeadingEditor(${Tag})`;
  return HeadingEditor;
}

/** One editor view per heading level, keyed by kind. @public */
export const HEADING_EDITORS: Readonly<Record<HeadingKind, (props: ElementEditorProps) => ReactNode>> = {
  h1: headingEditor('h1'),
  h2: headingEditor('h2'),
  h3: headingEditor('h3'),
  h4: headingEditor('h4'),
  h5: headingEditor('h5'),
  h6: headingEditor('h6'),
};
