import { describe, expect, it } from 'vitest';
import { dropWhitespaceText } from './drop-whitespace-text.js';

describe('dropWhitespaceText', () => {
  it('drops the indentation between structural tags and keeps everything else', () => {
    const row = { type: 'tr', id: 'r', children: [{ text: '' }] };
    expect(dropWhitespaceText([{ text: '\n  ' }, row, { text: '' }, { text: ' stray ' }])).toEqual([row, { text: ' stray ' }]);
  });
});
