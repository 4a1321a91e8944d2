import { isText, type Descendant, type Element, type ElementStructure } from '@quire/core';

/** True for text and for elements whose kind's structure is inline (links, citations…). */
function isInlineNode(node: Descendant, structures: ReadonlyMap<string, ElementStructure>): boolean {
  return isText(node) || structures.get(node.type)?.display === 'inline';
}

function defaultTextBlockOf(structures: ReadonlyMap<string, ElementStructure>): string | undefined {
  for (const structure of structures.values()) if (structure.defaultTextBlock === true) return structure.kind;
  return undefined;
}

/**
 * Turns converted HTML children into blocks: each run of inline nodes goes into the
 * default text block (the paragraph), blocks are kept, and runs of only whitespace (the
 * indentation between pasted tags) are dropped. Never returns an empty list: nothing
 * becomes one empty default text block. Used by paste rules of kinds that hold blocks (a
 * pasted `<blockquote>hi</blockquote>`); `structures` (the editor's, by kind) say which
 * elements are inline and which kind is the default text block. Without one, inline runs
 * are kept as they are, for the editor's normaliser to place.
 * @public
 */
export function wrapInlineRuns(nodes: readonly Descendant[], createId: () => string, structures: ReadonlyMap<string, ElementStructure>): Descendant[] {
  const textBlock = defaultTextBlockOf(structures);
  const out: Descendant[] = [];
  let run: Descendant[] = [];
  const flush = (): void => {
    if (run.some((n) => !isText(n) || n.text.trim() !== '')) {
      if (textBlock === undefined) out.push(...run);
      else out.push({ type: textBlock, id: createId(), children: run } as Element);
    }
    run = [];
  };
  for (const node of nodes) {
    if (isInlineNode(node, structures)) {
      run.push(node);
    } else {
      flush();
      out.push(node);
    }
  }
  flush();
  if (out.length === 0) out.push(textBlock === undefined ? { text: '' } : ({ type: textBlock, id: createId(), children: [{ text: '' }] } as Element));
  return out;
}
