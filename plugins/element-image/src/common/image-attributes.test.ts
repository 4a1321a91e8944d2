import { describe, expect, it } from 'vitest';
import type { Element } from '@quire/plugin-sdk';
import { imageAttributes } from './image-attributes.js';

const img = (fields: Record<string, unknown>): Element => ({ type: 'img', id: 'i', ...fields, children: [{ text: '' }] });

describe('imageAttributes', () => {
  it('gives the source, alt text and whole-number size', () => {
    expect(imageAttributes(img({ src: '/media/p/a.png', alt: 'A cell', width: 240, height: '120' }))).toEqual({
      src: '/media/p/a.png',
      alt: 'A cell',
      width: 240,
      height: 120,
    });
  });

  it("marks an image without alt text as decorative (alt '')", () => {
    expect(imageAttributes(img({ src: 'https://example.org/a.png' }))?.alt).toBe('');
  });

  it('leaves out a size that is not a whole number', () => {
    expect(imageAttributes(img({ src: 'a.png', width: '12.5', height: 'abc' }))).toEqual({ src: 'a.png', alt: '' });
  });

  it('has nothing to show without a safe source', () => {
    expect(imageAttributes(img({}))).toBeUndefined();
    expect(imageAttributes(img({ src: '  ' }))).toBeUndefined();
    expect(imageAttributes(img({ src: 'javascript:alert(1)' }))).toBeUndefined();
    expect(imageAttributes(img({ src: 'data:image/svg+xml,<svg onload=alert(1)>' }))).toBeUndefined();
  });
});
