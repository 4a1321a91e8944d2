import { describe, expect, it } from 'vitest';
import { isBlankRichText } from './is-blank-rich-text.js';

describe('isBlankRichText', () => {
  it('counts an empty or whitespace-only paragraph as blank, as a new hint is', () => {
    expect(isBlankRichText([{ type: 'p', id: 'a', children: [{ text: '' }] }])).toBe(true);
    expect(isBlankRichText([{ type: 'p', id: 'a', children: [{ text: '  \n' }, { text: '', strong: true }] }])).toBe(true);
    expect(isBlankRichText([])).toBe(true);
  });

  it('counts text or a non-text element as content', () => {
    expect(isBlankRichText([{ type: 'p', id: 'a', children: [{ text: 'Think of units' }] }])).toBe(false);
    expect(isBlankRichText([{ type: 'img', id: 'i', src: 'https://example.org/x.png', children: [{ text: '' }] }])).toBe(false);
    expect(isBlankRichText([{ type: 'ul', id: 'l', children: [{ type: 'li', id: 'li', children: [{ text: 'x' }] }] }])).toBe(false);
  });
});
