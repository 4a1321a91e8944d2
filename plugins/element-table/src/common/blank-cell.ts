import { isElement, type Descendant, type Element } from '@quire/plugin-sdk';

function isBlank(node: Descendant): boolean {
  if (!isElement(node)) return node.text === '';
  return node.type === 'p' && node.children.every(isBlank);
}

/**
 * True when a cell shows nothing: only empty text, or empty paragraphs. Drawn as it is,
 * such a cell would have no line in it, and a row of them would shrink to a strip.
 * @public
 */
export function isBlankCell(cell: Element): boolean {
  return cell.children.every(isBlank);
}
