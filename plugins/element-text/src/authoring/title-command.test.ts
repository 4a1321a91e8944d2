import { describe, expect, it } from 'vitest';
import { Editor, Transforms, type Descendant } from 'slate';
import { createTestEditor, testEditorServices } from '@quire/plugin-sdk/testing';
import { textPlugin } from '../index.js';
import { textAuthoring } from './index.js';

const title = textAuthoring.toolbarCommands!.find((c) => c.label === 'Title')!;

function editorWith(value: Descendant[], at: number[]): Editor {
  const editor = createTestEditor([{ manifest: textPlugin, authoring: textAuthoring }], value);
  Transforms.select(editor, Editor.end(editor, at));
  return editor;
}

function pressTitle(editor: Editor): void {
  title.run!(editor, testEditorServices(editor));
}

describe("the 'Title' toolbar button", () => {
  it('sits beside Bold and Italic with a T on it', () => {
    expect(title).toMatchObject({ id: 'title', label: 'Title', placement: 'primary', icon: 'T' });
  });

  it('cycles a paragraph through heading 1 and heading 2 back to a paragraph, keeping its text and id', () => {
    const editor = editorWith([{ type: 'p', id: 'a', children: [{ text: 'Intro' }] }], [0]);
    const kinds: string[] = [];
    for (let i = 0; i < 3; i++) {
      pressTitle(editor);
      kinds.push((editor.children[0] as { type: string }).type);
    }
    expect(kinds).toEqual(['h1', 'h2', 'p']);
    expect(editor.children).toEqual([{ type: 'p', id: 'a', children: [{ text: 'Intro' }] }]);
  });

  it('turns a smaller heading back into a paragraph', () => {
    const editor = editorWith([{ type: 'h4', id: 'a', children: [{ text: 'Aside' }] }], [0]);
    pressTitle(editor);
    expect(editor.children[0]).toMatchObject({ type: 'p', id: 'a' });
  });

  it('shows as pressed on a title and not on a paragraph', () => {
    const editor = editorWith(
      [
        { type: 'h2', id: 'a', children: [{ text: 'Title' }] },
        { type: 'p', id: 'b', children: [{ text: 'Body' }] },
      ],
      [0],
    );
    expect(title.isActive!(editor)).toBe(true);
    Transforms.select(editor, Editor.end(editor, [1]));
    expect(title.isActive!(editor)).toBe(false);
  });

  it('is disabled without a selection', () => {
    const editor = createTestEditor([{ manifest: textPlugin, authoring: textAuthoring }], [{ type: 'p', id: 'a', children: [{ text: '' }] }]);
    expect(title.isEnabled!(editor)).toBe(false);
  });
});
