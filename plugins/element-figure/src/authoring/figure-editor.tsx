import type { ReactNode } from 'react';
import { useSlateStatic } from 'slate-react';
import { titleText } from '@quire/plugin-sdk';
import { setElementFields, type ElementEditorProps } from '@quire/plugin-sdk/authoring';
import { FigureTitleField } from './figure-title-field.js';

/**
 * A figure in the editor (spec authoring §2, "a figure editor with a title"): the labelled
 * title field at its head, where learners see the caption, and its blocks written in place
 * below it.
 * @public
 */
export function FigureEditor({ attributes, children, element }: ElementEditorProps): ReactNode {
  const editor = useSlateStatic();
  return (
    <figure {...attributes} className="figure figure-editor">
      {/* Keys typed in the field stay there: the editor around it must not take them. */}
      <figcaption contentEditable={false} className="figure-title" onKeyDown={(event) => event.stopPropagation()}>
        <FigureTitleField title={titleText(element.title)} onCommit={(title) => setElementFields(editor, element, { title: title === '' ? undefined : title })} />
      </figcaption>
      <div className="figure-content">{children}</div>
    </figure>
  );
}
