import { Editor, Element as SlateElement, Node } from 'slate';
import { isText, type Descendant, type ElementStructure } from '@quire/core';

/**
 * Unwraps pasted elements that may not go where they land: kinds no loaded plugin knows,
 * and kinds that an element around them excludes (a callout inside a callout, a link
 * inside a link). Their content is kept; a void one leaves nothing behind.
 */
export function removeRestrictedNodes(
  nodes: readonly Descendant[],
  structures: ReadonlyMap<string, ElementStructure>,
  excluded: ReadonlySet<string>,
): Descendant[] {
  const out: Descendant[] = [];
  for (const node of nodes) {
    if (isText(node)) {
      out.push(node);
      continue;
    }
    const structure = structures.get(node.type);
    if (!structure || excluded.has(node.type)) {
      if (structure?.content.type !== 'void') out.push(...removeRestrictedNodes(node.children, structures, excluded));
      continue;
    }
    const inner = structure.excludesDescendants ? new Set([...excluded, ...structure.excludesDescendants]) : excluded;
    out.push({ ...node, children: removeRestrictedNodes(node.children, structures, inner) });
  }
  return out;
}

/** The kinds the elements around the selection exclude from their insides. */
export function kindsExcludedAtSelection(editor: Editor, structures: ReadonlyMap<string, ElementStructure>): Set<string> {
  const excluded = new Set<string>();
  if (!editor.selection) return excluded;
  for (const [node] of Node.levels(editor, editor.selection.anchor.path)) {
    if (!SlateElement.isElement(node)) continue;
    for (const kind of structures.get(node.type)?.excludesDescendants ?? []) excluded.add(kind);
  }
  return excluded;
}
