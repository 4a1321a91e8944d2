// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { Element } from '@quire/plugin-sdk';
import { pageCommandTargets } from '@quire/plugin-sdk/authoring';
import { createTestEditor } from '@quire/plugin-sdk/testing';
import { CUE_END_IGNORED_MESSAGE, CUE_TIME_MESSAGE, VideoCommandEditor, videoTargetLabel } from './video-command-editor.js';
import { VIDEO_TEST_PLUGINS, paragraph, video } from './testing/video-test-plugins.js';

afterEach(cleanup);

function renderEditor(message: string) {
  const onChange = vi.fn<(message: string | undefined) => void>();
  render(<VideoCommandEditor target={video()} message={message} onChange={onChange} />);
  return { onChange, last: () => onChange.mock.calls.at(-1)?.[0] };
}

describe('the video as a command target', () => {
  it('is listed by a command button’s dialog, named by its alternative text or else its file', () => {
    const editor = createTestEditor(VIDEO_TEST_PLUGINS, [
      paragraph('a', 'Watch'),
      video({ id: 'v1', alt: 'Cells dividing', src: [{ url: '/media/p/cells.mp4' }] }),
      video({ id: 'v2', src: [{ url: '/media/p/boiling.webm' }] }),
    ]);
    expect(pageCommandTargets(editor).map((target) => [target.element.id, target.label, target.messageEditor?.title])).toEqual([
      ['v1', 'Video: Cells dividing', 'Video Command Editor'],
      ['v2', 'Video: boiling.webm', 'Video Command Editor'],
    ]);
    expect(videoTargetLabel(video() as Element)).toBe('Video: no video chosen');
  });
});

describe('the Video Command Editor', () => {
  it('writes Play and Pause as the player reads them', () => {
    const { last } = renderEditor('');
    expect(screen.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).checked)).toEqual([false, false, false]);
    fireEvent.click(screen.getByRole('radio', { name: 'Pause' }));
    expect(last()).toBe('pause');
    fireEvent.click(screen.getByRole('radio', { name: 'Play' }));
    expect(last()).toBe('play');
  });

  it('writes a time to play from, and an end to pause at, in the cue-command format', () => {
    const { last } = renderEditor('');
    fireEvent.click(screen.getByRole('radio', { name: 'Play from a time' }));
    expect(last()).toBeUndefined();
    fireEvent.change(screen.getByRole('textbox', { name: 'Start time (seconds)' }), { target: { value: '12.5' } });
    expect(last()).toBe('startcuepoint=12.5');
    fireEvent.change(screen.getByRole('textbox', { name: 'End time (seconds)' }), { target: { value: '30' } });
    expect(last()).toBe('startcuepoint=12.5;endcuepoint=30');
  });

  it('opens on the command a button holds', () => {
    renderEditor('startcuepoint=4;endcuepoint=9.25');
    expect((screen.getByRole('radio', { name: 'Play from a time' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('textbox', { name: 'Start time (seconds)' }) as HTMLInputElement).value).toBe('4');
    expect((screen.getByRole('textbox', { name: 'End time (seconds)' }) as HTMLInputElement).value).toBe('9.25');
  });

  it('refuses a time that is not seconds with hundredths at most, saying why, so the dialog does not save it', () => {
    const { last } = renderEditor('startcuepoint=4');
    const start = screen.getByRole('textbox', { name: 'Start time (seconds)' });
    for (const text of ['1:30', '-2', '3.125', 'soon']) {
      fireEvent.change(start, { target: { value: text } });
      expect(last()).toBeUndefined();
      expect(start.getAttribute('aria-invalid')).toBe('true');
      expect(screen.getByText(CUE_TIME_MESSAGE)).toBeTruthy();
    }
  });

  it('says that an end at or before the start is ignored, and sends the start only', () => {
    const { last } = renderEditor('startcuepoint=20');
    fireEvent.change(screen.getByRole('textbox', { name: 'End time (seconds)' }), { target: { value: '10' } });
    expect(screen.getByText(CUE_END_IGNORED_MESSAGE)).toBeTruthy();
    expect(last()).toBe('startcuepoint=20');
  });

  it('says when the message held is not a video command, and keeps it until the author chooses', () => {
    const { onChange } = renderEditor('rewind');
    expect(screen.getByText(/The message ‘rewind’ is not a command this video understands/)).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });
});
