import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { withReact } from 'slate-react';
import type { Descendant, Editor, Element } from 'slate';
import type { EditorServices } from '@quire/plugin-sdk/authoring';
import { PlainRichTextField, TestEditorView, createTestEditor, type TestPlugin } from '@quire/plugin-sdk/testing';
import { textPlugin } from '@quire/plugin-element-text';
import { textAuthoring } from '@quire/plugin-element-text/authoring';
import { dialogPlugin } from '../../index.js';
import { dialogAuthoring } from '../index.js';

/** The plugins a dialog test loads, in the host's order. */
export const DIALOG_TEST_PLUGINS: readonly TestPlugin[] = [
  { manifest: textPlugin, authoring: textAuthoring },
  { manifest: dialogPlugin, authoring: dialogAuthoring },
];

export const p = (id: string, text = ''): Element => ({ type: 'p', id, children: [{ text }] });
export const line = (id: string, speaker: string | undefined, text: string): Element =>
  ({ type: 'dialog_line', id, ...(speaker === undefined ? {} : { speaker }), children: [p(`${id}p`, text)] }) as Element;
export const dialog = (fields: Record<string, unknown> = {}): Element => ({ type: 'dialog', id: 'd', ...fields, children: [{ text: '' }] }) as Element;
export const ana = { id: 'ana', name: 'Ana' };
export const luis = { id: 'luis', name: 'Luis' };

/** The dialog as the document holds it now. */
export interface StoredDialog {
  readonly title?: string;
  readonly speakers?: { id: string; name: string; image?: string }[];
  readonly lines?: { id: string; speaker?: string; children: Descendant[] }[];
}

/**
 * A dialog between two paragraphs, drawn as the block editor draws it, with the test kit's
 * plain rich-text field standing in for the host's (unless `services` says otherwise), inside
 * `around` when given; `stored()` is the dialog as the document holds it now.
 */
export function renderDialogEditor(
  element: Element,
  services: Partial<EditorServices> = {},
  around: (view: ReactNode) => ReactNode = (view) => view,
): { editor: Editor; stored: () => StoredDialog } {
  const value: Descendant[] = [p('before', 'Before'), element, p('after', 'After')];
  const editor = withReact(createTestEditor(DIALOG_TEST_PLUGINS, value, { RichTextField: PlainRichTextField, ...services }));
  render(around(<TestEditorView editor={editor} plugins={DIALOG_TEST_PLUGINS} />));
  return { editor, stored: () => editor.children[1] as unknown as StoredDialog };
}

/** A media picker that answers with `url` (or cancels), recording what it was asked. */
export function fakePicker(url: string | undefined) {
  const requests: unknown[] = [];
  const pickMedia: EditorServices['pickMedia'] = async (request) => {
    requests.push(request);
    return url === undefined ? undefined : { url, source: 'media_library', mimeType: 'image/png' };
  };
  return { pickMedia, requests };
}
