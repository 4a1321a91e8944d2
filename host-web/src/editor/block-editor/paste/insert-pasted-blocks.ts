import { Editor, Element as SlateElement, Node, Path, Text, Transforms, type Descendant } from 'slate';
import type { Descendant as QuireDescendant, Element, ElementStructure } from '@quire/core';
import { selectedTextBlock, wrapInlineRuns } from '@quire/plugin-sdk/authoring';
import { kindsExcludedAtSelection, removeRestrictedNodes } from './remove-restricted-nodes.js';

/**
 * Inserts pasted blocks at the selection. Restricted elements are unwrapped first. Where
 * the text block around the cursor cannot have block siblings (a table cell, a term) only
 * the pasted text and inlines go in, blocks joined by a space, so a paste never breaks
 * the container apart.
 */
export function insertPastedBlocks(
  editor: Editor,
  blocks: readonly QuireDescendant[],
  structures: ReadonlyMap<string, ElementStructure>,
  createId: () => string,
): void {
  const allowed = removeRestrictedNodes(blocks, structures, kindsExcludedAtSelection(editor, structures));
  if (canTakeBlocks(editor, structures)) {
    Transforms.insertFragment(editor, wrapInlineRuns(allowed, createId, structures) as Descendant[]);
  } else {
    const inline = inlineContent(editor, allowed as Descendant[]);
    if (inline.length > 0) Transforms.insertNodes(editor, inline);
  }
}

function canTakeBlocks(editor: Editor, structures: ReadonlyMap<string, ElementStructure>): boolean {
  const entry = selectedTextBlock(editor);
  if (!entry || entry[1].length < 2) return true;
  const parent = Node.get(editor, Path.parent(entry[1]));
  if (!SlateElement.isElement(parent)) return true;
  const content = structures.get(parent.type)?.content.type;
  return content === 'blocks' || content === 'inline-or-blocks';
}

function inlineContent(editor: Editor, nodes: readonly Descendant[]): Descendant[] {
  const out: Descendant[] = [];
  for (const node of nodes) {
    if (Text.isText(node) || Editor.isInline(editor, node)) {
      out.push(node);
      continue;
    }
    const inner = inlineContent(editor, node.children);
    if (inner.length === 0) continue;
    if (out.length > 0) out.push({ text: ' ' });
    out.push(...inner);
  }
  return out;
}
