import { describe, expect, it } from 'vitest';
import { CSL_TYPES, cslItemSchema, parseCslItems } from './csl-item.js';

const book = {
  id: 'smith2020',
  type: 'book',
  title: 'A Book',
  author: [{ family: 'Smith', given: 'Jane' }, { literal: 'The Committee' }],
  issued: { 'date-parts': [[2020, 5]] },
  publisher: 'Press',
  'publisher-place': 'Pittsburgh',
  volume: 2,
  ISBN: '978-0-00-000000-0',
  DOI: '10.1000/xyz',
  URL: 'https://example.org/book',
};

describe('CSL items', () => {
  it('has the full CSL type list', () => {
    expect(CSL_TYPES).toHaveLength(45);
    expect(CSL_TYPES).toContain('legal_case');
  });

  it('accepts a complete record unchanged', () => {
    expect(cslItemSchema.parse(book)).toEqual(book);
  });

  it('removes unknown fields, at the top and inside names and dates', () => {
    const parsed = cslItemSchema.parse({
      ...book,
      shelf: 'B3',
      author: [{ family: 'Smith', orcid: 'x' }],
      issued: { 'date-parts': [[2020]], timezone: 'UTC' },
    });
    expect(parsed).not.toHaveProperty('shelf');
    expect(parsed.author).toEqual([{ family: 'Smith' }]);
    expect(parsed.issued).toEqual({ 'date-parts': [[2020]] });
  });

  it('reports every problem with its location', () => {
    const result = parseCslItems([book, { id: 2, type: 'tweet', issued: { 'date-parts': [[2020, 1, 2, 3]] }, URL: 'javascript:alert(1)' }]);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors).toHaveLength(3);
      expect(result.errors[0]).toMatch(/^\[1\]\.type: Invalid option/);
      expect(result.errors).toContain('[1].URL: Unsafe URL');
    }
  });

  it('refuses a record without id or type', () => {
    expect(cslItemSchema.safeParse({ type: 'book' }).success).toBe(false);
    expect(cslItemSchema.safeParse({ id: 1 }).success).toBe(false);
  });
});
