import { isElement, type Element } from '@quire/plugin-sdk';
import { CODE_LINE_KIND } from './code-kinds.js';

/**
 * The source of a code block: its `code` field, or, in legacy content that keeps it in
 * `code_line` children, those lines joined with line breaks.
 * @public
 */
export function codeText(element: Element): string {
  if (typeof element.code === 'string') return element.code;
  return element.children
    .filter((child): child is Element => isElement(child) && child.type === CODE_LINE_KIND)
    .map((line) => line.children.map((child) => ('text' in child && typeof child.text === 'string' ? child.text : '')).join(''))
    .join('\n');
}
