import { describe, expect, it } from 'vitest';
import { figureElementSchema } from './figure-schemas.js';

describe('figure', () => {
  it('accepts a figure with a plain or rich title', () => {
    expect(figureElementSchema.safeParse({ type: 'figure', title: 'Fig. 1', children: [] }).success).toBe(true);
    expect(figureElementSchema.safeParse({ type: 'figure', title: [{ type: 'p', children: [{ text: 'Fig. 1' }] }], children: [] }).success).toBe(true);
  });

  it('refuses a title that is neither text nor content', () => {
    expect(figureElementSchema.safeParse({ type: 'figure', title: { text: 'x' }, children: [] }).success).toBe(false);
  });
});
