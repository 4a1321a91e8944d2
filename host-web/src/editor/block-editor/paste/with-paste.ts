import type { Editor } from 'slate';
import type { EditorServices } from '@quire/plugin-sdk/authoring';
import type { EditorPlugins } from '../gather-editor-plugins.js';
import { normalizeWithCore } from '../normalize-with-core.js';
import { insertPastedBlocks } from './insert-pasted-blocks.js';
import { linesToTextBlocks, pastedHtmlToBlocks, pastedTextLines } from './pasted-html-to-blocks.js';

/**
 * Teaches the editor to paste (spec authoring §2): a Slate fragment copied inside the
 * editor pastes as itself; HTML is converted by the plugins' paste rules; several lines
 * of plain text become default text blocks (paragraphs), or are typed in as they are when
 * no plugin gives one. Core's normaliser then tidies the result within the same undo step.
 *
 * Plugins that want a say first (a YouTube link becoming a youtube block) override
 * `insertData` in their `extendEditor`, which wraps this one.
 */
export function withPaste(editor: Editor, plugins: EditorPlugins, services: EditorServices): Editor {
  const { insertData } = editor;
  editor.insertData = (data) => {
    if (editor.insertFragmentData(data)) return;
    const html = data.getData('text/html');
    const lines = pastedTextLines(data.getData('text/plain'));
    const textBlock = plugins.host.elements.defaultTextBlock();
    let blocks;
    if (html) blocks = pastedHtmlToBlocks(html, plugins, services.createId);
    else if (lines.length > 1 && textBlock !== undefined) blocks = linesToTextBlocks(lines, textBlock, services.createId);
    if (!blocks) {
      // One line is typed in at the cursor, keeping the marks there.
      if (lines[0] !== '') editor.insertText(lines[0]);
      else insertData(data);
      return;
    }
    insertPastedBlocks(editor, blocks, plugins.structures, services.createId);
    normalizeWithCore(editor, plugins.normalizer, services.createId);
  };
  return editor;
}
