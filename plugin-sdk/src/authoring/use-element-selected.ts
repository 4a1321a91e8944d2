import { useCallback } from 'react';
import { Editor, Element, Node, Range } from 'slate';
import { ReactEditor, useElementIf, useSlateSelector } from 'slate-react';

interface CaretAncestors {
  readonly children: readonly Node[];
  readonly caret: Range;
  readonly elements: ReadonlySet<Element>;
}

/** Per editor, the elements the caret is in, for the document and caret they were worked out for. */
const caretAncestors = new WeakMap<Editor, CaretAncestors>();

/**
 * The elements that hold a collapsed selection: worked out once per change and shared by
 * every element view that asks, instead of each view finding its own path and range.
 */
function elementsHoldingCaret(editor: Editor, caret: Range): ReadonlySet<Element> {
  const cached = caretAncestors.get(editor);
  if (cached && cached.children === editor.children && cached.caret === caret) return cached.elements;
  const elements = new Set<Element>();
  try {
    for (const [node] of Node.levels(editor, caret.anchor.path)) if (Element.isElement(node)) elements.add(node);
  } catch {
    // A selection that no longer fits the document holds no element.
  }
  caretAncestors.set(editor, { children: editor.children, caret, elements });
  return elements;
}

function intersects(editor: Editor, element: Element, selection: Range): boolean {
  try {
    return Range.intersection(Editor.range(editor, ReactEditor.findPath(editor, element)), selection) !== null;
  } catch {
    return false;
  }
}

/**
 * Whether the selection touches the element this view draws: slate-react's `useSelected`,
 * at a cost that does not grow with the page. While the author types, the selection is a
 * caret, and whether an element holds it is one look-up in a set shared by all views;
 * only an expanded selection is intersected with each element's range. Outside an
 * element view (a view drawn on its own, say) it answers false.
 * @public
 */
export function useElementSelected(): boolean {
  const element = useElementIf();
  // Like useSelected: whether a component is drawn inside an element never changes, so the hooks below run always or never.
  if (!element) return false;
  return useSelectedElement(element as Element);
}

function useSelectedElement(element: Element): boolean {
  const selector = useCallback(
    (editor: Editor) => {
      const { selection } = editor;
      if (!selection) return false;
      if (Range.isCollapsed(selection)) return elementsHoldingCaret(editor, selection).has(element);
      return intersects(editor, element, selection);
    },
    [element],
  );
  // Deferred like useSelected: paths are only right once Editable has rendered the change.
  return useSlateSelector(selector, undefined, { deferred: true });
}
