import { isElement, type Descendant, type Element } from '@quire/plugin-sdk';
import type { PasteRule } from '@quire/plugin-sdk/authoring';
import { dropWhitespaceText } from '@quire/plugin-sdk/authoring';
import { pastedCellFields } from '../common/pasted-cell-fields.js';

const SECTIONS: ReadonlySet<string> = new Set(['thead', 'tbody', 'tfoot']);

/** `<table>` keeps its rows; an empty table pastes as nothing. @public */
export const pasteTable: PasteRule = (element, convertChildren, createId) => {
  if (element.tagName.toLowerCase() !== 'table') return undefined;
  const children = dropWhitespaceText(convertChildren());
  return children.length === 0 ? [] : { type: 'table', id: createId(), children };
};

/** `<thead>`, `<tbody>` and `<tfoot>` are not kinds: they give up their rows to the table. @public */
export const pasteTableSection: PasteRule = (element, convertChildren) => {
  if (!SECTIONS.has(element.tagName.toLowerCase())) return undefined;
  return convertChildren().filter(isElement);
};

/** `<tr>` keeps its cells; an empty row (which a browser does not draw) pastes as nothing. @public */
export const pasteTableRow: PasteRule = (element, convertChildren, createId) => {
  if (element.tagName.toLowerCase() !== 'tr') return undefined;
  const children = dropWhitespaceText(convertChildren());
  return children.length === 0 ? [] : { type: 'tr', id: createId(), children };
};

function orEmptyText(children: Descendant[]): Descendant[] {
  return children.length > 0 ? children : [{ text: '' }];
}

/** `<th>` and `<td>` keep their content, colspan, rowspan and alignment. @public */
export const pasteTableCell: PasteRule = (element, convertChildren, createId) => {
  const tag = element.tagName.toLowerCase();
  if (tag !== 'th' && tag !== 'td') return undefined;
  const cell: Element = {
    type: tag,
    id: createId(),
    ...pastedCellFields((name) => element.getAttribute(name)),
    children: orEmptyText(convertChildren()),
  };
  return cell;
};

/** Every paste rule of this plugin. @public */
export const TABLE_PASTE_RULES: readonly PasteRule[] = [pasteTable, pasteTableSection, pasteTableRow, pasteTableCell];
