import { describe, expect, it } from 'vitest';
import { Transforms } from 'slate';
import { createTestEditor } from '@quire/plugin-sdk/testing';
import type { BlockTypeOption } from '@quire/plugin-sdk/authoring';
import { STANDARD_TEST_PLUGINS, createEditorTestPlugins, type TestPlugin } from '../testing/editor-test-plugins.js';
import { commandsTestPlugin } from '../testing/commands-test-plugin.js';
import { blockTypeMenu, currentBlockType, toolbarCommands, toolbarMarks } from './toolbar-model.js';

const quoteBlockType: BlockTypeOption = {
  id: 'quote',
  label: 'Quote',
  isActive: (editor) => editor.children.some((n) => 'type' in n && n.type === 'blockquote'),
  apply: () => {},
};
const quoteTypePlugin: TestPlugin = { pluginId: 'quote-type', part: { blockTypes: [quoteBlockType] } };

function editorAt(path: number[]) {
  const editor = createTestEditor(
    STANDARD_TEST_PLUGINS.map((p) => ({ manifest: p.manifest!, authoring: p.part })),
    [
      { type: 'h3', id: 'h', children: [{ text: 'Heading' }] },
      { type: 'blockquote', id: 'q', children: [{ type: 'p', id: 'p', children: [{ text: 'quoted' }] }] },
      { type: 'table', id: 't', children: [{ type: 'tr', id: 'r', children: [{ type: 'td', id: 'c', children: [{ text: 'cell' }] }] }] },
    ],
  );
  Transforms.select(editor, { path, offset: 0 });
  return editor;
}

describe('the toolbar model', () => {
  it('makes buttons of the primary marks and menu entries of the rest, in manifest order', () => {
    const { primary, more } = toolbarMarks(createEditorTestPlugins());
    expect(primary.map((m) => m.label)).toEqual(['Bold', 'Italic', 'Code']);
    expect(more.map((m) => m.label).slice(0, 3)).toEqual(['Highlight', 'Deleted', 'Variable']);
    expect(more).toHaveLength(11);
  });

  it("sorts the plugins' toolbar commands by placement", () => {
    const plugins = createEditorTestPlugins([commandsTestPlugin], []);
    expect(toolbarCommands(plugins, 'primary').map((c) => c.id)).toEqual(['test-link', 'test-shout']);
    expect(toolbarCommands(plugins, 'more').map((c) => c.id)).toEqual(['test-whisper']);
  });

  it('lists the labelled text blocks, then the plugin block types', () => {
    const menu = blockTypeMenu(createEditorTestPlugins([quoteTypePlugin]));
    expect(menu.textBlocks.map((o) => o.label)).toEqual(['Paragraph', 'Heading 1', 'Heading 2', 'Heading 3', 'Heading 4', 'Heading 5', 'Heading 6']);
    expect(menu.pluginBlockTypes.at(-1)).toBe(quoteBlockType);
  });

  it('tells the current block type, a plugin type first, and none in a table cell', () => {
    const plain = blockTypeMenu(createEditorTestPlugins([], STANDARD_TEST_PLUGINS.filter((p) => p.pluginId === 'element-text')));
    expect(currentBlockType(editorAt([0, 0]), plain)?.label).toBe('Heading 3');
    expect(currentBlockType(editorAt([1, 0, 0]), plain)?.label).toBe('Paragraph');
    expect(currentBlockType(editorAt([2, 0, 0, 0]), plain)).toBeUndefined();
    const withQuote = blockTypeMenu(createEditorTestPlugins([quoteTypePlugin], STANDARD_TEST_PLUGINS.filter((p) => p.pluginId === 'element-text')));
    expect(currentBlockType(editorAt([1, 0, 0]), withQuote)).toBe(quoteBlockType);
  });

  it('turns the selected text block into the chosen kind', () => {
    const editor = editorAt([1, 0, 0]);
    const heading2 = blockTypeMenu(createEditorTestPlugins()).textBlocks.find((o) => o.id === 'h2')!;
    heading2.apply(editor, { createId: () => 'x', projectSlug: 's', loadPages: async () => [], pickMedia: async () => undefined, requestContentType: () => Promise.reject(new Error('No server in this test')), requestApi: () => Promise.reject(new Error('No server in this test')) });
    expect(editor.children[1]).toMatchObject({ type: 'blockquote', children: [{ type: 'h2', id: 'p' }] });
  });
});
