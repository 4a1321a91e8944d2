import { Editor, createEditor } from 'slate';
import { withHistory } from 'slate-history';
import { withReact } from 'slate-react';
import type { EditorServices } from '@quire/plugin-sdk/authoring';
import { withPluginElements, withQuireCommands } from '@quire/plugin-sdk/host-authoring';
import type { EditorPlugins } from './gather-editor-plugins.js';
import { withPaste } from './paste/with-paste.js';
import { withLockedPlaceholders } from './with-locked-placeholders.js';

/**
 * Top-level blocks per rendering chunk: large pages render and update chunk by chunk, and
 * off-screen chunks skip layout and paint. Small chunks keep what the browser redoes per
 * keystroke (the text and layout of the chunks on screen) small: at 20, typing on a
 * 2,000-block page costs about half what it costs at 100 (`npm run bench -- editor-keystroke`).
 */
export const CHUNK_SIZE = 20;

/**
 * A Slate editor taught by the loaded plugins: base commands, history, React, the
 * plugins' inline/void kinds and Markdown shortcuts, elements it has no view for as locked
 * placeholders, pasting through the plugins' paste rules, then each plugin's own overrides
 * in plugin-list order (so a plugin can look at pasted data before the editor does).
 */
export function buildEditor(plugins: EditorPlugins, services: EditorServices): Editor {
  let editor = withPaste(
    withLockedPlaceholders(
      withPluginElements(withQuireCommands(withHistory(withReact(createEditor()))), plugins.elements, plugins.parts, services.createId),
      (kind) => plugins.elementViews.get(kind) !== undefined,
    ),
    plugins,
    services,
  );
  for (const { part } of plugins.parts) if (part.extendEditor) editor = part.extendEditor(editor, services);
  editor.getChunkSize = (node) => (Editor.isEditor(node) ? CHUNK_SIZE : null);
  return editor;
}
