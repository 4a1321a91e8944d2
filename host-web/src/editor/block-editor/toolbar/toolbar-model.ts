import type { Editor } from 'slate';
import type { MarkContribution } from '@quire/core';
import { selectedTextBlock, type BlockTypeOption, type ToolbarCommand } from '@quire/plugin-sdk/authoring';
import type { EditorPlugins } from '../gather-editor-plugins.js';

/** Marks the editor can draw, split into toolbar buttons (`primary`) and 'More' entries. */
export function toolbarMarks(plugins: EditorPlugins): { primary: MarkContribution[]; more: MarkContribution[] } {
  const drawable = plugins.marks.filter((m) => plugins.markViews.has(m.name));
  return { primary: drawable.filter((m) => m.primary), more: drawable.filter((m) => !m.primary) };
}

/** Every plugin's toolbar commands for one placement, in plugin order. */
export function toolbarCommands(plugins: EditorPlugins, placement: ToolbarCommand['placement']): ToolbarCommand[] {
  return plugins.parts.flatMap(({ part }) => (part.toolbarCommands ?? []).filter((c) => c.placement === placement));
}

/** The block type dropdown's entries, by where they come from. */
export interface BlockTypeMenu {
  /** Text blocks with a `blockTypeLabel` (Paragraph, Heading 1…6). */
  readonly textBlocks: readonly BlockTypeOption[];
  /** The plugins' own block types (lists…). */
  readonly pluginBlockTypes: readonly BlockTypeOption[];
}

/**
 * The block type dropdown: the text blocks that declare a `blockTypeLabel`, set through
 * `editor.setTextBlockType` so plugins can refine it, then the plugins' block types.
 */
export function blockTypeMenu(plugins: EditorPlugins): BlockTypeMenu {
  const textBlocks: BlockTypeOption[] = [];
  for (const [kind, view] of plugins.elementViews) {
    if (!view.blockTypeLabel) continue;
    textBlocks.push({
      id: kind,
      label: view.blockTypeLabel,
      isActive: (editor) => selectedTextBlock(editor)?.[0].type === kind,
      apply: (editor) => editor.setTextBlockType(kind),
    });
  }
  return { textBlocks, pluginBlockTypes: plugins.parts.flatMap(({ part }) => part.blockTypes ?? []) };
}

/**
 * The block type the selection is in. Plugin block types win over text blocks: a
 * paragraph inside a bulleted list item shows as 'Bulleted list'. `undefined` where no
 * entry applies (a table cell, no selection); the dropdown is then disabled, so a cell
 * is never turned into a heading.
 */
export function currentBlockType(editor: Editor, menu: BlockTypeMenu): BlockTypeOption | undefined {
  return menu.pluginBlockTypes.find((o) => o.isActive(editor)) ?? menu.textBlocks.find((o) => o.isActive(editor));
}
