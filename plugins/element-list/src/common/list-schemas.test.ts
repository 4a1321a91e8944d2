import { describe, expect, it } from 'vitest';
import { BULLET_STYLES, NUMBER_STYLES } from './list-kinds.js';
import { dlElementSchema, olElementSchema, ulElementSchema } from './list-schemas.js';

const li = { type: 'li', children: [{ type: 'p', children: [{ text: 'x' }] }] };

describe('list schemas', () => {
  it('accepts every spec bullet style on ul and number style on ol', () => {
    for (const style of BULLET_STYLES) expect(ulElementSchema.safeParse({ type: 'ul', style, children: [li] }).success).toBe(true);
    for (const style of NUMBER_STYLES) expect(olElementSchema.safeParse({ type: 'ol', style, children: [li] }).success).toBe(true);
  });

  it('refuses a number style on a bulleted list and an unknown style', () => {
    expect(ulElementSchema.safeParse({ type: 'ul', style: 'decimal', children: [] }).success).toBe(false);
    const result = olElementSchema.safeParse({ type: 'ol', style: 'roman', children: [] });
    expect(result.error?.issues[0].message).toContain('lower-roman');
  });

  it('accepts a description list with a rich or plain title', () => {
    expect(dlElementSchema.safeParse({ type: 'dl', title: 'Terms', children: [] }).success).toBe(true);
    expect(dlElementSchema.safeParse({ type: 'dl', title: [{ text: 'Terms' }], children: [] }).success).toBe(true);
    expect(dlElementSchema.safeParse({ type: 'dl', title: 3, children: [] }).success).toBe(false);
  });
});
