// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { Element } from '@quire/plugin-sdk';
import { DeliveryContext, sendCommand, type DeliveryEvent } from '@quire/plugin-sdk/delivery';
import { renderDeliveryHtml } from '@quire/plugin-sdk/testing';
import { videoDelivery } from './index.js';
import { playVideoCue, sendVideoCommand } from './send-video-command.js';
import { VideoPlayer } from './video-player.js';

afterEach(cleanup);

const CELLS = { type: 'video', id: 'v1', children: [{ text: '' }], alt: 'Cells dividing', src: [{ url: '/media/p/cells.webm' }, { url: '/media/p/cells.mp4', contenttype: 'video/mp4' }] };

function renderPlayer(fields: Record<string, unknown> = {}) {
  const emit = vi.fn<(event: DeliveryEvent) => void>();
  render(
    <DeliveryContext.Provider value={{ mode: 'delivery', resourceAttemptGuid: 'attempt-1', emit }}>
      <VideoPlayer element={{ ...CELLS, ...fields } as Element}>{null}</VideoPlayer>
    </DeliveryContext.Provider>,
  );
  const media = document.querySelector('video') as HTMLVideoElement;
  return { emit, media, events: () => emit.mock.calls.map(([event]) => event) };
}

/** What a browser does to the <video>: its clock moves and it fires a media event. */
function mediaDoes(media: HTMLVideoElement, type: string, at?: number) {
  if (at !== undefined) media.currentTime = at;
  fireEvent(media, new Event(type));
}

function loadMetadata(media: HTMLVideoElement, duration: number) {
  Object.defineProperty(media, 'duration', { configurable: true, value: duration });
  mediaDoes(media, 'loadedmetadata');
}

const button = (name: string | RegExp) => screen.getByRole('button', { name });

describe('the learner video player', () => {
  it('plays the sources with their types, the caption tracks and the poster, named by the alternative text', () => {
    const { media } = renderPlayer({
      poster: '/media/p/poster.png',
      width: 640,
      captions: [{ label: 'English Subtitles', language_code: 'en', src: '/media/p/en.vtt' }],
    });
    expect(screen.getByRole('group', { name: 'Cells dividing' }).contains(media)).toBe(true);
    expect(Array.from(media.querySelectorAll('source'), (s) => [s.getAttribute('src'), s.getAttribute('type')])).toEqual([
      ['/media/p/cells.webm', 'video/webm'],
      ['/media/p/cells.mp4', 'video/mp4'],
    ]);
    const track = media.querySelector('track')!;
    expect([track.getAttribute('kind'), track.getAttribute('label'), track.getAttribute('srclang'), track.getAttribute('src')]).toEqual(['captions', 'English Subtitles', 'en', '/media/p/en.vtt']);
    expect(media.getAttribute('poster')).toBe('/media/p/poster.png');
    expect(media.getAttribute('width')).toBe('640');
    expect(media.hasAttribute('controls')).toBe(false);
  });

  it('is drawn on the server as on the page, with no script needed to show the video', () => {
    const html = renderDeliveryHtml([{ pluginId: 'element-video', delivery: videoDelivery }], [CELLS as unknown as Element]);
    expect(html).toContain('<source src="/media/p/cells.webm" type="video/webm"/>');
    expect(html).toContain('aria-label="Play"');
  });

  it("shows the 'Choose Video' placeholder for a video without a source", () => {
    render(<VideoPlayer element={{ type: 'video', id: 'v', children: [{ text: '' }] } as Element}>{null}</VideoPlayer>);
    expect(screen.getByText('Choose Video')).toBeTruthy();
    expect(document.querySelector('video')).toBeNull();
  });

  it('has its own labelled controls, and no captions menu without caption tracks', () => {
    renderPlayer();
    const controls = screen.getByRole('group', { name: 'Video controls' });
    expect(within(controls).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Play', 'Mute', 'Playback speed: 1×', 'Full screen']);
    expect(within(controls).getByRole('slider', { name: 'Seek' })).toBeTruthy();
  });

  it('plays and pauses from its button, and mutes and unmutes', async () => {
    const { media } = renderPlayer();
    await act(async () => fireEvent.click(button('Play')));
    expect(media.paused).toBe(false);
    await act(async () => fireEvent.click(button('Pause')));
    expect(media.paused).toBe(true);
    fireEvent.click(button('Mute'));
    expect(media.muted).toBe(true);
    fireEvent.click(button('Unmute'));
    expect(media.muted).toBe(false);
  });

  it('moves through the video with the arrow keys, Home and End on the progress slider', () => {
    const { media } = renderPlayer();
    const slider = screen.getByRole('slider', { name: 'Seek' });
    expect(slider).toHaveProperty('disabled', true);
    loadMetadata(media, 120);
    expect(slider).toHaveProperty('disabled', false);
    mediaDoes(media, 'timeupdate', 30);
    expect(slider.getAttribute('aria-valuetext')).toBe('0:30 of 2:00');
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(media.currentTime).toBe(35);
    fireEvent.keyDown(slider, { key: 'ArrowLeft' });
    fireEvent.keyDown(slider, { key: 'ArrowLeft' });
    expect(media.currentTime).toBe(25);
    fireEvent.keyDown(slider, { key: 'End' });
    expect(media.currentTime).toBe(120);
    fireEvent.keyDown(slider, { key: 'Home' });
    expect(media.currentTime).toBe(0);
    fireEvent.change(slider, { target: { value: '75' } });
    expect(media.currentTime).toBe(75);
  });

  it('sets the speed from a menu worked with the keyboard', () => {
    const { media } = renderPlayer();
    const speed = button('Playback speed: 1×');
    fireEvent.keyDown(speed, { key: 'ArrowDown' });
    const menu = screen.getByRole('menu', { name: 'Playback speed' });
    expect(within(menu).getAllByRole('menuitemradio').map((item) => item.textContent)).toEqual(['0.5×', '0.75×', '1×', '1.25×', '1.5×', '1.75×', '2×']);
    expect(document.activeElement).toBe(within(menu).getByRole('menuitemradio', { name: '1×' }));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(within(menu).getByRole('menuitemradio', { name: '1.5×' }));
    fireEvent.click(document.activeElement!);
    expect(media.playbackRate).toBe(1.5);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button('Playback speed: 1.5×'));

    fireEvent.click(button('Playback speed: 1.5×'));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(media.playbackRate).toBe(1.5);
  });

  it('lists the caption tracks and Off in the captions menu, and shows the one chosen', () => {
    const { media } = renderPlayer({
      captions: [
        { label: 'English Subtitles', language_code: 'en', src: '/media/p/en.vtt' },
        { label: 'Sous-titres', language_code: 'fr', src: '/media/p/fr.vtt' },
      ],
    });
    // happy-dom makes a new TextTrack on every read; a browser keeps one per <track>.
    const tracks = [{ mode: 'disabled' }, { mode: 'disabled' }];
    Object.defineProperty(media, 'textTracks', { configurable: true, value: tracks });
    fireEvent.click(button('Captions: Off'));
    const menu = screen.getByRole('menu', { name: 'Captions' });
    expect(within(menu).getAllByRole('menuitemradio').map((item) => item.textContent)).toEqual(['Off', 'English Subtitles', 'Sous-titres']);
    fireEvent.click(within(menu).getByRole('menuitemradio', { name: 'Sous-titres' }));
    expect(tracks.map((track) => track.mode)).toEqual(['disabled', 'showing']);
    expect(button('Captions: Sous-titres')).toBeTruthy();
    fireEvent.click(button('Captions: Sous-titres'));
    fireEvent.click(screen.getByRole('menuitemradio', { name: 'Off' }));
    expect(tracks.map((track) => track.mode)).toEqual(['disabled', 'disabled']);
  });

  it('asks the browser for full screen for the whole player', () => {
    const requestFullscreen = vi.fn(async () => undefined);
    renderPlayer();
    const frame = screen.getByRole('group', { name: 'Cells dividing' });
    Object.defineProperty(frame, 'requestFullscreen', { configurable: true, value: requestFullscreen });
    fireEvent.click(button('Full screen'));
    expect(requestFullscreen).toHaveBeenCalledOnce();
  });
});

