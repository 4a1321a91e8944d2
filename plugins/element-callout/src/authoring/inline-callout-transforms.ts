import { Editor, Element as SlateElement, Range, Transforms, type Node, type Path } from 'slate';
import { CALLOUT_INLINE_KIND } from '../common/callout-kinds.js';

/** @public */
export function isInlineCallout(node: Node): node is SlateElement {
  return SlateElement.isElement(node) && node.type === CALLOUT_INLINE_KIND;
}

/** The inline callouts the selection touches, in document order. @public */
export function inlineCalloutsIn(editor: Editor, at: Range | null): [SlateElement, Path][] {
  if (!at) return [];
  return Array.from(Editor.nodes(editor, { at, match: isInlineCallout }));
}

/**
 * Whether the toggle can act: on a selection, or at a cursor inside an inline callout
 * (a cursor elsewhere has nothing to highlight).
 * @public
 */
export function canToggleInlineCallout(editor: Editor): boolean {
  const { selection } = editor;
  return selection !== null && (Range.isExpanded(selection) || inlineCalloutsIn(editor, selection).length > 0);
}

/**
 * The 'Inline callout' toggle: a selection touching inline callouts takes them away
 * (keeping their text); any other selection becomes one, or one per block it spans, each
 * with its own id.
 * @public
 */
export function toggleInlineCallout(editor: Editor, createId: () => string): void {
  const { selection } = editor;
  if (!selection) return;
  const existing = inlineCalloutsIn(editor, selection);
  if (existing.length > 0) {
    Editor.withoutNormalizing(editor, () => {
      for (const [, path] of existing.reverse()) Transforms.unwrapNodes(editor, { at: path });
    });
    return;
  }
  if (Range.isCollapsed(selection)) return;
  const id = createId();
  Editor.withoutNormalizing(editor, () => {
    Transforms.wrapNodes(editor, { type: CALLOUT_INLINE_KIND, id, children: [] }, { split: true });
    const wrapped = Array.from(Editor.nodes(editor, { at: [], match: (n) => isInlineCallout(n) && n.id === id }));
    for (const [, path] of wrapped.slice(1)) Transforms.setNodes(editor, { id: createId() }, { at: path });
  });
}
