// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { Element } from '@quire/plugin-sdk';
import { renderDeliveryHtml } from '@quire/plugin-sdk/testing';
import { audioDelivery } from './index.js';
import { AudioView } from './audio-view.js';

afterEach(cleanup);

const clip = (fields: Record<string, unknown>) => ({ type: 'audio', id: 'a', children: [{ text: '' }], ...fields }) as Element;
const show = (fields: Record<string, unknown>) => render(<AudioView element={clip(fields)}>{null}</AudioView>);

describe('an audio clip for learners', () => {
  it('is the browser player, named by the alternative text and described by the caption', () => {
    show({ src: '/media/p/song.mp3', alt: 'A blackbird singing', caption: 'Heard at dawn' });
    const player = document.querySelector('audio')!;
    expect(player.hasAttribute('controls')).toBe(true);
    expect(player.getAttribute('src')).toBe('/media/p/song.mp3');
    expect(player.getAttribute('aria-label')).toBe('A blackbird singing');
    expect(document.getElementById(player.getAttribute('aria-describedby')!)?.textContent).toBe('Heard at dawn');
    expect(screen.getByRole('figure')).toBeTruthy();
  });

  it('is named by its caption when it has no alternative text', () => {
    show({ src: '/media/p/song.mp3', caption: 'Heard at dawn' });
    const player = document.querySelector('audio')!;
    expect(document.getElementById(player.getAttribute('aria-labelledby')!)?.textContent).toBe('Heard at dawn');
    expect(player.hasAttribute('aria-label')).toBe(false);
  });

  it('shows nothing without a usable file', () => {
    expect(renderDeliveryHtml([{ pluginId: 'element-audio', delivery: audioDelivery }], [clip({ src: 'javascript:alert(1)' })])).toBe('');
  });
});
