import { Editor, Element as SlateElement, Transforms, type Range } from 'slate';
import type { Editor as SlateEditor } from 'slate';
import { CITE_KIND } from '../common/cite-kinds.js';
import type { CiteElement } from '../common/cite-schema.js';

/** A citation of an entry, to insert. @public */
export function createCite(bibref: string | number, createId: () => string): CiteElement {
  return { type: CITE_KIND, id: createId(), bibref, children: [{ text: '' }] };
}

const isCite = (node: unknown): node is CiteElement => SlateElement.isElement(node) && node.type === CITE_KIND;

/** The citation at a selection (on it, or inside it), if any. @public */
export function citeAt(editor: SlateEditor, selection: Range | null): CiteElement | undefined {
  if (!selection) return undefined;
  const entry = Editor.above(editor, { at: selection, match: isCite, voids: true });
  return entry?.[0];
}

/**
 * Cites an entry at the selection: the citation there now names it, or a new one goes in
 * (at the end of the document when the editor has no selection), the caret after it.
 * @public
 */
export function citeAtSelection(editor: SlateEditor, selection: Range | null, bibref: string | number, createId: () => string): void {
  const entry = selection ? Editor.above(editor, { at: selection, match: isCite, voids: true }) : undefined;
  if (entry) {
    Transforms.setNodes(editor, { bibref } as Partial<SlateElement>, { at: entry[1] });
    return;
  }
  const at = selection ?? Editor.end(editor, []);
  Transforms.select(editor, at);
  Transforms.insertNodes(editor, createCite(bibref, createId));
  Transforms.move(editor);
}
