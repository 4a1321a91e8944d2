// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Transforms, type Descendant, type Editor } from 'slate';
import { Editable, Slate, withReact, type RenderElementProps } from 'slate-react';
import { EditorServicesContext } from '@quire/plugin-sdk/authoring';
import { createTestEditor, testEditorServices } from '@quire/plugin-sdk/testing';
import { textPlugin } from '@quire/plugin-element-text';
import { textAuthoring } from '@quire/plugin-element-text/authoring';
import { webpagePlugin } from '../index.js';
import { webpageAuthoring } from './index.js';
import { insertWebpage } from './insert-webpage.js';

afterEach(cleanup);

const p = (id: string): Descendant => ({ type: 'p', id, children: [{ text: '' }] });

function renderElement(props: RenderElementProps) {
  const View = (props.element.type === 'webpage' ? webpageAuthoring : textAuthoring).elements?.[props.element.type]?.component;
  return View ? <View {...props} /> : <p {...props.attributes}>{props.children}</p>;
}

function drawEditor(value: Descendant[], selectEmbed = false): Editor {
  const editor = withReact(createTestEditor([{ manifest: textPlugin, authoring: textAuthoring }, { manifest: webpagePlugin, authoring: webpageAuthoring }], value));
  if (selectEmbed) Transforms.select(editor, { path: [1, 0], offset: 0 });
  render(
    <EditorServicesContext.Provider value={testEditorServices(editor)}>
      <Slate editor={editor} initialValue={value}>
        <Editable renderElement={renderElement} />
      </Slate>
    </EditorServicesContext.Provider>,
  );
  return editor;
}

describe('an embedded web page in the editor', () => {
  it('shows the shortened address and size without loading the page', () => {
    const src = 'https://phet.colorado.edu/sims/html/gas-properties/latest/gas-properties_en.html';
    drawEditor([p('a'), { type: 'webpage', id: 'w', src, srcType: 'url', alt: 'Gas properties', width: 640, children: [{ text: '' }] }, p('b')]);
    expect(screen.getByText('Gas properties')).toBeTruthy();
    expect(screen.getByText(`...${src.slice(-40)}`).getAttribute('title')).toBe(src);
    expect(document.body.textContent).toContain('Width 640px, height default');
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('asks for the address as soon as it is inserted, and stores it on OK', async () => {
    const editor = drawEditor([p('a'), insertWebpage.create(() => 'w'), p('b')], true);
    const dialog = screen.getByRole('dialog', { name: 'Change Webpage Embed URL' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Webpage URL' }), { target: { value: 'example.org' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'OK' })));
    expect(editor.children[1]).toEqual({ type: 'webpage', id: 'w', src: 'https://example.org', srcType: 'url', children: [{ text: '' }] });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.textContent).toContain('https://example.org');
  });

  it('takes the new embed out again when that first dialog is cancelled', () => {
    const editor = drawEditor([p('a'), insertWebpage.create(() => 'w'), p('b')], true);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Cancel' })));
    expect(editor.children).toEqual([p('a'), p('b')]);
  });

  it('opens the dialog from its button, where cancelling keeps the embed', () => {
    const editor = drawEditor([p('a'), insertWebpage.create(() => 'w'), p('b')]);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Change Webpage Embed URL' })));
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Cancel' })));
    expect(editor.children).toHaveLength(3);
  });
});
