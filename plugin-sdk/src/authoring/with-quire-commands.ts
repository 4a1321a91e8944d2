import { Editor, Element as SlateElement, Transforms } from 'slate';

/**
 * Gives an editor the base Quire commands (see `QuireEditorCommands`); plugins override
 * them in `extendEditor`.
 * @public
 */
export function withQuireCommands<E extends Editor>(editor: E): E {
  editor.setTextBlockType = (kind, fields) => {
    Transforms.setNodes(editor, { type: kind, ...fields } as Partial<SlateElement>, {
      match: (n) => SlateElement.isElement(n) && Editor.isBlock(editor, n) && Editor.hasInlines(editor, n),
    });
  };
  return editor;
}

/** The innermost text block (a block holding text and inlines) under the selection. @public */
export function selectedTextBlock(editor: Editor): [SlateElement, number[]] | undefined {
  if (!editor.selection) return undefined;
  const entry = Editor.above<SlateElement>(editor, {
    match: (n) => SlateElement.isElement(n) && Editor.isBlock(editor, n) && Editor.hasInlines(editor, n),
  });
  return entry ? [entry[0], entry[1]] : undefined;
}
