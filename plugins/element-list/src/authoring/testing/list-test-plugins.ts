import { Editor, Transforms, type Descendant, type Element } from 'slate';
import { createTestEditor, type TestPlugin } from '@quire/plugin-sdk/testing';
import { textPlugin } from '@quire/plugin-element-text';
import { textAuthoring } from '@quire/plugin-element-text/authoring';
import { listPlugin } from '../../index.js';
import { listAuthoring } from '../index.js';

/** The plugins a list test loads, in the host's order. */
export const LIST_TEST_PLUGINS: readonly TestPlugin[] = [
  { manifest: textPlugin, authoring: textAuthoring },
  { manifest: listPlugin, authoring: listAuthoring },
];

export const p = (id: string, text = ''): Element => ({ type: 'p', id, children: [{ text }] });
export const li = (id: string, ...children: Element[]): Element => ({ type: 'li', id, children });
export const ul = (id: string, ...items: Element[]): Element => ({ type: 'ul', id, children: items });
export const ol = (id: string, ...items: Element[]): Element => ({ type: 'ol', id, children: items });

/** An editor holding `value` with the cursor at the end of the block at `at`. */
export function listEditor(value: Descendant[], at: number[]): Editor {
  const editor = createTestEditor(LIST_TEST_PLUGINS, value);
  Transforms.select(editor, Editor.end(editor, at));
  return editor;
}
