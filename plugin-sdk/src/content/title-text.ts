import { isText, nodeText, type Caption } from '@quire/core';

/**
 * A title or caption as plain text. Legacy content stores a string and current content
 * rich nodes (spec authoring §3); rich blocks are joined with a space, inline runs as
 * they are. Unset or blank gives ''.
 * @public
 */
export function titleText(title: Caption | unknown): string {
  if (typeof title === 'string') return title.trim();
  if (!Array.isArray(title)) return '';
  const nodes = title.filter((n) => typeof n === 'object' && n !== null);
  const inline = nodes.some(isText);
  return nodes.map(nodeText).join(inline ? '' : ' ').replace(/\s+/g, ' ').trim();
}
