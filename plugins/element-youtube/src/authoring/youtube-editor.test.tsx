// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Transforms, type Descendant, type Editor } from 'slate';
import { Editable, Slate, withReact, type RenderElementProps } from 'slate-react';
import { PluginSettingsContext } from '@quire/plugin-sdk/authoring';
import { createTestEditor } from '@quire/plugin-sdk/testing';
import { textPlugin } from '@quire/plugin-element-text';
import { textAuthoring } from '@quire/plugin-element-text/authoring';
import { youtubePlugin } from '../index.js';
import { youtubeAuthoring } from './index.js';
import { EMBEDDED_PRIVACY_ENHANCED, EMBEDDED_STANDARD } from './youtube-editor.js';
import { insertYoutube } from './insert-youtube.js';

afterEach(cleanup);

const p = (id: string, text = ''): Descendant => ({ type: 'p', id, children: [{ text }] });
const video = (fields: Record<string, unknown> = {}): Descendant => ({ type: 'youtube', id: 'v', src: 'aqz-KE-bpKQ', ...fields, children: [{ text: '' }] });

function renderElement(props: RenderElementProps) {
  const View = (props.element.type === 'youtube' ? youtubeAuthoring : textAuthoring).elements?.[props.element.type]?.component;
  return View ? <View {...props} /> : <p {...props.attributes}>{props.children}</p>;
}

// The editor as the block editor draws it, with the video at [1].
function drawEditor(value: Descendant[], selectVideo = false, settings = {}): Editor {
  const editor = withReact(createTestEditor([{ manifest: textPlugin, authoring: textAuthoring }, { manifest: youtubePlugin, authoring: youtubeAuthoring }], value));
  if (selectVideo) Transforms.select(editor, { path: [1, 0], offset: 0 });
  render(
    <PluginSettingsContext.Provider value={settings}>
      <Slate editor={editor} initialValue={value}>
        <Editable renderElement={renderElement} />
      </Slate>
    </PluginSettingsContext.Provider>,
  );
  return editor;
}

describe('a YouTube video in the editor', () => {
  it('names the video and the part that plays, loading nothing from YouTube', () => {
    drawEditor([p('a'), video({ alt: 'Big Buck Bunny', startTime: 90, endTime: 150, caption: 'Meet the bunny' }), p('b')]);
    expect(screen.getByText('Big Buck Bunny')).toBeTruthy();
    expect(screen.getByText('aqz-KE-bpKQ').tagName).toBe('CODE');
    expect(document.body.textContent).toContain('plays 1:30 to 2:30');
    expect(document.body.textContent).toContain('Meet the bunny');
    expect(document.querySelector('iframe, img, script')).toBeNull();
  });

  it("says where learners' players embed the video from, as the project's settings choose", () => {
    drawEditor([p('a'), video(), p('b')]);
    expect(document.body.textContent).toContain(EMBEDDED_PRIVACY_ENHANCED);
    cleanup();
    drawEditor([p('a'), video(), p('b')], false, { 'element-youtube': { privacyEnhanced: false } });
    expect(document.body.textContent).toContain(EMBEDDED_STANDARD);
    expect(document.body.textContent).not.toContain(EMBEDDED_PRIVACY_ENHANCED);
  });

  it('asks for the video as soon as it is inserted, and takes the id on OK', () => {
    const editor = drawEditor([p('a'), insertYoutube.create(() => 'v'), p('b')], true);
    const dialog = screen.getByRole('dialog', { name: 'Insert YouTube' });
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'https://youtu.be/aqz-KE-bpKQ' } });
    act(() => fireEvent.click(within(dialog).getByRole('button', { name: 'OK' })));
    expect(editor.children[1]).toEqual(video());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('takes the new video out again when that first dialog is cancelled', () => {
    const editor = drawEditor([p('a'), insertYoutube.create(() => 'v'), p('b')], true);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Cancel' })));
    expect(editor.children).toEqual([p('a'), p('b')]);
  });

  it('offers Insert YouTube for a video without an id found in a page, without opening it unasked', () => {
    const editor = drawEditor([p('a'), insertYoutube.create(() => 'v'), p('b')]);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Insert YouTube' })));
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Cancel' })));
    expect(editor.children).toHaveLength(3);
  });

  it('saves the settings dialog into the element', async () => {
    const editor = drawEditor([p('a'), video(), p('b')]);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'YouTube settings' })));
    const dialog = screen.getByRole('dialog', { name: 'YouTube Settings' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'End time' }), { target: { value: '0:45' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' })));
    expect(editor.children[1]).toEqual(video({ endTime: 45 }));
    expect(document.body.textContent).toContain('plays until 0:45');
  });
});
