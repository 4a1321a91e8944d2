import { render } from '@testing-library/react';
import type { Descendant, Editor, Element } from 'slate';
import { withReact } from 'slate-react';
import { TestEditorView, createTestEditor } from '@quire/plugin-sdk/testing';
import { LIST_TEST_PLUGINS, p } from './list-test-plugins.js';

export const dt = (id: string, text = ''): Element => ({ type: 'dt', id, children: [{ text }] });
export const dd = (id: string, text = ''): Element => ({ type: 'dd', id, children: [{ text }] });
export const dl = (id: string, items: Element[], fields: Record<string, unknown> = {}): Element => ({ type: 'dl', id, ...fields, children: items }) as Element;

/**
 * A description list between two paragraphs, drawn as the block editor draws it;
 * `stored()` is the list as the document holds it now. `onEditorKeyDown` gets the keydowns
 * that reach the editor around the views.
 */
export function renderDescriptionListEditor(list: Element, options: { onEditorKeyDown?: () => void } = {}): { editor: Editor; stored: () => Element } {
  const value: Descendant[] = [p('before', 'Before'), list, p('after', 'After')];
  const editor = withReact(createTestEditor(LIST_TEST_PLUGINS, value));
  render(
    <div onKeyDown={options.onEditorKeyDown}>
      <TestEditorView editor={editor} plugins={LIST_TEST_PLUGINS} />
    </div>,
  );
  return { editor, stored: () => editor.children[1] as Element };
}
