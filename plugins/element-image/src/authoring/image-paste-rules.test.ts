// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { Element } from '@quire/plugin-sdk';
import { pasteImage } from './image-paste-rules.js';

function pasteTag(attributes: Record<string, string>, tagName = 'IMG') {
  return pasteImage({ tagName, getAttribute: (name) => attributes[name] ?? null }, () => [], () => 'i1', new Map());
}

/** The rule applied to the first <img> of real pasted HTML, as the editor's converter hands it over. */
function pasteHtml(html: string) {
  const found = new DOMParser().parseFromString(html, 'text/html').querySelector('img');
  if (!found) throw new Error('no img in the fixture');
  return pasteImage(found, () => [], () => 'i1', new Map()) as Element;
}

describe('pasting images', () => {
  it('turns <img src alt width height> into an image', () => {
    expect(pasteTag({ src: 'https://example.org/cell.png', alt: ' A plant cell ', width: '240', height: '160' })).toEqual({
      type: 'img',
      id: 'i1',
      src: 'https://example.org/cell.png',
      alt: 'A plant cell',
      width: 240,
      height: 160,
      children: [{ text: '' }],
    });
  });

  it('keeps only whole-number sizes and leaves out an empty alt', () => {
    expect(pasteTag({ src: '/media/p/a.png', alt: '', width: '12.5', height: '50%' })).toEqual({
      type: 'img',
      id: 'i1',
      src: '/media/p/a.png',
      children: [{ text: '' }],
    });
  });

  it('pastes nothing for an image whose source cannot be shown', () => {
    for (const src of ['', 'javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'data:image/png;base64,AAAA', 'file:///C:/Users/me/a.png', 'blob:https://x/1']) {
      expect(pasteTag({ src })).toEqual([]);
    }
    expect(pasteTag({})).toEqual([]);
  });

  it('leaves other tags to other rules', () => {
    expect(pasteTag({ src: 'a.png' }, 'PICTURE')).toBeUndefined();
  });

  it('makes an image in a line of words an inline image', () => {
    expect(pasteHtml('<p>Press <img src="/icons/play.svg" alt="Play"> to start.</p>')).toMatchObject({ type: 'img_inline', alt: 'Play' });
    expect(pasteHtml('<ul><li>Step <span><img src="a.png"></span></li></ul>').type).toBe('img_inline');
  });

  it('makes an image standing alone, or in a figure, a block image', () => {
    expect(pasteHtml('<p><span><img src="a.png"></span> </p>').type).toBe('img');
    expect(pasteHtml('<img src="a.png"><p>Next</p>').type).toBe('img');
    expect(pasteHtml('<div><p>Words</p><img src="a.png"><p>More</p></div>').type).toBe('img');
    expect(pasteHtml('<figure><img src="a.png"><figcaption>Figure 1</figcaption></figure>').type).toBe('img');
  });
});
