import { describe, expect, it } from 'vitest';
import { bibEntrySchema, referenceListItemSchema } from './bibliography.js';

describe('bibliography', () => {
  it('accepts an entry and strips unknown fields from its records', () => {
    const entry = { id: 3, slug: 'smith-2020', title: 'Smith', content: { data: [{ id: 'a', type: 'book', extra: 1 }] }, note: 'n' };
    expect(bibEntrySchema.parse(entry).content.data[0]).toEqual({ id: 'a', type: 'book' });
  });

  it('refuses an entry whose record has a bad type', () => {
    const result = bibEntrySchema.safeParse({ id: 3, slug: 's', content: { data: [{ id: 'a', type: 'blog' }] } });
    expect(result.error?.issues[0].path).toEqual(['content', 'data', 0, 'type']);
  });

  it('numbers reference list items from 1', () => {
    expect(referenceListItemSchema.safeParse({ slug: 's', ordinal: 1 }).success).toBe(true);
    expect(referenceListItemSchema.safeParse({ slug: 's', ordinal: 0 }).success).toBe(false);
  });
});
