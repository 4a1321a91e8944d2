import { render } from '@testing-library/react';
import { vi } from 'vitest';
import type { Editor, Element } from 'slate';
import { withReact } from 'slate-react';
import type { EditorServices } from '@quire/plugin-sdk/authoring';
import { TestEditorView, createTestEditor, type TestPlugin } from '@quire/plugin-sdk/testing';
import { textPlugin } from '@quire/plugin-element-text';
import { videoPlugin } from '../../index.js';
import { videoAuthoring } from '../index.js';

/** The plugins a video test loads, in the host's order. */
export const VIDEO_TEST_PLUGINS: readonly TestPlugin[] = [{ manifest: textPlugin }, { manifest: videoPlugin, authoring: videoAuthoring }];

export const paragraph = (id: string, text: string): Element => ({ type: 'p', id, children: [{ text }] });
export const video = (fields: Record<string, unknown> = {}): Element => ({ type: 'video', id: 'v1', children: [{ text: '' }], ...fields }) as Element;

/** A rich editor holding a paragraph, the video and a paragraph, with the block editor's services. */
export function renderVideoInEditor(
  element: Element,
  pickMedia: EditorServices['pickMedia'] = vi.fn(async () => undefined),
): { editor: Editor; pickMedia: EditorServices['pickMedia']; storedVideo: () => Element } {
  const editor = withReact(createTestEditor(VIDEO_TEST_PLUGINS, [paragraph('a', 'Before'), element, paragraph('b', 'After')], { pickMedia }));
  render(<TestEditorView editor={editor} plugins={VIDEO_TEST_PLUGINS} />);
  return { editor, pickMedia, storedVideo: () => editor.children[1] as Element };
}
