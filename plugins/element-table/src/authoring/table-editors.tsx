import type { ReactNode } from 'react';
import type { ElementEditorProps } from '@quire/plugin-sdk/authoring';
import { cellLayout, tableClassName } from '../common/table-layout.js';
import { titleText } from '@quire/plugin-sdk';

/**
 * A table in the editor. The caption is edited in the table's settings, so it is shown
 * outside the editable text; rows go into a `<tbody>` as the HTML parser would put them.
 * @public
 */
export function TableEditor({ attributes, children, element }: ElementEditorProps): ReactNode {
  const caption = titleText(element.caption);
  return (
    <table {...attributes} className={tableClassName(element)}>
      {caption ? <caption contentEditable={false}>{caption}</caption> : null}
      <tbody>{children}</tbody>
    </table>
  );
}

/** @public */
export function TableRowEditor({ attributes, children }: ElementEditorProps): ReactNode {
  return <tr {...attributes}>{children}</tr>;
}

/** A header cell; its text is edited in place like any other block. @public */
export function HeaderCellEditor({ attributes, children, element }: ElementEditorProps): ReactNode {
  const { textAlign, ...spans } = cellLayout(element);
  return (
    <th {...attributes} {...spans} style={textAlign ? { textAlign } : undefined}>
      {children}
    </th>
  );
}

/** @public */
export function DataCellEditor({ attributes, children, element }: ElementEditorProps): ReactNode {
  const { textAlign, ...spans } = cellLayout(element);
  return (
    <td {...attributes} {...spans} style={textAlign ? { textAlign } : undefined}>
      {children}
    </td>
  );
}
