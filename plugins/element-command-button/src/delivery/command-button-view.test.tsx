// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { Descendant } from '@quire/plugin-sdk';
import { listenForCommands } from '@quire/plugin-sdk/delivery';
import { DeliveredContent } from '@quire/plugin-sdk/testing';
import { textDelivery } from '@quire/plugin-element-text/delivery';
import { videoDelivery } from '@quire/plugin-element-video/delivery';
import commandButtonDelivery from './index.js';
import { COMMAND_NOT_ANSWERED_MESSAGE, NO_COMMAND_MESSAGE } from './command-button-view.js';

afterEach(cleanup);

const PARTS = [
  { pluginId: 'element-text', delivery: textDelivery },
  { pluginId: 'element-video', delivery: videoDelivery },
  { pluginId: 'element-command-button', delivery: commandButtonDelivery },
];

const cells: Descendant = { type: 'video', id: 'v1', alt: 'Cells dividing', src: [{ url: '/media/p/cells.mp4', contenttype: 'video/mp4' }], children: [{ text: '' }] };
const line = (fields: Record<string, unknown>): Descendant => ({
  type: 'p',
  id: 'a',
  children: [{ text: 'Press ' }, { type: 'command_button', id: 'b1', style: 'button', children: [{ text: 'Watch the split' }], ...fields }, { text: '.' }],
});

function renderPage(content: Descendant[]) {
  render(<DeliveredContent parts={PARTS} content={content} context={{ mode: 'delivery', resourceAttemptGuid: 'attempt-1', emit: () => undefined }} />);
  const button = screen.getByRole('button', { name: 'Watch the split' });
  const status = () => document.getElementById(button.getAttribute('aria-describedby')!)!;
  return { button, status, media: () => document.querySelector('video') as HTMLVideoElement };
}

function loadMetadata(media: HTMLVideoElement, duration: number) {
  Object.defineProperty(media, 'duration', { configurable: true, value: duration });
  fireEvent(media, new Event('loadedmetadata'));
}

describe('the command button for learners', () => {
  it('seeks the video it targets to the time its message names, and plays it', async () => {
    const { button, media, status } = renderPage([line({ target: 'v1', message: 'startcuepoint=42;endcuepoint=50' }), cells]);
    loadMetadata(media(), 120);
    await act(async () => fireEvent.click(button));
    expect(media().currentTime).toBe(42);
    expect(media().paused).toBe(false);
    expect(status().textContent).toBe('');
    media().currentTime = 50.2;
    fireEvent(media(), new Event('timeupdate'));
    expect(media().paused).toBe(true);
  });

  it('plays and pauses the video with the play and pause messages', async () => {
    render(
      <DeliveredContent
        parts={PARTS}
        content={[
          {
            type: 'p',
            id: 'a',
            children: [
              { text: '' },
              { type: 'command_button', id: 'b1', target: 'v1', message: 'play', children: [{ text: 'Play it' }] },
              { text: ' ' },
              { type: 'command_button', id: 'b2', target: 'v1', message: 'pause', style: 'link', children: [{ text: 'Pause it' }] },
              { text: '' },
            ],
          },
          cells,
        ]}
      />,
    );
    const media = document.querySelector('video') as HTMLVideoElement;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Play it' })));
    expect(media.paused).toBe(false);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Pause it' })));
    expect(media.paused).toBe(true);
  });

  it('is a native button, reached with Tab and pressed with Enter or Space by the browser, in both styles', () => {
    const { button } = renderPage([line({ target: 'v1', message: 'play', style: 'link' }), cells]);
    expect(button.tagName).toBe('BUTTON');
    expect(button.getAttribute('type')).toBe('button');
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(button.tabIndex).toBe(0);
    button.focus();
    expect(document.activeElement).toBe(button);
  });

  it('says, to screen readers too, that nothing answered when its target is no longer on the page, and changes nothing', async () => {
    const { button, status, media } = renderPage([line({ target: 'deleted-video', message: 'startcuepoint=42' }), cells]);
    await act(async () => fireEvent.click(button));
    expect(status().getAttribute('role')).toBe('status');
    expect(status().textContent).toBe(COMMAND_NOT_ANSWERED_MESSAGE);
    expect(media().currentTime).toBe(0);
    expect(media().paused).toBe(true);
  });

  it('says so when its target does not understand the message', async () => {
    const { button, status, media } = renderPage([line({ target: 'v1', message: 'rewind please' }), cells]);
    await act(async () => fireEvent.click(button));
    expect(status().textContent).toBe(COMMAND_NOT_ANSWERED_MESSAGE);
    expect(media().paused).toBe(true);
  });

  it('says it has no command when the author left it without a target or a message', async () => {
    for (const fields of [{ message: 'play' }, { target: 'v1' }]) {
      const { button, status } = renderPage([line(fields), cells]);
      await act(async () => fireEvent.click(button));
      expect(status().textContent).toBe(NO_COMMAND_MESSAGE);
      cleanup();
    }
  });

  it('clears what it said once a press is answered', async () => {
    const { button, status } = renderPage([line({ target: 'v1', message: 'play' })]);
    await act(async () => fireEvent.click(button));
    expect(status().textContent).toBe(COMMAND_NOT_ANSWERED_MESSAGE);
    const heard: string[] = [];
    const stop = listenForCommands('v1', (message) => void heard.push(message));
    await act(async () => fireEvent.click(button));
    stop();
    expect(heard).toEqual(['play']);
    expect(status().textContent).toBe('');
  });
});
