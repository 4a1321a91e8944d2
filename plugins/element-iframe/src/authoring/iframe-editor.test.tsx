// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Transforms, type Descendant, type Editor } from 'slate';
import { Editable, Slate, withReact, type RenderElementProps } from 'slate-react';
import { createTestEditor } from '@quire/plugin-sdk/testing';
import { textPlugin } from '@quire/plugin-element-text';
import { textAuthoring } from '@quire/plugin-element-text/authoring';
import { iframePlugin } from '../index.js';
import { iframeAuthoring } from './index.js';
import { insertIframe } from './insert-iframe.js';

afterEach(cleanup);

const p = (id: string): Descendant => ({ type: 'p', id, children: [{ text: '' }] });

function renderElement(props: RenderElementProps) {
  const View = (props.element.type === 'iframe' ? iframeAuthoring : textAuthoring).elements?.[props.element.type]?.component;
  return View ? <View {...props} /> : <p {...props.attributes}>{props.children}</p>;
}

function drawEditor(value: Descendant[], selectFrame = false): Editor {
  const editor = withReact(createTestEditor([{ manifest: textPlugin, authoring: textAuthoring }, { manifest: iframePlugin, authoring: iframeAuthoring }], value));
  if (selectFrame) Transforms.select(editor, { path: [1, 0], offset: 0 });
  render(
    <Slate editor={editor} initialValue={value}>
      <Editable renderElement={renderElement} />
    </Slate>,
  );
  return editor;
}

describe('an iframe in the editor', () => {
  it('names its address and size without loading it', () => {
    drawEditor([p('a'), { type: 'iframe', id: 'f', src: 'https://example.org/map', height: 360, caption: 'Sites', children: [{ text: '' }] }, p('b')]);
    expect(screen.getByText('https://example.org/map').tagName).toBe('CODE');
    expect(document.body.textContent).toContain('Width default, height 360px');
    expect(document.body.textContent).toContain('Sites');
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('asks for the address when inserted, and takes the frame out again on Cancel', () => {
    const editor = drawEditor([p('a'), insertIframe.create(() => 'f'), p('b')], true);
    act(() => fireEvent.click(within(screen.getByRole('dialog', { name: 'Iframe Settings' })).getByRole('button', { name: 'Cancel' })));
    expect(editor.children).toEqual([p('a'), p('b')]);
  });

  it('saves its settings into the element', async () => {
    const editor = drawEditor([p('a'), { type: 'iframe', id: 'f', src: 'https://example.org', children: [{ text: '' }] }, p('b')]);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Iframe settings' })));
    fireEvent.change(screen.getByRole('textbox', { name: 'Width' }), { target: { value: '500' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'OK' })));
    expect(editor.children[1]).toEqual({ type: 'iframe', id: 'f', src: 'https://example.org', width: 500, children: [{ text: '' }] });
  });
});
