// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { Descendant, Element } from '@quire/plugin-sdk';
import { renderDeliveryHtml } from '@quire/plugin-sdk/testing';
import { tableDelivery } from '@quire/plugin-element-table/delivery';
import { hablar, conjugation, tc, tr } from '../authoring/testing/conjugation-test-plugins.js';
import { ConjugationView, conjugationDelivery } from './index.js';

afterEach(cleanup);

const parts = [
  { pluginId: 'element-table', delivery: tableDelivery },
  { pluginId: 'element-conjugation', delivery: conjugationDelivery },
];
const html = (content: Descendant[]) => renderDeliveryHtml(parts, content);

describe('a conjugation for learners', () => {
  it('is a table captioned with its title, each cell its pronouns then its form, under the verb and its pronunciation', () => {
    const out = html([hablar()]);
    expect(out).toContain('<p class="conjugation-verb"><span class="conjugation-verb-text">hablar</span><span class="conjugation-pronunciation">ah-BLAR</span>');
    expect(out).toContain('<table class="conjugation-table"><caption>Present tense</caption><tbody><tr><td><span class="conjugation-pronouns">yo</span><span class="conjugation-word">hablo</span>');
    expect(out).toContain('<td><span class="conjugation-pronouns">vosotros</span><span class="conjugation-word">habláis</span></td>');
    expect(out).toContain('aria-label="Play yo hablo"');
    expect(out).toContain('aria-label="Play the pronunciation of hablar"');
    expect(out.match(/<button/g)).toHaveLength(2);
  });

  it('captions the table with the verb when it has no title, and draws headings, spans and alignment checked', () => {
    const out = html([
      conjugation(
        { verb: 'ser' },
        tr('r1', { type: 'th', id: 'h1', children: [{ text: '' }] } as Element, { type: 'th', id: 'h2', colspan: 2, children: [{ text: 'Forms' }] } as Element),
        tr('r2', { type: 'th', id: 'h3', children: [{ text: 'Present' }] } as Element, tc('a', 'yo', 'soy', { align: 'center' }), tc('b', 'tú', 'eres', { align: 'sideways', rowspan: 1.5 })),
      ),
    ]);
    expect(out).toContain('<caption>ser</caption>');
    expect(out).toContain('<th scope="col" colSpan="2">Forms</th>');
    expect(out).toContain('<th scope="row">Present</th><td style="text-align:center">');
    expect(out).toContain('<td><span class="conjugation-pronouns">tú</span>');
  });

  it('shows nothing for an empty conjugation, and plays no clip whose address could run a script', () => {
    expect(html([conjugation({}, tr('r', tc('a', '', '')))])).toBe('');
    const out = html([conjugation({ verb: 'x' }, tr('r', tc('a', 'yo', 'x', { audioSrc: 'javascript:alert(1)', audioType: 'audio/mpeg' })))]);
    expect(out).not.toMatch(/javascript|<button|<audio/);
  });

  it('draws a conjugation cell met in an ordinary table with its pronouns and recording', () => {
    const table = { type: 'table', id: 't', children: [tr('r', tc('c', 'yo', 'hablo', { audioSrc: '/media/hablo.mp3' }), { type: 'td', id: 'd', children: [{ text: 'I speak' }] } as Element)] };
    const out = html([table as Element]);
    expect(out).toMatch(/<td><span class="conjugation-pronouns">yo<\/span>hablo<span class="play-audio"><button type="button" class="play-audio-button" aria-label="Play yo hablo"/);
    expect(out).toContain('<td>I speak</td>');
  });
});

describe('the recordings’ buttons', () => {
  beforeEach(() => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
      this.dispatchEvent(new Event('play'));
      return Promise.resolve();
    });
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
      this.dispatchEvent(new Event('pause'));
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it("play a cell's recording from the keyboard, pressed while it plays", async () => {
    render(<ConjugationView element={hablar()}>{null}</ConjugationView>);
    const play = screen.getByRole('button', { name: 'Play yo hablo' });
    play.focus();
    expect(document.activeElement).toBe(play);
    await act(async () => fireEvent.click(play));
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalledOnce();
    const audio = play.parentElement!.querySelector('audio')!;
    expect(audio.querySelector('source')?.getAttribute('src')).toBe('/media/hablo.mp3');
    expect(play.getAttribute('aria-pressed')).toBe('true');
    await act(async () => audio.dispatchEvent(new Event('ended')));
    expect(play.getAttribute('aria-pressed')).toBe('false');
  });
});
