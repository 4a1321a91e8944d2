import { Editor, Transforms, type Descendant, type Element, type Path } from 'slate';
import { withReact } from 'slate-react';
import { render } from '@testing-library/react';
import type { EditorServices } from '@quire/plugin-sdk/authoring';
import { TestEditorView, createTestEditor, type TestPlugin } from '@quire/plugin-sdk/testing';
import { textPlugin } from '@quire/plugin-element-text';
import { textAuthoring } from '@quire/plugin-element-text/authoring';
import { imagePlugin } from '../../index.js';
import { imageAuthoring } from '../index.js';

/** The plugins an image test loads, in the host's order. */
export const IMAGE_TEST_PLUGINS: readonly TestPlugin[] = [
  { manifest: textPlugin, authoring: textAuthoring },
  { manifest: imagePlugin, authoring: imageAuthoring },
];

export const p = (id: string, ...children: Descendant[]): Element => ({ type: 'p', id, children: children.length > 0 ? children : [{ text: '' }] });
export const img = (id: string, fields: Record<string, unknown> = {}): Element => ({ type: 'img', id, ...fields, children: [{ text: '' }] });
export const imgInline = (id: string, fields: Record<string, unknown> = {}): Element => ({ type: 'img_inline', id, ...fields, children: [{ text: '' }] });

/** Before, the image, after. */
export function documentWith(image: Element): Descendant[] {
  return [p('before', { text: 'Before' }), image, p('after', { text: 'After' })];
}

/** A headless editor holding `value` with the selection on the node at `at`. */
export function imageEditor(value: Descendant[], at: Path, services: Partial<EditorServices> = {}): Editor {
  const editor = createTestEditor(IMAGE_TEST_PLUGINS, value, services);
  Transforms.select(editor, Editor.start(editor, at));
  return editor;
}

/**
 * The editor drawn as the block editor draws it, with the services around it; the
 * selection is on the node at `at` when given.
 */
export function renderImageEditor(value: Descendant[], at: Path | undefined, services: Partial<EditorServices> = {}): Editor {
  const editor = withReact(createTestEditor(IMAGE_TEST_PLUGINS, value, services));
  if (at) Transforms.select(editor, Editor.start(editor, at));
  render(<TestEditorView editor={editor} plugins={IMAGE_TEST_PLUGINS} />);
  return editor;
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
