// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { hydrateInBrowser, renderOnServer } from '../testing/server-render.js';
import { AUDIO_PROBLEM_MESSAGE, PlayAudioButton } from './play-audio-button.js';

afterEach(cleanup);

const casa = { clip: { src: '/media/casa.mp3', type: 'audio/mpeg' }, label: 'Play the pronunciation of casa' };

describe('PlayAudioButton on the server', () => {
  it('is drawn without a window, disabled until the page script takes over, then hydrates enabled', async () => {
    const html = renderOnServer(PlayAudioButton, casa);
    expect(html).toContain('<button type="button" class="play-audio-button" aria-label="Play the pronunciation of casa" aria-pressed="false" disabled="">');
    expect(html).toContain('<audio preload="none"><source src="/media/casa.mp3" type="audio/mpeg"/></audio>');
    const view = await hydrateInBrowser(PlayAudioButton, casa, html);
    expect(view.container.querySelector('button')!.disabled).toBe(false);
    view.unmount();
  });
});

describe('PlayAudioButton in the browser', () => {
  let play: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    play = vi.fn(function (this: HTMLMediaElement) {
      this.dispatchEvent(new Event('play'));
      return Promise.resolve();
    });
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play as unknown as () => Promise<void>);
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
      this.dispatchEvent(new Event('pause'));
    });
  });
  afterEach(() => vi.restoreAllMocks());

  const button = () => screen.getByRole('button', { name: 'Play the pronunciation of casa' });
  const audio = () => document.querySelector('audio')!;

  it('plays the clip from the start, pressed while it plays, and stops it when pressed again', async () => {
    render(<PlayAudioButton {...casa} />);
    expect(button().getAttribute('aria-pressed')).toBe('false');
    button().focus();
    expect(document.activeElement).toBe(button());
    await act(async () => fireEvent.click(button()));
    expect(play).toHaveBeenCalledOnce();
    expect(button().getAttribute('aria-pressed')).toBe('true');
    audio().currentTime = 1.5;
    await act(async () => fireEvent.click(button()));
    expect(HTMLMediaElement.prototype.pause).toHaveBeenCalledOnce();
    expect(audio().currentTime).toBe(0);
    expect(button().getAttribute('aria-pressed')).toBe('false');
  });

  it('is no longer pressed once the clip has ended', async () => {
    render(<PlayAudioButton {...casa} />);
    await act(async () => fireEvent.click(button()));
    await act(async () => audio().dispatchEvent(new Event('ended')));
    expect(button().getAttribute('aria-pressed')).toBe('false');
  });

  it('tells the learner, in a status, when the browser cannot play the clip, and forgets it on the next try', async () => {
    play.mockImplementationOnce(() => Promise.reject(Object.assign(new Error('no'), { name: 'NotSupportedError' })));
    render(<PlayAudioButton {...casa} />);
    await act(async () => fireEvent.click(button()));
    expect(screen.getByRole('status').textContent).toBe(AUDIO_PROBLEM_MESSAGE);
    expect(button().getAttribute('aria-pressed')).toBe('false');
    await act(async () => fireEvent.click(button()));
    expect(screen.getByRole('status').textContent).toBe('');
    expect(button().getAttribute('aria-pressed')).toBe('true');
  });

  it('reports a file the browser cannot load, and not a play stopped before it started', async () => {
    play.mockImplementationOnce(() => Promise.reject(Object.assign(new Error('stopped'), { name: 'AbortError' })));
    render(<PlayAudioButton {...casa} />);
    await act(async () => fireEvent.click(button()));
    expect(screen.getByRole('status').textContent).toBe('');
    await act(async () => document.querySelector('source')!.dispatchEvent(new Event('error')));
    expect(screen.getByRole('status').textContent).toBe(AUDIO_PROBLEM_MESSAGE);
  });

  it('leaves out a MIME type it was not given', () => {
    render(<PlayAudioButton clip={{ src: '/media/x.ogg' }} label="Play x" />);
    expect(document.querySelector('source')!.hasAttribute('type')).toBe(false);
  });
});
