// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { Element } from '@quire/plugin-sdk';
import { renderDeliveryHtml } from '@quire/plugin-sdk/testing';
import { DefinitionView, definitionDelivery } from './index.js';

afterEach(cleanup);

const p = (text: string) => ({ type: 'p', children: [{ text }] });
const definition = (fields: Record<string, unknown>) => ({ type: 'definition', id: 'd', ...fields, children: [{ text: '' }] }) as Element;
const casa = definition({
  term: 'casa',
  meanings: [
    { type: 'meaning', id: 'm1', children: [p('house')] },
    { type: 'meaning', id: 'm2', children: [p('')] },
    { type: 'meaning', id: 'm3', children: [{ type: 'p', children: [{ text: 'a ' }, { text: 'home', em: true }] }] },
  ],
  translations: [{ type: 'translation', id: 't1', children: [p('maison')] }, { type: 'translation', id: 't2', children: [p('Haus')] }],
  pronunciation: { type: 'pronunciation', id: 'pr', src: '/media/casa.mp3', contenttype: 'audio/mpeg', children: [p('KAH-sah')] },
});
const html = (element: Element) => renderDeliveryHtml([{ pluginId: 'element-definition', delivery: definitionDelivery }], [element]);

describe('a definition for learners', () => {
  it('shows the term, its pronunciation, the meanings as a numbered list and the translations', () => {
    const out = html(casa);
    expect(out).toContain('<dfn class="definition-term">casa</dfn><span class="definition-pronunciation">KAH-sah</span>');
    expect(out).toContain('<ol class="definition-meanings" aria-label="Meanings of casa"><li>house</li><li>a home</li></ol>');
    expect(out).toMatch(/<span id="([^"]+)" class="definition-label">Translations<\/span><ul aria-labelledby="\1"><li>maison<\/li><li>Haus<\/li><\/ul>/);
    expect(out).toContain('<source src="/media/casa.mp3" type="audio/mpeg"/>');
  });

  it('leaves out what is not there, and shows nothing for an empty definition', () => {
    const out = html(definition({ term: 'perro', meanings: [{ type: 'meaning', id: 'm', children: [p('dog')] }] }));
    expect(out).not.toContain('Translations');
    expect(out).not.toContain('<button');
    expect(out).not.toContain('definition-pronunciation');
    expect(html(definition({ term: ' ', meanings: [{ type: 'meaning', id: 'm', children: [p(' ')] }] }))).toBe('');
  });

  it('plays no clip whose address could run a script, and passes on no MIME type that is not one', () => {
    const hostile = definition({ term: 'x', pronunciation: { type: 'pronunciation', src: 'javascript:alert(1)', children: [p('eks')] } });
    expect(html(hostile)).not.toMatch(/javascript|<button|<audio/);
    const oddType = definition({ term: 'x', pronunciation: { type: 'pronunciation', src: '/media/x.mp3', contenttype: 'text/html"><script>', children: [] } });
    expect(html(oddType)).toContain('<source src="/media/x.mp3"/>');
  });
});

describe('the pronunciation button', () => {
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

  it('is a labelled button that plays the recording, pressed while it plays, and stops it when pressed again', async () => {
    render(<DefinitionView element={casa}>{null}</DefinitionView>);
    const button = screen.getByRole('button', { name: 'Play the pronunciation of casa' });
    expect(button).toHaveProperty('disabled', false);
    expect(button.getAttribute('aria-pressed')).toBe('false');
    button.focus();
    expect(document.activeElement).toBe(button);
    await act(async () => fireEvent.click(button));
    expect(play).toHaveBeenCalledOnce();
    expect(button.getAttribute('aria-pressed')).toBe('true');
    await act(async () => fireEvent.click(button));
    expect(HTMLMediaElement.prototype.pause).toHaveBeenCalledOnce();
    expect(button.getAttribute('aria-pressed')).toBe('false');
    await act(async () => document.querySelector('audio')!.dispatchEvent(new Event('play')));
    await act(async () => document.querySelector('audio')!.dispatchEvent(new Event('ended')));
    expect(button.getAttribute('aria-pressed')).toBe('false');
  });

  it('is named without a term when the definition has none', () => {
    render(<DefinitionView element={definition({ pronunciation: { type: 'pronunciation', src: '/media/x.mp3', children: [] } })}>{null}</DefinitionView>);
    expect(screen.getByRole('button', { name: 'Play the pronunciation' })).toBeTruthy();
  });
});
