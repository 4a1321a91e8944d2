import { Editor, Transforms, type Descendant, type Element } from 'slate';
import { createTestEditor, type TestPlugin } from '@quire/plugin-sdk/testing';
import { textPlugin } from '@quire/plugin-element-text';
import { textAuthoring } from '@quire/plugin-element-text/authoring';
import { tablePlugin } from '../../index.js';
import { tableAuthoring } from '../index.js';

/** The plugins a table test loads, in the host's order. */
export const TABLE_TEST_PLUGINS: readonly TestPlugin[] = [
  { manifest: textPlugin, authoring: textAuthoring },
  { manifest: tablePlugin, authoring: tableAuthoring },
];

export const p = (id: string, text = ''): Element => ({ type: 'p', id, children: [{ text }] });
export const td = (id: string, text = '', fields: Record<string, unknown> = {}): Element => ({ type: 'td', id, ...fields, children: [{ text }] });
export const tr = (id: string, ...cells: Element[]): Element => ({ type: 'tr', id, children: cells });
export const table = (id: string, ...rows: Element[]): Element => ({ type: 'table', id, children: rows });

/** Before, a 2 × 2 table of A B / C D, after. */
export function documentWithTable(): Descendant[] {
  return [p('before', 'Before'), table('t', tr('r1', td('a', 'A'), td('b', 'B')), tr('r2', td('c', 'C'), td('d', 'D'))), p('after', 'After')];
}

/** An editor holding `value`, the cursor at the end of the node at `at`. */
export function tableEditor(value: Descendant[], at: number[]): Editor {
  const editor = createTestEditor(TABLE_TEST_PLUGINS, value);
  Transforms.select(editor, Editor.end(editor, at));
  return editor;
}
