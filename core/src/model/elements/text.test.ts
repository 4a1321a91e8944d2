import { describe, expect, it } from 'vitest';
import { MARKS } from '../marks.js';
import { textSchema } from './text.js';

describe('textSchema', () => {
  it('accepts a leaf with every mark', () => {
    const leaf = { text: 'hi', ...Object.fromEntries(MARKS.map((mark) => [mark, true])) };
    expect(textSchema.safeParse(leaf).success).toBe(true);
  });

  it('keeps unknown keys (the normaliser drops them, not validation)', () => {
    expect(textSchema.parse({ text: 'a', comment: 'x' })).toEqual({ text: 'a', comment: 'x' });
  });

  it('refuses a missing text and a mark that is not a boolean', () => {
    expect(textSchema.safeParse({ strong: true }).success).toBe(false);
    const result = textSchema.safeParse({ text: 'a', strong: 'yes' });
    expect(result.error?.issues[0].path).toEqual(['strong']);
  });
});
