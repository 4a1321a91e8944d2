// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderVideoInEditor, video } from './testing/video-test-plugins.js';

afterEach(cleanup);

const picked = (url: string) => vi.fn(async () => ({ url, source: 'media_library' as const }));

function openSettings(): HTMLElement {
  fireEvent.click(screen.getByRole('button', { name: 'Video settings' }));
  return screen.getByRole('dialog', { name: 'Video Settings' });
}

function showTab(dialog: HTMLElement, name: string): HTMLElement {
  fireEvent.click(within(dialog).getByRole('tab', { name }));
  return within(dialog).getByRole('tabpanel', { name });
}

describe('a video in the editor', () => {
  it("without a source is a 'Choose Video' button that stores the video picked, typed by its extension", async () => {
    const pickMedia = picked('/media/biology/cells.webm');
    const { storedVideo } = renderVideoInEditor(video(), pickMedia);
    const placeholder = screen.getByRole('button', { name: 'Choose Video' });
    expect(placeholder.closest('[contenteditable="false"]')).not.toBeNull();
    await act(async () => fireEvent.click(placeholder));
    expect(pickMedia).toHaveBeenCalledWith({ title: 'Select Video', mediaTypes: ['video'] });
    expect(storedVideo()).toMatchObject({ src: [{ url: '/media/biology/cells.webm', contenttype: 'video/webm' }] });
    expect(screen.queryByRole('button', { name: 'Choose Video' })).toBeNull();
    expect(document.querySelector('video source')?.getAttribute('type')).toBe('video/webm');
  });

  it('keeps the placeholder when the author cancels the picker', async () => {
    const { storedVideo } = renderVideoInEditor(video());
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Choose Video' })));
    expect(storedVideo()).toEqual(video());
    expect(screen.getByRole('button', { name: 'Choose Video' })).toBeTruthy();
  });

  it('previews a chosen video with its poster and caption tracks', () => {
    renderVideoInEditor(
      video({ src: [{ url: '/media/p/a.mp4', contenttype: 'video/mp4' }], poster: '/media/p/poster.png', captions: [{ label: 'English Subtitles', language_code: 'en', src: '/media/p/en.vtt' }] }),
    );
    const preview = document.querySelector('video')!;
    expect(preview.getAttribute('poster')).toBe('/media/p/poster.png');
    expect(preview.querySelector('track')?.getAttribute('srclang')).toBe('en');
  });
});

