import { render } from '@testing-library/react';
import type { Descendant, Editor, Element } from 'slate';
import { withReact } from 'slate-react';
import { TestEditorView, createTestEditor, type TestPlugin } from '@quire/plugin-sdk/testing';
import { textPlugin } from '@quire/plugin-element-text';
import { textAuthoring } from '@quire/plugin-element-text/authoring';
import { videoPlugin } from '@quire/plugin-element-video';
import { videoAuthoring } from '@quire/plugin-element-video/authoring';
import { commandButtonPlugin } from '../../index.js';
import { commandButtonAuthoring } from '../index.js';

/** The plugins a command button test loads, in the host's order: paragraphs, a command target (the video) and the button. */
export const COMMAND_BUTTON_TEST_PLUGINS: readonly TestPlugin[] = [
  { manifest: textPlugin, authoring: textAuthoring },
  { manifest: videoPlugin, authoring: videoAuthoring },
  { manifest: commandButtonPlugin, authoring: commandButtonAuthoring },
];

export const paragraph = (id: string, ...children: Descendant[]): Element => ({ type: 'p', id, children: children.length > 0 ? children : [{ text: '' }] });
export const commandButton = (fields: Record<string, unknown> = {}, text = 'Watch the split'): Element =>
  ({ type: 'command_button', id: 'b1', style: 'button', children: [{ text }], ...fields }) as Element;
export const video = (id: string, alt: string): Element =>
  ({ type: 'video', id, alt, src: [{ url: `/media/p/${id}.mp4`, contenttype: 'video/mp4' }], children: [{ text: '' }] }) as Element;

/**
 * A rich editor holding `content`, drawn with the plugins' views; `prepare` runs before it is
 * drawn (to place the caret). `button()` is the stored command button.
 */
export function renderInEditor(content: Element[], prepare?: (editor: Editor) => void): { editor: Editor; button: () => Element } {
  const editor = withReact(createTestEditor(COMMAND_BUTTON_TEST_PLUGINS, content));
  prepare?.(editor);
  render(<TestEditorView editor={editor} plugins={COMMAND_BUTTON_TEST_PLUGINS} />);
  const button = () => {
    for (const block of editor.children as Element[]) {
      const found = block.children.find((child): child is Element => 'type' in child && child.type === 'command_button');
      if (found) return found;
    }
    throw new Error('No command button in the document');
  };
  return { editor, button };
}
