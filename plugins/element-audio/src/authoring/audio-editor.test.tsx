// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { Element } from 'slate';
import { withReact } from 'slate-react';
import type { EditorServices } from '@quire/plugin-sdk/authoring';
import { TestEditorView, createTestEditor } from '@quire/plugin-sdk/testing';
import { textPlugin } from '@quire/plugin-element-text';
import { audioPlugin } from '../index.js';
import { audioAuthoring } from './index.js';

afterEach(cleanup);

const audio = (fields: Record<string, unknown> = {}): Element => ({ type: 'audio', id: 'a1', children: [{ text: '' }], ...fields }) as Element;

function renderAudio(element: Element, pickMedia: EditorServices['pickMedia'] = vi.fn(async () => undefined)) {
  const plugins = [{ manifest: textPlugin }, { manifest: audioPlugin, authoring: audioAuthoring }];
  const editor = withReact(createTestEditor(plugins, [{ type: 'p', id: 'p', children: [{ text: 'Listen' }] }, element], { pickMedia }));
  render(<TestEditorView editor={editor} plugins={plugins} />);
  return { stored: () => editor.children[1] as Element };
}

const openSettings = () => {
  fireEvent.click(screen.getByRole('button', { name: 'Audio settings' }));
  return screen.getByRole('dialog', { name: 'Audio Settings' });
};

describe('an audio clip in the editor', () => {
  it("without a file is a 'Choose Audio' button that embeds the audio picked", async () => {
    const pickMedia = vi.fn(async () => ({ url: '/media/p/song.mp3', source: 'media_library' as const }));
    const { stored } = renderAudio(audio(), pickMedia);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Choose Audio' })));
    expect(pickMedia).toHaveBeenCalledWith({ title: 'Embed audio', mediaTypes: ['audio'] });
    expect(stored().src).toBe('/media/p/song.mp3');
    expect(document.querySelector('audio')?.getAttribute('src')).toBe('/media/p/song.mp3');
  });

  it('stores the caption typed under it when the field is left, or on Enter', async () => {
    const { stored } = renderAudio(audio({ src: '/media/p/song.mp3' }));
    const caption = screen.getByRole('textbox', { name: 'Caption' });
    fireEvent.change(caption, { target: { value: 'Heard at dawn' } });
    expect('caption' in stored()).toBe(false);
    await act(async () => fireEvent.blur(caption));
    expect(stored().caption).toBe('Heard at dawn');
    fireEvent.change(caption, { target: { value: '' } });
    await act(async () => fireEvent.keyDown(caption, { key: 'Enter' }));
    expect('caption' in stored()).toBe(false);
  });

  it('leaves a rich caption as it is until the author changes it', async () => {
    const rich = [{ type: 'p', id: 'c', children: [{ text: 'At ' }, { text: 'dawn', strong: true }] }];
    const { stored } = renderAudio(audio({ src: '/media/p/song.mp3', caption: rich }));
    const caption = screen.getByRole('textbox', { name: 'Caption' });
    expect(caption).toHaveProperty('value', 'At dawn');
    await act(async () => fireEvent.blur(caption));
    expect(stored().caption).toEqual(rich);
  });
});

describe('the Audio Settings dialog', () => {
  it('shows the file name read-only, selects another file, previews it, and saves the alt text', async () => {
    const pickMedia = vi.fn(async () => ({ url: '/media/p/4f1c.mp3', fileName: 'Bird song.mp3', source: 'media_library' as const }));
    const { stored } = renderAudio(audio({ src: '/media/p/Old%20clip.wav', alt: 'Old' }), pickMedia);
    const dialog = openSettings();
    const fileName = within(dialog).getByRole('textbox', { name: 'File name' });
    expect(fileName).toHaveProperty('readOnly', true);
    expect(fileName).toHaveProperty('value', 'Old clip.wav');

    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Select' })));
    expect(pickMedia).toHaveBeenCalledWith({ title: 'Select Audio', mediaTypes: ['audio'], currentUrl: '/media/p/Old%20clip.wav' });
    expect(fileName).toHaveProperty('value', 'Bird song.mp3');

    const preview = within(dialog).getByRole('button', { name: 'Preview' });
    fireEvent.click(preview);
    expect(preview.getAttribute('aria-pressed')).toBe('true');
    expect(dialog.querySelector('audio')?.getAttribute('src')).toBe('/media/p/4f1c.mp3');
    fireEvent.click(preview);
    expect(dialog.querySelector('audio')).toBeNull();

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Alt Text' }), { target: { value: 'A blackbird singing' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(stored()).toMatchObject({ src: '/media/p/4f1c.mp3', alt: 'A blackbird singing' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps Save and Preview disabled until a file is chosen', () => {
    renderAudio(audio());
    const dialog = openSettings();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
    expect(within(dialog).getByRole('button', { name: 'Preview' })).toHaveProperty('disabled', true);
  });

  it('leaves the clip as it was on Cancel', () => {
    const clip = audio({ src: '/media/p/song.mp3', alt: 'Song' });
    const { stored } = renderAudio(clip);
    const dialog = openSettings();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Alt Text' }), { target: { value: 'Changed' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(stored()).toEqual(clip);
  });
});
