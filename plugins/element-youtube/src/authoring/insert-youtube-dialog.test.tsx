// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { InsertYoutubeDialog, NOT_A_YOUTUBE_VIDEO_MESSAGE, YOUTUBE_EXAMPLE_URL } from './insert-youtube-dialog.js';

afterEach(cleanup);

function open() {
  const onInsert = vi.fn();
  const onCancel = vi.fn();
  render(<InsertYoutubeDialog onInsert={onInsert} onCancel={onCancel} />);
  const field = screen.getByRole('textbox', { name: 'Enter the YouTube URL or video ID' });
  const ok = screen.getByRole('button', { name: 'OK' }) as HTMLButtonElement;
  return { onInsert, onCancel, field, ok };
}

describe('the Insert YouTube dialog', () => {
  it('is a modal dialog named Insert YouTube, showing an example watch URL', () => {
    const { field } = open();
    expect(screen.getByRole('dialog', { name: 'Insert YouTube' }).getAttribute('aria-modal')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.body.textContent).toContain(YOUTUBE_EXAMPLE_URL);
  });

  it('keeps OK disabled until the text names a video', () => {
    const { field, ok, onInsert } = open();
    expect(ok.disabled).toBe(true);
    fireEvent.change(field, { target: { value: 'https://www.youtube.com/watch?v=' } });
    expect(ok.disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toBe(NOT_A_YOUTUBE_VIDEO_MESSAGE);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    fireEvent.submit(field);
    expect(onInsert).not.toHaveBeenCalled();

    fireEvent.change(field, { target: { value: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ&t=5' } });
    expect(ok.disabled).toBe(false);
    expect(screen.getByRole('status').textContent).toBe('Video ID: aqz-KE-bpKQ');
    fireEvent.click(ok);
    expect(onInsert).toHaveBeenCalledWith('aqz-KE-bpKQ');
  });

  it('takes a short link, an embed link or a bare id', () => {
    const { field, ok, onInsert } = open();
    for (const text of ['https://youtu.be/aqz-KE-bpKQ', 'https://www.youtube.com/embed/aqz-KE-bpKQ', 'aqz-KE-bpKQ']) {
      fireEvent.change(field, { target: { value: text } });
      fireEvent.click(ok);
    }
    expect(onInsert.mock.calls).toEqual([['aqz-KE-bpKQ'], ['aqz-KE-bpKQ'], ['aqz-KE-bpKQ']]);
  });

  it('cancels with the Cancel button and with Escape', () => {
    const { onCancel } = open();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.keyDown(screen.getByRole('textbox'), { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(2);
  });
});
