import { Editor, Element as SlateElement, Node, Range, Transforms, type Descendant, type NodeEntry, type Path } from 'slate';
import type { EditorServices } from '@quire/plugin-sdk/authoring';
import { POPUP_KIND } from '../common/popup-kinds.js';
import type { PopupTrigger } from '../common/popup-triggers.js';

/** What the popup content editor stores on a popup; an `undefined` field is removed. @public */
export type PopupFieldValues = {
  readonly trigger: PopupTrigger;
  readonly content: Descendant[];
  readonly audioSrc: string | undefined;
  readonly audioType: string | undefined;
};

/** A new popup's own fields, without children. */
type PopupWithoutChildren = { readonly type: string; readonly id?: string; readonly [field: string]: unknown };

/** @public */
export function isPopup(node: unknown): node is SlateElement {
  return SlateElement.isElement(node) && node.type === POPUP_KIND;
}

/** The popup holding the range, if the range lies inside one. @public */
export function popupAt(editor: Editor, at: Range | null): NodeEntry<SlateElement> | undefined {
  if (!at) return undefined;
  return Editor.above(editor, { at, match: isPopup });
}

/**
 * Makes the selected text the anchor of `popup` (fields, no children): popups inside the
 * selection are taken out first, popups do not nest. A selection over several blocks gets
 * one popup per block, each with its own id.
 */
function wrapSelection(editor: Editor, popup: PopupWithoutChildren, createId: () => string): void {
  Editor.withoutNormalizing(editor, () => {
    Transforms.unwrapNodes(editor, { match: isPopup, split: true });
    Transforms.wrapNodes(editor, { ...popup, children: [] }, { split: true });
    const wrapped = Array.from(Editor.nodes(editor, { at: [], match: (n) => isPopup(n) && n.id === popup.id }));
    for (const [, path] of wrapped.slice(1)) Transforms.setNodes(editor, { id: createId() }, { at: path });
  });
}

/**
 * Gives `selection` a popup with these fields: a popup there gets them; selected text
 * becomes the anchor of a new popup (the cursor then goes to its end); at a cursor an empty
 * popup is put in with the cursor inside, to type its anchor text.
 * @public
 */
export function applyPopup(editor: Editor, selection: Range, fields: PopupFieldValues, createId: () => string): void {
  Transforms.select(editor, selection);
  const existing = popupAt(editor, selection);
  if (existing) {
    Transforms.setNodes(editor, fields, { at: existing[1] });
    return;
  }
  const popup = { type: POPUP_KIND, id: createId(), ...definedFields(fields) };
  if (Range.isCollapsed(selection)) {
    Transforms.insertNodes(editor, { ...popup, children: [{ text: '' }] });
    const inserted = popupAt(editor, editor.selection);
    if (inserted) Transforms.select(editor, Editor.start(editor, inserted[1]));
    return;
  }
  wrapSelection(editor, popup, createId);
  Transforms.collapse(editor, { edge: 'end' });
}

/** Takes the popup at `path` away, keeping its anchor text. @public */
export function unwrapPopup(editor: Editor, path: Path): void {
  Transforms.unwrapNodes(editor, { at: path });
}

function definedFields(fields: PopupFieldValues): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}

/** A popup as the insert menu makes it: no anchor text and no body yet. */
function isNewPopup(nodes: Node | Node[]): nodes is SlateElement {
  return !Array.isArray(nodes) && isPopup(nodes) && Node.string(nodes) === '' && nodes.content === undefined;
}

/**
 * Inserting a new popup (the insert menu's 'Popup') over selected text makes that text its
 * anchor rather than replacing it; at a cursor the popup is put in as any inline is.
 * @public
 */
export function withPopupInserts(editor: Editor, services: EditorServices): Editor {
  const { insertNodes } = editor;
  editor.insertNodes = (nodes, options) => {
    const { selection } = editor;
    if (options?.at === undefined && selection && Range.isExpanded(selection) && isNewPopup(nodes)) {
      const { children: _children, ...popup } = nodes;
      wrapSelection(editor, popup, services.createId);
      return;
    }
    insertNodes(nodes, options);
  };
  return editor;
}
