import { describe, expect, it } from 'vitest';
import type { Descendant, Element } from '@quire/plugin-sdk';
import { renderDeliveryHtml } from '@quire/plugin-sdk/testing';
import { textDelivery } from '@quire/plugin-element-text/delivery';
import { imageDelivery } from './index.js';

const parts = [
  { pluginId: 'element-text', delivery: textDelivery },
  { pluginId: 'element-image', delivery: imageDelivery },
];
const render = (content: Descendant[]) => renderDeliveryHtml(parts, content);
const img = (fields: Record<string, unknown>, type = 'img'): Element => ({ type, id: 'i', ...fields, children: [{ text: '' }] });
const LAZY = 'loading="lazy" decoding="async" style="max-width:100%;height:auto"';

describe('element-image delivery', () => {
  it('draws a figure with the alt text and size, loaded lazily', () => {
    expect(render([img({ src: '/media/p/cell.png', alt: 'A plant cell', width: 240, height: 160 })])).toBe(
      `<figure class="image"><img src="/media/p/cell.png" alt="A plant cell" width="240" height="160" ${LAZY}/></figure>`,
    );
  });

  it('adds a caption, from a string or from rich content', () => {
    expect(render([img({ src: 'a.png', alt: 'A', caption: 'Figure 1' })])).toContain('<figcaption>Figure 1</figcaption></figure>');
    const rich = [{ type: 'p', id: 'c', children: [{ text: 'Seen ' }, { text: 'under glass', em: true }] }];
    expect(render([img({ src: 'a.png', alt: 'A', caption: rich })])).toContain('<figcaption>Seen under glass</figcaption>');
    expect(render([img({ src: 'a.png', alt: 'A', caption: '  ' })])).not.toContain('figcaption');
  });

  it('marks an image the author gave no alt text as decorative', () => {
    expect(render([img({ src: 'a.png' })])).toContain('<img src="a.png" alt=""');
  });

  it('leaves out a width that is not a whole number', () => {
    const html = render([img({ src: 'a.png', alt: 'A', width: '12.5' })]);
    expect(html).not.toContain('width=');
  });

  it('draws nothing for an image with no source, or an unsafe one', () => {
    expect(render([img({ alt: 'Unchosen' })])).toBe('');
    expect(render([img({ src: 'javascript:alert(1)', alt: 'x' })])).toBe('');
  });

  it('draws an inline image inside its line, without a figure', () => {
    const line: Element = {
      type: 'p',
      id: 'p',
      children: [{ text: 'Press ' }, img({ src: '/icons/play.svg', alt: 'Play', width: 16 }, 'img_inline'), { text: ' to start.' }],
    };
    expect(render([line])).toBe(`<p>Press <img src="/icons/play.svg" alt="Play" width="16" ${LAZY}/> to start.</p>`);
  });
});
