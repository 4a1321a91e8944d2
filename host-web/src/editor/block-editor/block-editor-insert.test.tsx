// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { Descendant } from 'slate';
import type { InsertMenuLevel } from '@quire/plugin-sdk/authoring';
import { BlockEditor } from './block-editor.js';
import type { EditorPlugins } from './gather-editor-plugins.js';
import { allInsertCommands, buildInsertMenu } from './insert/insert-menu-model.js';
import { STANDARD_TEST_PLUGINS, createEditorTestPlugins, createTestServices } from './testing/editor-test-plugins.js';
import { insertsTestPlugin } from './testing/commands-test-plugin.js';
import { selectDomText, settle } from './testing/select-dom-text.js';

afterEach(cleanup);

const paragraph = (id: string, text: string): Descendant => ({ type: 'p', id, children: [{ text }] });
const textPlugins = STANDARD_TEST_PLUGINS.filter((p) => p.pluginId === 'marks' || p.pluginId === 'element-text');

function renderEditor(plugins: EditorPlugins, insertLevel?: InsertMenuLevel) {
  const onChange = vi.fn<(value: Descendant[]) => void>();
  render(
    <BlockEditor
      plugins={plugins}
      services={createTestServices()}
      initialValue={[paragraph('a', 'First'), paragraph('b', 'Second')]}
      onChange={onChange}
      label="Page content"
      insertLevel={insertLevel}
    />,
  );
  return {
    toolbar: screen.getByRole('toolbar'),
    editable: screen.getByRole('textbox', { name: 'Page content' }),
    lastValue: () => onChange.mock.calls.at(-1)?.[0],
  };
}

function openInsertMenu(toolbar: HTMLElement): HTMLElement {
  fireEvent.click(within(toolbar).getByRole('button', { name: 'Insert' }));
  return screen.getByRole('menu', { name: 'Insert' });
}

describe('the insert controls', () => {
  it("show the plugins' first two inserts as buttons and the rest grouped by category", () => {
    const plugins = createEditorTestPlugins([insertsTestPlugin(3, 'Media')]);
    const model = buildInsertMenu(allInsertCommands(plugins.parts), 'all');
    const { toolbar } = renderEditor(plugins);
    const buttons = within(toolbar)
      .getAllByRole('button')
      .filter((b) => b.classList.contains('insert-button'));
    expect(buttons.map((b) => b.textContent)).toEqual(model.buttons.map((c) => c.label));
    const menu = openInsertMenu(toolbar);
    const groups = within(menu).getAllByRole('group');
    expect(groups.map((g) => g.getAttribute('aria-labelledby') && document.getElementById(g.getAttribute('aria-labelledby')!)?.textContent)).toEqual(
      model.groups.map((g) => g.category),
    );
    expect(within(groups[0]).getAllByRole('menuitem').map((m) => m.textContent)).toEqual(model.groups[0].commands.map((c) => c.label));
    expect(model.groups.map((g) => g.category).indexOf('Media')).toBeLessThan(model.groups.map((g) => g.category).indexOf('General'));
  });

  it('offers no block inserts at the inline level and fewer at the limited level', () => {
    const plugins = createEditorTestPlugins([insertsTestPlugin(3)]);
    const { toolbar } = renderEditor(plugins, 'inline');
    expect(within(toolbar).queryByRole('button', { name: 'Insert' })).toBeNull();
    expect(within(toolbar).queryAllByRole('button').filter((b) => b.classList.contains('insert-button'))).toEqual([]);
    cleanup();
    const limited = renderEditor(plugins, 'limited');
    const menu = openInsertMenu(limited.toolbar);
    // The extra inserts are 'extended' ones.
    expect(within(menu).queryByRole('menuitem', { name: 'Extra 1' })).toBeNull();
  });

  it('lays a dropdown of more than six entries out in columns', () => {
    const { toolbar } = renderEditor(createEditorTestPlugins([insertsTestPlugin(9)], textPlugins));
    const menu = openInsertMenu(toolbar);
    expect(within(menu).getAllByRole('menuitem')).toHaveLength(8);
    expect(menu.classList.contains('menu-columns')).toBe(true);
    expect(menu.style.getPropertyValue('--menu-columns')).toBe('2');
    cleanup();
    const few = renderEditor(createEditorTestPlugins([insertsTestPlugin(5)], textPlugins));
    const short = openInsertMenu(few.toolbar);
    expect(within(short).getAllByRole('menuitem')).toHaveLength(4);
    expect(short.classList.contains('menu-columns')).toBe(false);
  });

  it('inserts after the current block, puts the cursor inside and focuses the editor', async () => {
    const { toolbar, editable, lastValue } = renderEditor(createEditorTestPlugins());
    await selectDomText(editable, 'First', 2, 2);
    const menu = openInsertMenu(toolbar);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Table' }));
    await settle(20);
    const value = lastValue()!;
    expect(value.map((n) => ('type' in n ? n.type : 'text'))).toEqual(['p', 'table', 'p']);
    expect(value[0]).toEqual(paragraph('a', 'First'));
    expect(value[2]).toEqual(paragraph('b', 'Second'));
    expect(document.activeElement).toBe(editable);
  });

  it('inserts from a button too', async () => {
    const { toolbar, editable, lastValue } = renderEditor(createEditorTestPlugins([insertsTestPlugin(2, 'Formatting')], textPlugins));
    await selectDomText(editable, 'First', 1, 1);
    // Quote (the text plugin's) comes first, then the first extra.
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Insert Extra 1' }));
    await settle(20);
    expect(lastValue()?.map((n) => ('children' in n ? n.children[0] : n))).toEqual([{ text: 'First' }, { text: 'extra 1' }, { text: 'Second' }]);
  });
});
