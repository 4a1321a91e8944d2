import { ELEMENT_STRUCTURES, isText, type Descendant, type Element } from '@quire/core';

const INLINE_KINDS: ReadonlySet<string> = new Set(
  ELEMENT_STRUCTURES.filter((s) => s.display === 'inline').map((s) => s.kind),
);

/** True for text and for the inline element kinds of the spec (links, citations…). @public */
export function isInlineNode(node: Descendant): boolean {
  return isText(node) || INLINE_KINDS.has(node.type);
}

/**
 * Turns converted HTML children into blocks: each run of inline nodes goes into a
 * paragraph, blocks are kept, and runs of only whitespace (the indentation between pasted
 * tags) are dropped. Never returns an empty list: nothing becomes one empty paragraph.
 * Used by paste rules of kinds that hold blocks (a pasted `<blockquote>hi</blockquote>`).
 * @public
 */
export function wrapInlineRuns(nodes: readonly Descendant[], createId: () => string): Element[] {
  const out: Element[] = [];
  let run: Descendant[] = [];
  const flush = (): void => {
    if (run.some((n) => !isText(n) || n.text.trim() !== '')) out.push({ type: 'p', id: createId(), children: run });
    run = [];
  };
  for (const node of nodes) {
    if (isInlineNode(node)) {
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
