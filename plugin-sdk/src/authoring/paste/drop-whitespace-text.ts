import { isText, type Descendant } from '@quire/core';

/**
 * Drops the whitespace-only texts that pasted HTML carries between structural tags
 * (`<ul>\n  <li>…`), which would otherwise become empty list items or cells. Other text
 * is kept for the normaliser to wrap.
 * @public
 */
export function dropWhitespaceText(nodes: readonly Descendant[]): Descendant[] {
  return nodes.filter((node) => !isText(node) || node.text.trim() !== '');
}
