import type { ReactNode } from 'react';
import type { ElementEditorProps } from '@quire/plugin-sdk/authoring';
import { listStyleType } from '../common/list-style.js';
import { titleText } from '@quire/plugin-sdk';

/** A bulleted list in the editor, drawn with its marker style. @public */
export function BulletedListEditor({ attributes, children, element }: ElementEditorProps): ReactNode {
  const style = listStyleType(element);
  return (
    <ul {...attributes} style={style ? { listStyleType: style } : undefined}>
      {children}
    </ul>
  );
}

/** A numbered list in the editor, drawn with its numbering style. @public */
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

/** A description list; its title (set in the list's editor) is shown above, not editable inline. @public */
export function DescriptionListEditor({ attributes, children, element }: ElementEditorProps): ReactNode {
  const title = titleText(element.title);
  return (
    <div {...attributes} className="description-list">
      {title ? (
        <div className="description-list-title" contentEditable={false}>
          {title}
        </div>
      ) : null}
      <dl>{children}</dl>
    </div>
  );
}

/** @public */
export function DescriptionTermEditor({ attributes, children }: ElementEditorProps): ReactNode {
  return <dt {...attributes}>{children}</dt>;
}

/** @public */
export function DescriptionDefinitionEditor({ attributes, children }: ElementEditorProps): ReactNode {
  return <dd {...attributes}>{children}</dd>;
}
