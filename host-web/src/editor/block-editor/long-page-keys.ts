import isHotkey from 'is-hotkey';
import { flushSync } from 'react-dom';
import { Editor, Transforms } from 'slate';
import { IS_APPLE } from './editor-hotkeys.js';
import { revealChunkAtCaret, type ChunkScheduler } from './progressive-chunks.js';
import { takeSelectionFromDom } from './selection-from-dom.js';

/** Select all and find in page: the browser acts on the text in the DOM. */
const needsWholePage = isHotkey(['mod+a', 'mod+f']);
/** The keys that move the caret to the page's end or start; with Shift, they extend the selection there. */
const toPageEnd = isHotkey(IS_APPLE ? ['cmd+down', 'cmd+shift+down'] : ['ctrl+end', 'ctrl+shift+end']);
const toPageStart = isHotkey(IS_APPLE ? ['cmd+up', 'cmd+shift+up'] : ['ctrl+home', 'ctrl+shift+home']);

/**
 * Keys whose browser action needs the whole of a long page, of which the browser knows only
 * the blocks drawn and laid out: off-screen chunks are skipped, and some may still wait to
 * be drawn. Select all and find draw the rest of the page first. The page's end and start
 * are found in the document, not in the layout (the browser would stop at the start of the
 * last chunk). Any other key first has the chunk holding the caret laid out. Returns whether
 * the key was handled here, its default action to be prevented.
 */
export function handleLongPageKey(event: KeyboardEvent, editor: Editor, chunks: ChunkScheduler): boolean {
  const toEnd = toPageEnd(event);
  if (toEnd || toPageStart(event)) {
    if (!chunks.isComplete) flushSync(() => chunks.drawAll());
    takeSelectionFromDom(editor);
    const edge = toEnd ? Editor.end(editor, []) : Editor.start(editor, []);
    Transforms.select(editor, event.shiftKey && editor.selection ? { anchor: editor.selection.anchor, focus: edge } : edge);
    return true;
  }
  if (needsWholePage(event) && !chunks.isComplete) flushSync(() => chunks.drawAll());
  revealChunkAtCaret();
  return false;
}
