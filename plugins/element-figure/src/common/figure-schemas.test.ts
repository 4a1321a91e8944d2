import { describe, expect, it } from 'vitest';
import { figureElementSchema } from './figure-schemas.js';

const body = [{ type: 'p', id: 'p', children: [{ text: 'x' }] }];

describe('figure', () => {
  it('reads back a figure with a plain, a rich or no title unchanged', () => {
    for (const title of ['Fig. 1', [{ type: 'p', id: 't', children: [{ text: 'Fig. ' }, { text: '1', strong: true }] }], undefined]) {
      const figure = { type: 'figure', id: 'f', ...(title === undefined ? {} : { title }), children: body };
      expect(figureElementSchema.parse(JSON.parse(JSON.stringify(figure)))).toEqual(figure);
    }
  });

  it('refuses a title that is neither text nor content', () => {
    expect(figureElementSchema.safeParse({ type: 'figure', title: { text: 'x' }, children: [] }).success).toBe(false);
  });

  it('refuses an over-long title with a message saying why', () => {
    const result = figureElementSchema.safeParse({ type: 'figure', title: 'x'.repeat(501), children: body });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain('A figure title may be at most 500 characters long.');
  });
});
