import { isElement, isText, type Descendant, type Element } from '@quire/plugin-sdk';
import { INPUT_REF_KIND } from './multi-input-kinds.js';

/** The ids of the stem's `input_ref` elements, in reading order (repeats kept). @public */
export function stemInputRefIds(content: readonly unknown[]): string[] {
  const ids: string[] = [];
  const walk = (nodes: readonly unknown[]) => {
    for (const node of nodes) {
      if (!isElement(node)) continue;
      if (node.type === INPUT_REF_KIND) ids.push(String(node.id));
      else walk(node.children);
    }
  };
  walk(content);
  return ids;
}

/**
 * A copy of the stem content with each `input_ref` element replaced by what `rewrite`
 * returns for it (null removes it); `rewrite` also sees how many references with the same
 * id came before it.
 * @public
 */
export function rewriteStemInputRefs(
  content: readonly Descendant[],
  rewrite: (ref: Element, seenBefore: number) => Element | null,
): Descendant[] {
  const seen = new Map<string, number>();
  const walk = (nodes: readonly Descendant[]): Descendant[] =>
    nodes.flatMap((node): Descendant[] => {
      if (!isElement(node)) return [node];
      if (node.type === INPUT_REF_KIND) {
        const id = String(node.id);
        const count = seen.get(id) ?? 0;
        seen.set(id, count + 1);
        const next = rewrite(node, count);
        return next ? [next] : [];
      }
      return [{ ...node, children: walk(node.children) } as Element];
    });
  return walk(content);
}

/** A stem `input_ref` element for the input `id`. @public */
export function inputRefElement(id: string): Element {
  return { type: INPUT_REF_KIND, id, children: [{ text: '' }] } as Element;
}

/**
 * The stem with a reference to input `id` at its end: inside the last block when that
 * block holds text (a paragraph, a heading), or else as a run of its own after the
 * blocks, which the editor's normaliser puts in the default text block. Text stays on both
 * sides, as Slate wants around an inline.
 * @public
 */
export function appendInputRef(content: readonly Descendant[], id: string): Descendant[] {
  const last = content[content.length - 1];
  if (isElement(last) && last.children.some((child) => isText(child as Descendant))) {
    return [...content.slice(0, -1), { ...last, children: [...last.children, inputRefElement(id), { text: '' }] } as Element];
  }
  return [...content, { text: '' }, inputRefElement(id), { text: '' }];
}
