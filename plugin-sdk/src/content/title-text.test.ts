import { describe, expect, it } from 'vitest';
import { titleText } from './title-text.js';

describe('titleText', () => {
  it('trims a legacy string title', () => {
    expect(titleText('  Terms ')).toBe('Terms');
  });

  it('reads inline rich content as one run', () => {
    expect(titleText([{ text: 'Key ' }, { text: 'terms', strong: true }])).toBe('Key terms');
  });

  it('joins rich blocks with a space', () => {
    expect(
      titleText([
        { type: 'p', id: 'a', children: [{ text: 'One' }] },
        { type: 'p', id: 'b', children: [{ text: 'Two' }] },
      ]),
    ).toBe('One Two');
  });

  it('gives nothing for unset or blank titles', () => {
    expect(titleText(undefined)).toBe('');
    expect(titleText('   ')).toBe('');
    expect(titleText([{ type: 'p', id: 'a', children: [{ text: '' }] }])).toBe('');
  });
});