describe('the video settings dialog', () => {
  it('has four tabs with the ARIA tab pattern; the arrow keys, Home and End move between them', () => {
    renderVideoInEditor(video());
    const dialog = openSettings();
    const tablist = within(dialog).getByRole('tablist', { name: 'Video settings' });
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Video Source', 'Accessibility', 'Poster Image', 'Size']);
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false', 'false']);
    expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1, -1, -1]);
    const panel = document.getElementById(tabs[0].getAttribute('aria-controls')!)!;
    expect(panel.getAttribute('role')).toBe('tabpanel');
    expect(panel.hidden).toBe(false);

    tabs[0].focus();
    fireEvent.keyDown(tabs[0], { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tabs[1]);
    expect(tabs[1].getAttribute('aria-selected')).toBe('true');
    expect(panel.hidden).toBe(true);
    fireEvent.keyDown(tabs[1], { key: 'End' });
    expect(document.activeElement).toBe(tabs[3]);
    fireEvent.keyDown(tabs[3], { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tabs[0]);
    fireEvent.keyDown(tabs[0], { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tabs[3]);
    fireEvent.keyDown(tabs[3], { key: 'Home' });
    expect(tabs[0].getAttribute('aria-selected')).toBe('true');
  });

  it('needs a source before it saves, and stores the sources typed or picked with their types', async () => {
    const pickMedia = picked('/media/p/clip.mov');
    const { storedVideo } = renderVideoInEditor(video(), pickMedia);
    const dialog = openSettings();
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toHaveProperty('disabled', true);
    expect(within(dialog).getByText('Choose at least one video source.')).toBeTruthy();

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Source 1 URL' }), { target: { value: 'https://cdn.example.org/intro.ogg' } });
    expect(within(dialog).getByText('Type: video/ogg')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add source' }));
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Select video for source 2' })));
    expect(pickMedia).toHaveBeenCalledWith({ title: 'Select Video', mediaTypes: ['video'], currentUrl: undefined });
    expect(within(dialog).getByText('Type: video/quicktime')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add source' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove source 3' }));

    fireEvent.click(save);
    expect(storedVideo().src).toEqual([
      { url: 'https://cdn.example.org/intro.ogg', contenttype: 'video/ogg' },
      { url: '/media/p/clip.mov', contenttype: 'video/quicktime' },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("adds caption tracks as 'English Subtitles', en, picks their files from the captions type, and stores them with the alternative text", async () => {
    const pickMedia = picked('/media/p/subtitles.vtt');
    const { storedVideo } = renderVideoInEditor(video({ src: [{ url: '/media/p/a.mp4', contenttype: 'video/mp4' }] }), pickMedia);
    const dialog = openSettings();
    const panel = showTab(dialog, 'Accessibility');
    fireEvent.change(within(panel).getByRole('textbox', { name: 'Alternative text' }), { target: { value: 'Cells dividing' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Add caption track' }));
    const track = within(panel).getByRole('group', { name: 'Caption track 1' });
    expect(within(track).getByRole('textbox', { name: 'Label' })).toHaveProperty('value', 'English Subtitles');
    expect(within(track).getByRole('textbox', { name: 'Language code' })).toHaveProperty('value', 'en');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
    expect(within(panel).getByText('Each caption track needs a captions file.')).toBeTruthy();

    await act(async () => fireEvent.click(within(track).getByRole('button', { name: 'Select captions file for track 1' })));
    expect(pickMedia).toHaveBeenCalledWith({ title: 'Select Captions', mediaTypes: ['captions'], currentUrl: undefined });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(storedVideo()).toMatchObject({ alt: 'Cells dividing', captions: [{ label: 'English Subtitles', language_code: 'en', src: '/media/p/subtitles.vtt' }] });
  });

  it('picks a poster image, previews it at most 250 px high, and removes it', async () => {
    const pickMedia = picked('/media/p/poster.jpg');
    const { storedVideo } = renderVideoInEditor(video({ src: [{ url: '/media/p/a.mp4' }], poster: '/media/p/old.png' }), pickMedia);
    const dialog = openSettings();
    const panel = showTab(dialog, 'Poster Image');
    await act(async () => fireEvent.click(within(panel).getByRole('button', { name: 'Select poster image' })));
    expect(pickMedia).toHaveBeenCalledWith({ title: 'Select Image', mediaTypes: ['image'], currentUrl: '/media/p/old.png' });
    const preview = within(panel).getByRole('img', { name: 'Poster preview' });
    expect(preview.getAttribute('src')).toBe('/media/p/poster.jpg');
    expect(preview.style.maxHeight).toBe('250px');
    // Slate tells the views of a change after the current task, as it does between two clicks.
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' })));
    expect(storedVideo().poster).toBe('/media/p/poster.jpg');

    const again = openSettings();
    fireEvent.click(within(showTab(again, 'Poster Image')).getByRole('button', { name: 'Remove poster' }));
    fireEvent.click(within(again).getByRole('button', { name: 'Save' }));
    expect('poster' in storedVideo()).toBe(false);
  });

  it('takes a width and height as whole numbers or blank, and removes a size left blank', () => {
    const { storedVideo } = renderVideoInEditor(video({ src: [{ url: '/media/p/a.mp4' }], width: 320, height: 180 }));
    const dialog = openSettings();
    const panel = showTab(dialog, 'Size');
    const width = within(panel).getByRole('textbox', { name: 'Width' });
    fireEvent.change(width, { target: { value: '640px' } });
    expect(width.getAttribute('aria-invalid')).toBe('true');
    expect(within(panel).getByText('Width must be a whole number, or blank for the default.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
    fireEvent.change(width, { target: { value: '640' } });
    fireEvent.change(within(panel).getByRole('textbox', { name: 'Height' }), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(storedVideo().width).toBe(640);
    expect('height' in storedVideo()).toBe(false);
  });

  it('leaves the video as it was on Cancel or Escape', () => {
    const stored = video({ src: [{ url: '/media/p/a.mp4', contenttype: 'video/mp4' }], alt: 'Old' });
    const { storedVideo } = renderVideoInEditor(stored);
    let dialog = openSettings();
    fireEvent.change(within(showTab(dialog, 'Accessibility')).getByRole('textbox', { name: 'Alternative text' }), { target: { value: 'New' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    dialog = openSettings();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(storedVideo()).toEqual(stored);
  });
});
