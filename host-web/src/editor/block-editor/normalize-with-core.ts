import { Editor, Transforms, type Descendant } from 'slate';
import { HistoryEditor } from 'slate-history';
import type { ContentNormalizer } from '@quire/core';
import { isRangeInDocument } from './editor-focus.js';

/**
 * Runs core's normalisation engine (spec authoring §5) over the editor's document and
 * applies what it changed as Slate operations: only the top-level blocks that differ are
 * replaced, merged into the author's last undo step, and the cursor is put back where it
 * was when that place still exists. Answers whether anything changed.
 */
export function normalizeWithCore(editor: Editor, normalizer: ContentNormalizer, createId: () => string): boolean {
  const before = editor.children as Descendant[];
  const selection = editor.selection;
  let after: Descendant[];
  try {
    after = normalizer.normalize(before as never, {
      cursor: selection?.anchor.path,
      createId,
      report: (message) => console.debug(`normalised: ${message}`),
    }) as Descendant[];
  } catch (error) {
    // Normalisation failures are only logged (spec authoring §8).
    console.error(error);
    return false;
  }
  if (after === before) return false;
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start++;
  let endBefore = before.length;
  let endAfter = after.length;
  while (endBefore > start && endAfter > start && before[endBefore - 1] === after[endAfter - 1]) {
    endBefore--;
    endAfter--;
  }
  HistoryEditor.withMerging(editor, () => {
    Editor.withoutNormalizing(editor, () => {
      for (let i = endBefore - 1; i >= start; i--) Transforms.removeNodes(editor, { at: [i] });
      if (endAfter > start) Transforms.insertNodes(editor, after.slice(start, endAfter), { at: [start] });
    });
  });
  if (selection && isRangeInDocument(editor, selection)) {
    Transforms.select(editor, selection);
  }
  return true;
}
