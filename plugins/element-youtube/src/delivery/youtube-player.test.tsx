// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"navigation":{"disableChildFrameNavigation":true}}}
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { Element } from '@quire/plugin-sdk';
import { DeliveryContext, PluginSettingsContext, type DeliveryEvent } from '@quire/plugin-sdk/delivery';
import { renderDeliveryHtml } from '@quire/plugin-sdk/testing';
import { youtubeDelivery } from './index.js';
import { CUE_CHECK_INTERVAL_MS, PLAYER_ANSWER_TIMEOUT_MS } from './use-youtube-player.js';
import { YOUTUBE_PLAYER_ORIGIN } from './youtube-player-messages.js';
import { WATCH_ON_YOUTUBE_LABEL, YOUTUBE_PLAYBACK_FAILED_MESSAGE, YoutubePlayer } from './youtube-player.js';

const ID = 'aqz-KE-bpKQ';
const video = (fields: Record<string, unknown> = {}): Element => ({ type: 'youtube', id: 'v1', src: ID, ...fields, children: [{ text: '' }] });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

interface Player {
  readonly sent: () => unknown[];
  readonly events: DeliveryEvent[];
  /** A message from the player's own window, at its origin unless told otherwise. */
  readonly say: (message: object, origin?: string, source?: unknown) => void;
}

function play(element: Element, privacyEnhanced = true): Player {
  const events: DeliveryEvent[] = [];
  render(
    <DeliveryContext.Provider value={{ mode: 'delivery', emit: (event) => events.push(event) }}>
      <PluginSettingsContext.Provider value={{ 'element-youtube': { privacyEnhanced } }}>
        <YoutubePlayer element={element}>{null}</YoutubePlayer>
      </PluginSettingsContext.Provider>
    </DeliveryContext.Provider>,
  );
  const frame = document.querySelector('iframe') as HTMLIFrameElement;
  const playerWindow = { postMessage: vi.fn() };
  Object.defineProperty(frame, 'contentWindow', { value: playerWindow, configurable: true });
  fireEvent.load(frame);
  return {
    sent: () => playerWindow.postMessage.mock.calls.map(([data, origin]) => ({ ...JSON.parse(data as string), to: origin })),
    events,
    say: (message, origin = YOUTUBE_PLAYER_ORIGIN, source = playerWindow) =>
      act(() => {
        window.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(message), origin, source: source as Window }));
      }),
  };
}

const info = (fields: object) => ({ event: 'infoDelivery', info: fields, id: 1, channel: 'widget' });
const commands = (player: Player, func: string) => player.sent().filter((m) => (m as { func?: string }).func === func);

