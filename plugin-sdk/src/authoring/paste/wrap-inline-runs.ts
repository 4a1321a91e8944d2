import { isText, type Descendant, type Element, type ElementStructure } from '@quire/core';

/** True for text and for elements whose kind's structure is inline (links, citations…). @public */
export function isInlineNode(node: Descendant, structures: ReadonlyMap<string, ElementStructure>): boolean {
  return isText(node) || structures.get(node.type)?.display === 'inline';
}

/**
 * Turns converted HTML children into blocks: each run of inline nodes goes into a
 * paragraph, blocks are kept, and runs of only whitespace (the indentation between pasted
 * tags) are dropped. Never returns an empty list: nothing becomes one empty paragraph.
 * Used by paste rules of kinds that hold blocks (a pasted `<blockquote>hi</blockquote>`);
 * `structures` (the editor's, by kind) say which elements are inline.
 * @public
 */
export function wrapInlineRuns(nodes: readonly Descendant[], createId: () => string, structures: ReadonlyMap<string, ElementStructure>): Element[] {
  const out: Element[] = [];
  let run: Descendant[] = [];
  const flush = (): void => {
    if (run.some((n) => !isText(n) || n.text.trim() !== '')) out.push({ type: 'p', id: createId(), children: run });
    run = [];
  };
  for (const node of nodes) {
    if (isInlineNode(node, structures)) {
      run.push(node);
    } else {
      flush();
      out.push(node as Element);
    }
  }
  flush();
  if (out.length === 0) out.push({ type: 'p', id: createId(), children: [{ text: '' }] });
  return out;
}
