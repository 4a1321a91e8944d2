import { Editor, Element as SlateElement, Node, Path, Range, Transforms } from 'slate';
import { selectedTextBlock, type EditorServices } from '@quire/plugin-sdk/authoring';
import { BLOCKQUOTE_KIND, HEADING_KINDS, PARAGRAPH_KIND } from '../common/text-kinds.js';

const HEADINGS: ReadonlySet<string> = new Set(HEADING_KINDS);

/**
 * Enter in text blocks (spec authoring §2): at the end of a heading it starts a paragraph,
 * not another heading; in an empty paragraph of a quote it leaves the quote. A block split
 * by Enter gets an id of its own, since Slate copies the split node's fields.
 * @public
 */
export function withTextBlockBreaks(editor: Editor, services: EditorServices): Editor {
  const { insertBreak } = editor;
  editor.insertBreak = () => {
    if (leaveQuote(editor, services.createId) || continueAfterHeading(editor, services.createId)) return;
    insertBreak();
    giveSplitBlockItsOwnId(editor, services.createId);
  };
  return editor;
}

function collapsedTextBlock(editor: Editor): [SlateElement, Path] | undefined {
  if (!editor.selection || !Range.isCollapsed(editor.selection)) return undefined;
  return selectedTextBlock(editor);
}

function continueAfterHeading(editor: Editor, createId: () => string): boolean {
  const entry = collapsedTextBlock(editor);
  if (!entry || !HEADINGS.has(entry[0].type) || !Editor.isEnd(editor, editor.selection!.anchor, entry[1])) return false;
  Transforms.insertNodes(editor, { type: PARAGRAPH_KIND, id: createId(), children: [{ text: '' }] }, { at: Path.next(entry[1]), select: true });
  return true;
}

function leaveQuote(editor: Editor, createId: () => string): boolean {
  const entry = collapsedTextBlock(editor);
  if (!entry) return false;
  const [block, path] = entry;
  if (block.type !== PARAGRAPH_KIND || Node.string(block) !== '' || path.length < 2) return false;
  const quotePath = Path.parent(path);
  const quote = Node.get(editor, quotePath);
  if (!SlateElement.isElement(quote) || quote.type !== BLOCKQUOTE_KIND) return false;
  const index = path[path.length - 1];
  const count = quote.children.length;
  Editor.withoutNormalizing(editor, () => {
    if (count === 1) {
      Transforms.moveNodes(editor, { at: path, to: Path.next(quotePath) });
      Transforms.removeNodes(editor, { at: quotePath });
    } else if (index === 0) {
      Transforms.moveNodes(editor, { at: path, to: quotePath });
    } else {
      if (index < count - 1) {
        // The paragraphs after the empty one stay quoted, in a quote of their own.
        Transforms.splitNodes(editor, { at: Path.next(path) });
        Transforms.setNodes(editor, { id: createId() }, { at: Path.next(quotePath) });
      }
      Transforms.moveNodes(editor, { at: path, to: Path.next(quotePath) });
    }
  });
  return true;
}

function giveSplitBlockItsOwnId(editor: Editor, createId: () => string): void {
  const entry = selectedTextBlock(editor);
  if (!entry || !Path.hasPrevious(entry[1])) return;
  const previous = Node.get(editor, Path.previous(entry[1]));
  if (SlateElement.isElement(previous) && previous.id !== undefined && previous.id === entry[0].id) {
    Transforms.setNodes(editor, { id: createId() }, { at: entry[1] });
  }
}