describe('the learning events of the video player', () => {
  // The source the browser chose, as it reports it (currentSrc is absolute).
  const base = { category: 'video', video_url: new URL('/media/p/cells.webm', location.href).href, video_title: 'Cells dividing', content_element_id: 'v1', video_length: 100, video_cc_enabled: false };

  it('sends video_played with where playing started', () => {
    const { media, events } = renderPlayer();
    loadMetadata(media, 100);
    mediaDoes(media, 'play', 4);
    expect(events()).toEqual([{ ...base, type: 'video_played', event_type: 'played', video_play_time: 4, video_time: 4 }]);
  });

  it('sends video_paused with the played segments and the part of the video watched', () => {
    const { media, events } = renderPlayer();
    loadMetadata(media, 100);
    mediaDoes(media, 'play', 0);
    mediaDoes(media, 'timeupdate', 10);
    mediaDoes(media, 'pause', 12.5);
    expect(events()[1]).toEqual({ ...base, type: 'video_paused', event_type: 'paused', video_time: 12.5, video_played_segments: '0[.]12.5', video_progress: 0.125 });
  });

  it('sends video_seeked from the last position to the new one, and counts what was watched before the seek', () => {
    const { media, events } = renderPlayer();
    loadMetadata(media, 100);
    mediaDoes(media, 'play', 0);
    mediaDoes(media, 'timeupdate', 20);
    mediaDoes(media, 'seeking', 60);
    mediaDoes(media, 'timeupdate', 60);
    mediaDoes(media, 'seeked', 60);
    mediaDoes(media, 'timeupdate', 70);
    mediaDoes(media, 'pause', 70);
    expect(events().slice(1)).toEqual([
      { ...base, type: 'video_seeked', event_type: 'seeked', video_seek_from: 20, video_seek_to: 60, video_time: 60, video_played_segments: '0[.]20', video_progress: 0.2 },
      { ...base, type: 'video_paused', event_type: 'paused', video_time: 70, video_played_segments: '0[.]20[,]60[.]70', video_progress: 0.3 },
    ]);
  });

  it('merges a part played on from where it paused, and counts a part watched twice once', () => {
    const { media, events } = renderPlayer();
    loadMetadata(media, 100);
    mediaDoes(media, 'play', 0);
    mediaDoes(media, 'pause', 10);
    mediaDoes(media, 'play', 10);
    mediaDoes(media, 'pause', 30);
    mediaDoes(media, 'seeking', 20);
    mediaDoes(media, 'seeked', 20);
    mediaDoes(media, 'play', 20);
    mediaDoes(media, 'pause', 40);
    expect(events().at(-1)).toMatchObject({ type: 'video_paused', video_played_segments: '0[.]30[,]20[.]40', video_progress: 0.4 });
  });

  it('sends video_completed once, the first time the video ends', () => {
    const { media, events } = renderPlayer();
    loadMetadata(media, 100);
    mediaDoes(media, 'play', 0);
    mediaDoes(media, 'pause', 100);
    mediaDoes(media, 'ended', 100);
    mediaDoes(media, 'play', 0);
    mediaDoes(media, 'pause', 100);
    mediaDoes(media, 'ended', 100);
    const completed = events().filter((event) => event.type === 'video_completed');
    expect(completed).toEqual([{ ...base, type: 'video_completed', event_type: 'completed', video_time: 100, video_played_segments: '0[.]100', video_progress: 1 }]);
  });

  it('says whether captions were showing', () => {
    const { media, events } = renderPlayer({ captions: [{ label: 'English Subtitles', language_code: 'en', src: '/media/p/en.vtt' }] });
    fireEvent.click(button('Captions: Off'));
    fireEvent.click(screen.getByRole('menuitemradio', { name: 'English Subtitles' }));
    mediaDoes(media, 'play', 0);
    expect(events()[0]).toMatchObject({ type: 'video_played', video_cc_enabled: true });
  });

  it('sends nothing where the page keeps no record', () => {
    render(<VideoPlayer element={CELLS as unknown as Element}>{null}</VideoPlayer>);
    const media = document.querySelector('video') as HTMLVideoElement;
    expect(() => mediaDoes(media, 'play', 0)).not.toThrow();
  });
});

