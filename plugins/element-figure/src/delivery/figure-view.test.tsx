import { describe, expect, it } from 'vitest';
import type { Descendant } from '@quire/plugin-sdk';
import { renderDeliveryHtml } from '@quire/plugin-sdk/testing';
import { textDelivery } from '@quire/plugin-element-text/delivery';
import figureDelivery from './index.js';

const parts = [
  { pluginId: 'element-text', delivery: textDelivery },
  { pluginId: 'element-figure', delivery: figureDelivery },
];
const render = (title: unknown) =>
  renderDeliveryHtml(parts, [{ type: 'figure', id: 'f', ...(title === undefined ? {} : { title }), children: [{ type: 'p', id: 'p', children: [{ text: 'A cell.' }] }] }] as Descendant[]);

describe('a figure for learners', () => {
  it('is a figure with its title as the caption above its content', () => {
    expect(render('Fig. 1: Mitosis')).toBe('<figure class="figure"><figcaption class="figure-title">Fig. 1: Mitosis</figcaption><div class="figure-content"><p>A cell.</p></div></figure>');
  });

  it('gives a rich title as its text', () => {
    expect(render([{ type: 'p', id: 't', children: [{ text: 'The ' }, { text: 'cell', em: true }] }])).toContain('<figcaption class="figure-title">The cell</figcaption>');
  });

  it('has no caption without a title, or with a blank one', () => {
    for (const title of [undefined, '', '   ']) expect(render(title)).toBe('<figure class="figure"><div class="figure-content"><p>A cell.</p></div></figure>');
  });

  it('draws markup in a title as text', () => {
    expect(render('<img src=x onerror=alert(1)>')).toContain('<figcaption class="figure-title">&lt;img src=x onerror=alert(1)&gt;</figcaption>');
  });
});
