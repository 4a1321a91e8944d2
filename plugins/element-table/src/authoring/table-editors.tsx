import { createContext, useContext, type ReactNode } from 'react';
import type { Element as SlateElement } from 'slate';
import { useElementSelected, type ElementEditorProps } from '@quire/plugin-sdk/authoring';
import { cellLayout, tableClassName } from '../common/table-layout.js';
import { titleText } from '@quire/plugin-sdk';
import { TableCellMenu } from './table-cell-menu.js';

/**
 * A table in the editor. The caption is edited in the table's settings, so it is shown
 * outside the editable text; rows go into a `<tbody>` as the HTML parser would put them.
 * @public
 */
export function TableEditor({ attributes, children, element }: ElementEditorProps): ReactNode {
  const caption = titleText(element.caption);
  const holdsSelection = useElementSelected();
  return (
    <table {...attributes} className={tableClassName(element)}>
      {caption ? <caption contentEditable={false}>{caption}</caption> : null}
      <TableHoldsSelection.Provider value={holdsSelection}>
        <tbody>{children}</tbody>
      </TableHoldsSelection.Provider>
    </table>
  );
}

/**
 * Whether the selection is in this table. Only the cells of that table ask whether they
 * hold it: a selection check per cell on every change costs a large page its typing speed.
 */
const TableHoldsSelection = createContext(false);

function CellMenuWhenSelected({ cell }: { cell: SlateElement }): ReactNode {
  return useElementSelected() ? <TableCellMenu cell={cell} /> : null;
}

/** @public */
export function TableRowEditor({ attributes, children }: ElementEditorProps): ReactNode {
  return <tr {...attributes}>{children}</tr>;
}

function cellEditor(Tag: 'th' | 'td'): (props: ElementEditorProps) => ReactNode {
  function CellEditor({ attributes, children, element }: ElementEditorProps): ReactNode {
    const inSelectedTable = useContext(TableHoldsSelection);
    const { textAlign, ...spans } = cellLayout(element);
    return (
      <Tag {...attributes} {...spans} style={textAlign ? { textAlign } : undefined}>
        {inSelectedTable ? <CellMenuWhenSelected cell={element} /> : null}
        {children}
      </Tag>
    );
  }
  CellEditor.displayName = `CellEditor(${Tag})`;
  return CellEditor;
}

/** A header cell; its text is edited in place, and the selected cell shows the table cell menu. @public */
export const HeaderCellEditor = cellEditor('th');

/** A data cell; its text is edited in place, and the selected cell shows the table cell menu. @public */
export const DataCellEditor = cellEditor('td');
