// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { PIXEL_SIZE_MESSAGE } from '@quire/plugin-sdk';
import type { YouTubeElement } from '../common/youtube-schema.js';
import { CUE_END_BEFORE_START_MESSAGE, CUE_TIME_FORMAT_MESSAGE } from '../common/youtube-cue-fields.js';
import { VIDEO_LINK_COPIED_MESSAGE, VIDEO_LINK_NOT_COPIED_MESSAGE, YoutubeSettingsDialog } from './youtube-settings-dialog.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const stored: YouTubeElement = { type: 'youtube', id: 'v', src: 'aqz-KE-bpKQ', startTime: 90, endTime: 150, alt: 'Big Buck Bunny', children: [{ text: '' }] };

function open(element: YouTubeElement = stored) {
  const onSave = vi.fn();
  render(<YoutubeSettingsDialog element={element} onSave={onSave} onCancel={() => {}} />);
  const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
  const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
  return { onSave, field, save };
}

const errorOf = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

describe('YouTube settings', () => {
  it('shows the stored times as m:ss', () => {
    const { field } = open();
    expect(field('Start time').value).toBe('1:30');
    expect(field('End time').value).toBe('2:30');
    expect(field('Alternative text').value).toBe('Big Buck Bunny');
    expect(field('Width').placeholder).toBe('Leave blank for default');
  });

  it('saves the times typed as seconds or m:ss, and blank fields as unset', () => {
    const { field, save, onSave } = open();
    fireEvent.change(field('Start time'), { target: { value: '75' } });
    fireEvent.change(field('End time'), { target: { value: '' } });
    fireEvent.change(field('Width'), { target: { value: '640' } });
    fireEvent.change(field('Alternative text'), { target: { value: '  ' } });
    fireEvent.change(field('Caption'), { target: { value: 'The bunny wakes up' } });
    fireEvent.click(save);
    expect(onSave).toHaveBeenCalledWith({
      src: 'aqz-KE-bpKQ',
      startTime: 75,
      endTime: undefined,
      alt: undefined,
      width: 640,
      caption: 'The bunny wakes up',
    });
  });

  it('explains a time it cannot read and an end not after the start, and will not save them', () => {
    const { field, save, onSave } = open();
    fireEvent.change(field('Start time'), { target: { value: '1m' } });
    expect(field('Start time').getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(field('Start time'))).toContain(CUE_TIME_FORMAT_MESSAGE);
    expect(save.disabled).toBe(true);

    fireEvent.change(field('Start time'), { target: { value: '3:00' } });
    expect(errorOf(field('End time'))).toContain(CUE_END_BEFORE_START_MESSAGE);
    expect(save.disabled).toBe(true);
    fireEvent.submit(save);
    expect(onSave).not.toHaveBeenCalled();

    fireEvent.change(field('End time'), { target: { value: '3:01' } });
    expect(field('End time').getAttribute('aria-invalid')).toBeNull();
    expect(save.disabled).toBe(false);
  });

  it('wants a whole width in pixels and a video', () => {
    const { field, save } = open();
    fireEvent.change(field('Width'), { target: { value: '50%' } });
    expect(errorOf(field('Width'))).toContain(PIXEL_SIZE_MESSAGE);
    expect(save.disabled).toBe(true);
    fireEvent.change(field('Width'), { target: { value: '' } });
    fireEvent.change(field('YouTube URL or video ID'), { target: { value: 'not a video' } });
    expect(save.disabled).toBe(true);
    fireEvent.change(field('YouTube URL or video ID'), { target: { value: 'https://youtu.be/YE7VzlLtp-4' } });
    expect(save.disabled).toBe(false);
  });

  it('keeps a rich caption the author did not touch', () => {
    const rich = { ...stored, caption: [{ type: 'p', id: 'c', children: [{ text: 'Rich ' }, { text: 'caption', strong: true }] }] } as YouTubeElement;
    const { field, save, onSave } = open(rich);
    expect(field('Caption').value).toBe('Rich caption');
    fireEvent.click(save);
    expect(onSave.mock.calls[0][0]).not.toHaveProperty('caption');
  });

  it('opens the watch page in a new tab', () => {
    open();
    const link = screen.getByRole('link', { name: 'Open Video' });
    expect(link.getAttribute('href')).toBe('https://www.youtube.com/watch?v=aqz-KE-bpKQ');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('copies the watch link to the clipboard and says so', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Copy Video Link' }));
    expect(await screen.findByText(VIDEO_LINK_COPIED_MESSAGE)).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('https://www.youtube.com/watch?v=aqz-KE-bpKQ');
  });

  it('shows the link to copy by hand when the clipboard refuses', async () => {
    vi.stubGlobal('navigator', { clipboard: { writeText: async () => Promise.reject(new Error('denied')) } });
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Copy Video Link' }));
    expect(await screen.findByText(`${VIDEO_LINK_NOT_COPIED_MESSAGE} https://www.youtube.com/watch?v=aqz-KE-bpKQ`)).toBeTruthy();
  });
});
