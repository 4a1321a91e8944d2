import type { ReactNode } from 'react';
import type { ElementEditorProps } from '@quire/plugin-sdk/authoring';
import { listStyleType } from '../common/list-style.js';

/** A bulleted list in the editor, drawn with its marker style (chosen with 'List style'). @public */
export function BulletedListEditor({ attributes, children, element }: ElementEditorProps): ReactNode {
  const style = listStyleType(element);
  return (
    <ul {...attributes} style={style ? { listStyleType: style } : undefined}>
      {children}
    </ul>
  );
}

/** A numbered list in the editor, drawn with its numbering style (chosen with 'List style'). @public */
export function NumberedListEditor({ attributes, children, element }: ElementEditorProps): ReactNode {
  const style = listStyleType(element);
  return (
    <ol {...attributes} style={style ? { listStyleType: style } : undefined}>
      {children}
    </ol>
  );
}

/** @public */
export function ListItemEditor({ attributes, children }: ElementEditorProps): ReactNode {
  return <li {...attributes}>{children}</li>;
}
