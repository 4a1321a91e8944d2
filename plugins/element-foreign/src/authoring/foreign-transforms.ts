import { Editor, Element as SlateElement, Path, Range, Transforms, type Node } from 'slate';
import { createForeign } from '../common/create-foreign.js';
import { FOREIGN_KIND } from '../common/foreign-kinds.js';

/** @public */
export function isForeign(node: Node): node is SlateElement {
  return SlateElement.isElement(node) && node.type === FOREIGN_KIND;
}

/** The foreign text holding the range, if the range lies inside one. @public */
export function foreignAt(editor: Editor, at: Range | null): [SlateElement, Path] | undefined {
  if (!at) return undefined;
  return Editor.above(editor, { at, match: isForeign });
}

/**
 * Marks `selection` as text in `lang` ('' for the project's default language): foreign
 * text there gets the new language; selected text is wrapped (foreign text inside it is
 * taken out first, since it does not nest), one element per block with an id each; at a
 * cursor, `text` is put in as foreign text and the cursor goes after it.
 * @public
 */
export function applyForeign(editor: Editor, selection: Range, lang: string, text: string, createId: () => string): void {
  Transforms.select(editor, selection);
  const existing = foreignAt(editor, selection);
  if (existing) {
    Transforms.setNodes(editor, { lang }, { at: existing[1] });
    return;
  }
  if (Range.isCollapsed(selection)) {
    if (text === '') return;
    const inserted = createForeign(lang, text, createId);
    Transforms.insertNodes(editor, inserted);
    const [entry] = Editor.nodes(editor, { at: [], match: (n) => isForeign(n) && n.id === inserted.id });
    if (entry) Transforms.select(editor, Editor.start(editor, Path.next(entry[1])));
    return;
  }
  const id = createId();
  Editor.withoutNormalizing(editor, () => {
    Transforms.unwrapNodes(editor, { match: isForeign, split: true });
    Transforms.wrapNodes(editor, { type: FOREIGN_KIND, id, lang, children: [] }, { split: true });
    const wrapped = Array.from(Editor.nodes(editor, { at: [], match: (n) => isForeign(n) && n.id === id }));
    for (const [, path] of wrapped.slice(1)) Transforms.setNodes(editor, { id: createId() }, { at: path });
  });
  Transforms.collapse(editor, { edge: 'end' });
}

/** Takes the foreign text around the range away, keeping its text. @public */
export function removeForeign(editor: Editor, selection: Range): void {
  const existing = foreignAt(editor, selection);
  if (existing) Transforms.unwrapNodes(editor, { at: existing[1] });
}