describe('cue points', () => {
  it('seek to the start, play, and pause at the end', async () => {
    const { media, events } = renderPlayer();
    loadMetadata(media, 100);
    await act(async () => playVideoCue('v1', { start: 12, end: 20 }));
    expect(media.currentTime).toBe(12);
    expect(media.paused).toBe(false);
    mediaDoes(media, 'timeupdate', 16);
    expect(media.paused).toBe(false);
    mediaDoes(media, 'timeupdate', 20.1);
    expect(media.paused).toBe(true);
    expect(events().map((event) => event.type)).toEqual(['video_played', 'video_paused']);
  });

  it('play on from a start without an end, and reach only the player they name', async () => {
    const { media } = renderPlayer();
    loadMetadata(media, 100);
    await act(async () => playVideoCue('another-video', { start: 50 }));
    expect(media.paused).toBe(true);
    await act(async () => playVideoCue('v1', { start: 50 }));
    mediaDoes(media, 'timeupdate', 99);
    expect(media.paused).toBe(false);
  });

  it('stop pausing at the end once the learner moves through the video', async () => {
    const { media } = renderPlayer();
    loadMetadata(media, 100);
    await act(async () => playVideoCue('v1', { start: 10, end: 15 }));
    fireEvent.keyDown(screen.getByRole('slider', { name: 'Seek' }), { key: 'ArrowRight' });
    mediaDoes(media, 'timeupdate', 16);
    expect(media.paused).toBe(false);
  });
});

describe('commands sent through the page message bus', () => {
  it('play and pause the player they name, which says it took them', async () => {
    const { media } = renderPlayer();
    loadMetadata(media, 100);
    let taken = false;
    await act(async () => void (taken = sendVideoCommand('v1', { kind: 'play' })));
    expect(taken).toBe(true);
    expect(media.paused).toBe(false);
    await act(async () => void (taken = sendVideoCommand('v1', { kind: 'pause' })));
    expect(taken).toBe(true);
    expect(media.paused).toBe(true);
  });

  it('seek to a time as the raw message a command button holds', async () => {
    const { media } = renderPlayer();
    loadMetadata(media, 100);
    await act(async () => void sendCommand('v1', 'startcuepoint=42'));
    expect(media.currentTime).toBe(42);
    expect(media.paused).toBe(false);
  });

  it('are refused when the player does not understand them, and change nothing', async () => {
    const { media } = renderPlayer();
    loadMetadata(media, 100);
    mediaDoes(media, 'timeupdate', 7);
    let taken = true;
    await act(async () => void (taken = sendCommand('v1', 'rewind please')));
    expect(taken).toBe(false);
    expect(media.currentTime).toBe(7);
    expect(media.paused).toBe(true);
  });
});
