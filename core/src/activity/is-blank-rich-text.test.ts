import { describe, expect, it } from 'vitest';
import { isBlankRichText } from './is-blank-rich-text.js';

describe('isBlankRichText', () => {
  it('counts an empty or whitespace-only block as blank, as a new hint is, whatever its kind', () => {
    expect(isBlankRichText([{ type: 'p', id: 'a', children: [{ text: '' }] }])).toBe(true);
    expect(isBlankRichText([{ type: 'p', id: 'a', children: [{ text: '  \n' }, { text: '', strong: true }] }])).toBe(true);
    expect(isBlankRichText([{ type: 'note', id: 'n', children: [{ text: ' ' }] }])).toBe(true);
    expect(isBlankRichText([{ type: 'ul', id: 'l', style: 'disc', children: [{ type: 'li', id: 'li', children: [{ text: '' }] }] }])).toBe(true);
    expect(isBlankRichText([])).toBe(true);
  });

  it('counts text, or an element holding its content in fields, as content', () => {
    expect(isBlankRichText([{ type: 'p', id: 'a', children: [{ text: 'Think of units' }] }])).toBe(false);
    expect(isBlankRichText([{ type: 'img', id: 'i', src: 'https://example.org/x.png', children: [{ text: '' }] }])).toBe(false);
    expect(isBlankRichText([{ type: 'ul', id: 'l', children: [{ type: 'li', id: 'li', children: [{ text: 'x' }] }] }])).toBe(false);
    const answerField = { type: 'slot', id: 's', inputId: 'i1', children: [{ text: '' }] };
    expect(isBlankRichText([{ type: 'p', id: 'a', children: [{ text: '' }, answerField, { text: '' }] }])).toBe(false);
  });
});
