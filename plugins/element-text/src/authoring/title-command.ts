import { Editor, Element as SlateElement } from 'slate';
import type { ToolbarCommand } from '@quire/plugin-sdk/authoring';
import { HEADING_KINDS, PARAGRAPH_KIND } from '../common/text-kinds.js';

// paragraph → h1 → h2 → paragraph (spec authoring §2); h3…h6 go back to a paragraph.
const NEXT_TITLE_KIND: Readonly<Record<string, string>> = { p: 'h1', h1: 'h2', h2: PARAGRAPH_KIND };
const RETITLED_KINDS: ReadonlySet<string> = new Set([PARAGRAPH_KIND, ...HEADING_KINDS]);

/** The kind the 'Title' button turns a text block of `kind` into. @public */
export function nextTitleKind(kind: string): string {
  return NEXT_TITLE_KIND[kind] ?? PARAGRAPH_KIND;
}

// The first text block of the selection, so a selection over several blocks still has a kind.
function firstSelectedTextBlock(editor: Editor): SlateElement | undefined {
  if (!editor.selection) return undefined;
  const [first] = Editor.nodes<SlateElement>(editor, {
    match: (n) => SlateElement.isElement(n) && Editor.isBlock(editor, n) && Editor.hasInlines(editor, n),
    mode: 'lowest',
  });
  return first?.[0];
}

/** The 'Title' toolbar button: cycles the current text block through paragraph, h1 and h2. @public */
export const titleCommand: ToolbarCommand = {
  id: 'title',
  label: 'Title',
  placement: 'primary',
  icon: 'T',
  isActive: (editor) => {
    const kind = firstSelectedTextBlock(editor)?.type;
    return kind === 'h1' || kind === 'h2';
  },
  isEnabled: (editor) => RETITLED_KINDS.has(firstSelectedTextBlock(editor)?.type ?? ''),
  run: (editor) => {
    const block = firstSelectedTextBlock(editor);
    if (block && RETITLED_KINDS.has(block.type)) editor.setTextBlockType(nextTitleKind(block.type));
  },
};
