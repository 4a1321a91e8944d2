import { render } from '@testing-library/react';
import { Transforms } from 'slate';
import { withReact } from 'slate-react';
import type { Descendant, Editor, Element } from 'slate';
import type { EditorServices, PageLinkTarget } from '@quire/plugin-sdk/authoring';
import { TestEditorView, createTestEditor, type TestPlugin } from '@quire/plugin-sdk/testing';
import { textPlugin } from '@quire/plugin-element-text';
import { textAuthoring } from '@quire/plugin-element-text/authoring';
import { pageLinkPlugin } from '../../index.js';
import { pageLinkAuthoring } from '../index.js';

/** The plugins a page-link test loads, in the host's order. */
export const PAGE_LINK_TEST_PLUGINS: readonly TestPlugin[] = [
  { manifest: textPlugin, authoring: textAuthoring },
  { manifest: pageLinkPlugin, authoring: pageLinkAuthoring },
];

/** The project's pages in these tests. */
export const PROJECT_PAGES: readonly PageLinkTarget[] = [
  { id: 11, title: 'Cells', slug: 'cells' },
  { id: 12, title: 'Tissues', slug: 'tissues' },
];

export const p = (id: string, text = ''): Element => ({ type: 'p', id, children: [{ text }] });
export const pageLink = (fields: Record<string, unknown> = {}): Element => ({ type: 'page_link', id: 'link', ...fields, children: [{ text: '' }] }) as Element;

/** How a test draws the editor. */
export interface PageLinkEditorOptions {
  /** The editor's services (the project's pages from `loadPages`: PROJECT_PAGES unless given). */
  readonly services?: Partial<EditorServices>;
  /** Puts the caret on the page link first, as the insert command leaves it. */
  readonly caretOnLink?: boolean;
  /** Gets the keydowns that reach the editor around the views. */
  readonly onEditorKeyDown?: () => void;
}

/**
 * Page links (one or several) between two paragraphs, drawn as the block editor draws them;
 * `stored()` is the first page link as the document holds it now (undefined once it is gone).
 */
export function renderPageLinkEditor(links: Element | readonly Element[], options: PageLinkEditorOptions = {}): { editor: Editor; stored: () => Element | undefined } {
  const value: Descendant[] = [p('before', 'Before'), ...(Array.isArray(links) ? links : [links]), p('after', 'After')];
  const editor = withReact(createTestEditor(PAGE_LINK_TEST_PLUGINS, value, { loadPages: async () => PROJECT_PAGES, ...options.services }));
  if (options.caretOnLink) Transforms.select(editor, [1, 0]);
  render(
    <div onKeyDown={options.onEditorKeyDown}>
      <TestEditorView editor={editor} plugins={PAGE_LINK_TEST_PLUGINS} />
    </div>,
  );
  return { editor, stored: () => (editor.children as Element[]).find((node) => node.type === 'page_link') };
}
