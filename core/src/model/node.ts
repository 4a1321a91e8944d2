import type { MarkName } from './marks.js';

/**
 * A leaf of rich text. Marks are optional boolean flags; no other keys are kept by the
 * normaliser.
 * @public
 */
export type Text = { text: string } & { [M in MarkName]?: true };

/**
 * An element of rich content: a kind (`type`), a unique `id` and children. Kind-specific
 * fields sit beside them (see the schemas in `model/elements`).
 * @public
 */
export interface Element {
  type: string;
  id?: string;
  children: Descendant[];
  [field: string]: unknown;
}

/** A node inside an element's children. @public */
export type Descendant = Element | Text;

/** A node address: child indexes from the document root, as in Slate. @public */
export type Path = readonly number[];

/** @public */
export function isText(node: unknown): node is Text {
  return typeof node === 'object' && node !== null && typeof (node as Text).text === 'string';
}

/** @public */
export function isElement(node: unknown): node is Element {
  return (
    typeof node === 'object' &&
    node !== null &&
    typeof (node as Element).type === 'string' &&
    Array.isArray((node as Element).children)
  );
}

/** The plain text under a node, in document order. @public */
export function nodeText(node: Descendant): string {
  if (isText(node)) return node.text;
  let out = '';
  for (const child of node.children) out += nodeText(child);
  return out;
}