describe('the YouTube player for learners', () => {
  it('embeds the privacy-enhanced player with the cue, titled by the alt text', () => {
    const html = renderDeliveryHtml([{ pluginId: 'element-youtube', delivery: youtubeDelivery }], [video({ alt: 'Big Buck Bunny', startTime: 30, endTime: 45, width: 640, caption: 'Meet the bunny' })]);
    expect(html).toContain(`src="https://www.youtube-nocookie.com/embed/${ID}?enablejsapi=1&amp;start=30&amp;end=45"`);
    expect(html).toContain('title="Big Buck Bunny"');
    expect(html).toContain('width="640"');
    expect(html).toContain('<figcaption>Meet the bunny</figcaption>');
    expect(html).not.toContain('<script');
  });

  it("embeds YouTube's own player when the project's owner switched privacy-enhanced mode off", () => {
    const parts = [{ pluginId: 'element-youtube', delivery: youtubeDelivery }];
    const html = renderDeliveryHtml(parts, [video({ startTime: 30 })], { mode: 'delivery' }, { 'element-youtube': { privacyEnhanced: false } });
    expect(html).toContain(`src="https://www.youtube.com/embed/${ID}?enablejsapi=1&amp;start=30"`);
    expect(renderDeliveryHtml(parts, [video()], { mode: 'delivery' }, { 'element-youtube': { privacyEnhanced: true } })).toContain('youtube-nocookie.com');
  });

  it("talks to YouTube's own player at its origin only, when privacy-enhanced mode is off", () => {
    const player = play(video({ endTime: 12 }), false);
    expect(player.sent()).toEqual([{ event: 'listening', id: 1, channel: 'widget', to: 'https://www.youtube.com' }]);
    player.say(info({ playerState: 1, currentTime: 11.9 }), YOUTUBE_PLAYER_ORIGIN);
    act(() => vi.advanceTimersByTime(1000));
    expect(commands(player, 'pauseVideo')).toEqual([]);
    player.say(info({ playerState: 1, currentTime: 11.9 }), 'https://www.youtube.com');
    act(() => vi.advanceTimersByTime(CUE_CHECK_INTERVAL_MS));
    expect(commands(player, 'pauseVideo')).toEqual([{ event: 'command', func: 'pauseVideo', args: [], id: 1, channel: 'widget', to: 'https://www.youtube.com' }]);
  });

  it('shows nothing for a video without an id', () => {
    expect(renderDeliveryHtml([{ pluginId: 'element-youtube', delivery: youtubeDelivery }], [video({ src: '' })])).toBe('');
  });

  it("says it is listening to the player's origin until the player answers", () => {
    const player = play(video());
    expect(player.sent()).toEqual([{ event: 'listening', id: 1, channel: 'widget', to: YOUTUBE_PLAYER_ORIGIN }]);
    act(() => vi.advanceTimersByTime(500));
    expect(player.sent().filter((m) => (m as { event: string }).event === 'listening')).toHaveLength(3);
    player.say({ event: 'onReady', id: 1, channel: 'widget' });
    act(() => vi.advanceTimersByTime(1000));
    expect(player.sent().filter((m) => (m as { event: string }).event === 'listening')).toHaveLength(3);
  });

  it('pauses the video at the cue end, checking every 100 ms while it plays', () => {
    const player = play(video({ startTime: 10, endTime: 12 }));
    player.say(info({ playerState: 1, currentTime: 10, duration: 100, playbackRate: 1 }));
    act(() => vi.advanceTimersByTime(1900));
    expect(commands(player, 'pauseVideo')).toEqual([]);
    act(() => vi.advanceTimersByTime(CUE_CHECK_INTERVAL_MS));
    expect(commands(player, 'pauseVideo')).toEqual([{ event: 'command', func: 'pauseVideo', args: [], id: 1, channel: 'widget', to: YOUTUBE_PLAYER_ORIGIN }]);
    act(() => vi.advanceTimersByTime(1000));
    expect(commands(player, 'pauseVideo')).toHaveLength(1);
  });

  it('follows the reported time and playback rate, so a seek or a faster speed moves the pause', () => {
    const player = play(video({ endTime: 60 }));
    player.say(info({ playerState: 1, currentTime: 0 }));
    player.say(info({ currentTime: 59, playbackRate: 2 }));
    act(() => vi.advanceTimersByTime(400));
    expect(commands(player, 'pauseVideo')).toEqual([]);
    act(() => vi.advanceTimersByTime(200));
    expect(commands(player, 'pauseVideo')).toHaveLength(1);
  });

  it('does not check while the video is paused', () => {
    const player = play(video({ endTime: 12 }));
    player.say(info({ playerState: 1, currentTime: 10 }));
    player.say(info({ playerState: 2, currentTime: 11 }));
    act(() => vi.advanceTimersByTime(5000));
    expect(commands(player, 'pauseVideo')).toEqual([]);
  });

  it('ignores messages from other origins and other windows', () => {
    const player = play(video({ endTime: 12 }));
    player.say(info({ playerState: 1, currentTime: 11.9 }), 'https://evil.example');
    player.say(info({ playerState: 1, currentTime: 11.9 }), YOUTUBE_PLAYER_ORIGIN, window);
    act(() => vi.advanceTimersByTime(1000));
    expect(commands(player, 'pauseVideo')).toEqual([]);
    expect(player.events).toEqual([]);
    act(() => vi.advanceTimersByTime(PLAYER_ANSWER_TIMEOUT_MS));
    expect(screen.getByRole('alert').textContent).toContain(YOUTUBE_PLAYBACK_FAILED_MESSAGE);
  });

  it('tells the learner when the player does not answer, with a link to watch it on YouTube', () => {
    play(video());
    act(() => vi.advanceTimersByTime(PLAYER_ANSWER_TIMEOUT_MS - 1));
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Could not play YouTube video. Please refresh the page and try again.');
    expect(alert.textContent).toContain('contact support');
    const link = screen.getByRole('link', { name: WATCH_ON_YOUTUBE_LABEL });
    expect(link.getAttribute('href')).toBe(`https://www.youtube.com/watch?v=${ID}`);
    expect(link.getAttribute('target')).toBe('_blank');
    expect((document.querySelector('iframe') as HTMLIFrameElement).hidden).toBe(true);
  });

  it('tells the learner when the player reports an error', () => {
    const player = play(video());
    player.say({ event: 'onReady' });
    player.say({ event: 'onError', info: 150 });
    expect(screen.getByRole('alert').textContent).toContain(YOUTUBE_PLAYBACK_FAILED_MESSAGE);
  });

  it('starts no timer before the frame has loaded', () => {
    render(<YoutubePlayer element={video()}>{null}</YoutubePlayer>);
    act(() => vi.advanceTimersByTime(PLAYER_ANSWER_TIMEOUT_MS * 2));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('records played, paused and completed as learner events', () => {
    const player = play(video({ alt: 'Big Buck Bunny', endTime: 12 }));
    player.say(info({ playerState: 1, currentTime: 5, duration: 100 }));
    player.say(info({ playerState: 2, currentTime: 8 }));
    player.say(info({ playerState: 1, currentTime: 10 }));
    act(() => vi.advanceTimersByTime(2000));
    player.say(info({ playerState: 2, currentTime: 12 }));
    expect(player.events.map((e) => e.event_type)).toEqual(['video_played', 'video_paused', 'video_played', 'video_completed']);
    expect(player.events[1]).toEqual({
      type: 'video',
      category: 'video',
      event_type: 'video_paused',
      video_url: `https://www.youtube.com/watch?v=${ID}`,
      video_title: 'Big Buck Bunny',
      video_length: 100,
      video_played_segments: '5[.]8',
      video_progress: 0.08,
      video_time: 8,
      content_element_id: 'v1',
    });
    expect(player.events[3]).toMatchObject({ video_played_segments: '5[.]8[,]10[.]12', video_time: 12 });
  });
});
