import { describe, expect, it } from 'vitest';
import { imgElementSchema, imgInlineElementSchema } from './image-schemas.js';

const voidChildren = [{ text: '' }];

describe('image schemas', () => {
  it('accepts an image with numeric or typed dimensions, and one without a source yet', () => {
    const img = { type: 'img', src: 'https://cdn.example.org/a.png', alt: 'A cat', width: 300, height: '200', caption: 'Cat', children: voidChildren };
    expect(imgElementSchema.safeParse(img).success).toBe(true);
    expect(imgElementSchema.safeParse({ type: 'img', children: voidChildren }).success).toBe(true);
    expect(imgInlineElementSchema.safeParse({ type: 'img_inline', src: '/a.png', children: voidChildren }).success).toBe(true);
  });

  it('refuses a script address', () => {
    const result = imgElementSchema.safeParse({ type: 'img', src: 'javascript:alert(1)', children: voidChildren });
    expect(result.error?.issues[0].message).toBe('Unsafe URL');
    expect(imgElementSchema.safeParse({ type: 'img', width: -1, children: voidChildren }).success).toBe(false);
  });
});
