import { render } from '@testing-library/react';
import { withReact } from 'slate-react';
import type { Descendant, Editor, Element } from 'slate';
import type { EditorServices } from '@quire/plugin-sdk/authoring';
import { TestEditorView, createTestEditor, type TestPlugin } from '@quire/plugin-sdk/testing';
import { textPlugin } from '@quire/plugin-element-text';
import { textAuthoring } from '@quire/plugin-element-text/authoring';
import { definitionPlugin } from '../../index.js';
import { definitionAuthoring } from '../index.js';

/** The plugins a definition test loads, in the host's order. */
export const DEFINITION_TEST_PLUGINS: readonly TestPlugin[] = [
  { manifest: textPlugin, authoring: textAuthoring },
  { manifest: definitionPlugin, authoring: definitionAuthoring },
];

export const p = (id: string, text = ''): Element => ({ type: 'p', id, children: [{ text }] });
export const meaning = (id: string, text: string): Element => ({ type: 'meaning', id, children: [p(`${id}p`, text)] }) as unknown as Element;
export const translation = (id: string, text: string): Element => ({ type: 'translation', id, children: [p(`${id}p`, text)] }) as unknown as Element;
export const definition = (fields: Record<string, unknown> = {}): Element => ({ type: 'definition', id: 'd', ...fields, children: [{ text: '' }] }) as Element;

/**
 * A definition between two paragraphs, drawn as the block editor draws it; `stored()` is
 * the definition as the document holds it now.
 */
export function renderDefinitionEditor(element: Element, services: Partial<EditorServices> = {}): { editor: Editor; stored: () => Element } {
  const value: Descendant[] = [p('before', 'Before'), element, p('after', 'After')];
  const editor = withReact(createTestEditor(DEFINITION_TEST_PLUGINS, value, services));
  render(<TestEditorView editor={editor} plugins={DEFINITION_TEST_PLUGINS} />);
  return { editor, stored: () => editor.children[1] as Element };
}
