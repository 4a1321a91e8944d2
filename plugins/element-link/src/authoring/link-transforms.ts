import { Editor, Element as SlateElement, Node, Path, Range, Transforms } from 'slate';
import { LINK_KIND } from '../common/link-kinds.js';

/** @public */
export function isLink(node: Node): node is SlateElement {
  return SlateElement.isElement(node) && node.type === LINK_KIND;
}

/** The link holding the range, if the range lies inside one. @public */
export function linkAt(editor: Editor, at: Range | null): [SlateElement, Path] | undefined {
  if (!at) return undefined;
  return Editor.above(editor, { at, match: isLink });
}

/** What a link points at and, when it is inserted at a cursor, the text it shows. @public */
export interface LinkTarget {
  readonly href: string;
  readonly linkType: 'page' | 'url' | 'media_library';
  readonly text: string;
}

/**
 * Makes a link of `selection`: an existing link there gets the new address; selected text
 * is wrapped in a new link (links inside it are taken out first, links do not nest); at a
 * cursor the link is inserted with `target.text` and the cursor goes after it.
 * @public
 */
export function applyLink(editor: Editor, selection: Range, target: LinkTarget, createId: () => string): void {
  Transforms.select(editor, selection);
  const existing = linkAt(editor, selection);
  if (existing) {
    Transforms.setNodes(editor, { href: target.href, linkType: target.linkType }, { at: existing[1] });
    return;
  }
  const link = { type: LINK_KIND, id: createId(), href: target.href, linkType: target.linkType };
  if (Range.isCollapsed(selection)) {
    Transforms.insertNodes(editor, { ...link, children: [{ text: target.text }] });
    const inserted = Editor.above(editor, { match: isLink });
    if (inserted) Transforms.select(editor, Editor.start(editor, Path.next(inserted[1])));
    return;
  }
  Editor.withoutNormalizing(editor, () => {
    Transforms.unwrapNodes(editor, { match: isLink, split: true });
    Transforms.wrapNodes(editor, { ...link, children: [] }, { split: true });
    // A selection over several blocks gets one link per block; each needs its own id.
    const wrapped = Array.from(Editor.nodes(editor, { at: [], match: (n) => isLink(n) && n.id === link.id }));
    for (const [, path] of wrapped.slice(1)) Transforms.setNodes(editor, { id: createId() }, { at: path });
  });
  Transforms.collapse(editor, { edge: 'end' });
}

/** Takes the link around the range away, keeping its text. @public */
export function removeLink(editor: Editor, selection: Range): void {
  const existing = linkAt(editor, selection);
  if (existing) Transforms.unwrapNodes(editor, { at: existing[1] });
}
