import { render } from '@testing-library/react';
import { withReact } from 'slate-react';
import type { Descendant, Editor, Element } from 'slate';
import type { EditorServices } from '@quire/plugin-sdk/authoring';
import { TestEditorView, createTestEditor, type TestPlugin } from '@quire/plugin-sdk/testing';
import { textPlugin } from '@quire/plugin-element-text';
import { textAuthoring } from '@quire/plugin-element-text/authoring';
import { conjugationPlugin } from '../../index.js';
import { conjugationAuthoring } from '../index.js';

/** The plugins a conjugation test loads, in the host's order. */
export const CONJUGATION_TEST_PLUGINS: readonly TestPlugin[] = [
  { manifest: textPlugin, authoring: textAuthoring },
  { manifest: conjugationPlugin, authoring: conjugationAuthoring },
];

export const p = (id: string, text = ''): Element => ({ type: 'p', id, children: [{ text }] });
export const tc = (id: string, pronouns: string, text: string, fields: Record<string, unknown> = {}): Element =>
  ({ type: 'tc', id, ...(pronouns ? { pronouns } : {}), ...fields, children: [{ text }] }) as Element;
export const tr = (id: string, ...cells: Element[]): Element => ({ type: 'tr', id, children: cells });
export const conjugation = (fields: Record<string, unknown>, ...rows: Element[]): Element =>
  ({ type: 'conjugation', id: 'c', ...fields, table: { type: 'table', id: 't', children: rows }, children: [{ text: '' }] }) as Element;

/** 'hablar' in the present: three persons, singular and plural, the first with recordings. */
export function hablar(): Element {
  return conjugation(
    { title: 'Present tense', verb: 'hablar', pronunciation: { type: 'pronunciation', id: 'pr', src: '/media/hablar.mp3', contenttype: 'audio/mpeg', children: [p('prp', 'ah-BLAR')] } },
    tr('r1', tc('c11', 'yo', 'hablo', { audioSrc: '/media/hablo.mp3', audioType: 'audio/mpeg' }), tc('c12', 'nosotros', 'hablamos')),
    tr('r2', tc('c21', 'tú', 'hablas'), tc('c22', 'vosotros', 'habláis')),
    tr('r3', tc('c31', 'él / ella', 'habla'), tc('c32', 'ellos', 'hablan')),
  );
}

/**
 * A conjugation between two paragraphs, drawn as the block editor draws it; `stored()` is
 * the conjugation as the document holds it now.
 */
export function renderConjugationEditor(element: Element, services: Partial<EditorServices> = {}): { editor: Editor; stored: () => Element } {
  const value: Descendant[] = [p('before', 'Before'), element, p('after', 'After')];
  const editor = withReact(createTestEditor(CONJUGATION_TEST_PLUGINS, value, services));
  render(<TestEditorView editor={editor} plugins={CONJUGATION_TEST_PLUGINS} />);
  return { editor, stored: () => editor.children[1] as Element };
}
