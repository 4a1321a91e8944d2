import { createContext, useContext, type ReactNode } from 'react';
import { isElement, type Element } from '@quire/plugin-sdk';
import type { DeliveryElementProps } from '@quire/plugin-sdk/delivery';
import { isBlankCell } from '../common/blank-cell.js';
import { cellLayout, tableClassName } from '../common/table-layout.js';
import { titleText } from '@quire/plugin-sdk';

// The first row of the table being drawn; a nested table provides its own.
const FirstRowContext = createContext<Element | undefined>(undefined);
// The `scope` a header cell of the row being drawn gets.
const HeaderScopeContext = createContext<'col' | 'row' | undefined>(undefined);

/**
 * `<table>` with a class per border and row style, a `<caption>` when the table has one
 * (rich captions are shown as text) and its rows in a `<tbody>`.
 * @public
 */
export function TableView({ element, children }: DeliveryElementProps): ReactNode {
  const caption = titleText(element.caption);
  const firstRow = element.children.find((c): c is Element => isElement(c) && c.type === 'tr');
  return (
    <FirstRowContext.Provider value={firstRow}>
      <table className={tableClassName(element)}>
        {caption ? <caption>{caption}</caption> : null}
        <tbody>{children}</tbody>
      </table>
    </FirstRowContext.Provider>
  );
}

/** `<tr>`; tells its header cells whether they head a column (first row) or a row. @public */
export function TableRowView({ element, children }: DeliveryElementProps): ReactNode {
  const firstRow = useContext(FirstRowContext);
  const scope = firstRow === undefined ? undefined : firstRow === element ? 'col' : 'row';
  return (
    <HeaderScopeContext.Provider value={scope}>
      <tr>{children}</tr>
    </HeaderScopeContext.Provider>
  );
}

// A blank cell holds an empty line, as in the editor, so an empty row keeps the height of a line of text.
const cellContent = (element: Element, children: ReactNode): ReactNode => (isBlankCell(element) ? <br /> : children);

/** `<th>` with `scope="col"` in the first row and `scope="row"` below it; a blank one holds an empty line. @public */
export function HeaderCellView({ element, children }: DeliveryElementProps): ReactNode {
  const scope = useContext(HeaderScopeContext);
  const { textAlign, ...spans } = cellLayout(element);
  return (
    <th scope={scope} {...spans} style={textAlign ? { textAlign } : undefined}>
      {cellContent(element, children)}
    </th>
  );
}

/** `<td>` with its spans and alignment; a blank one holds an empty line. @public */
export function DataCellView({ element, children }: DeliveryElementProps): ReactNode {
  const { textAlign, ...spans } = cellLayout(element);
  return (
    <td {...spans} style={textAlign ? { textAlign } : undefined}>
      {cellContent(element, children)}
    </td>
  );
}
