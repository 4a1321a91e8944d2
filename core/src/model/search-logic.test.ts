import { describe, expect, it } from 'vitest';
import { logicSchema, searchLogicSchema } from './search-logic.js';

describe('search logic', () => {
  it('accepts no logic, one expression and nested clauses', () => {
    expect(searchLogicSchema.safeParse(null).success).toBe(true);
    expect(searchLogicSchema.safeParse({ fact: 'text', operator: 'contains', value: 'photosynthesis' }).success).toBe(true);
    const clause = {
      operator: 'all',
      children: [
        { fact: 'objectives', operator: 'contains', value: [1, 2] },
        { operator: 'any', children: [{ fact: 'type', operator: 'equals', value: [5] }] },
      ],
    };
    expect(logicSchema.safeParse({ conditions: clause }).success).toBe(true);
  });

  it('refuses unknown facts and operators', () => {
    expect(searchLogicSchema.safeParse({ fact: 'author', operator: 'contains', value: 'x' }).success).toBe(false);
    expect(searchLogicSchema.safeParse({ fact: 'tags', operator: 'matches', value: [1] }).success).toBe(false);
    expect(searchLogicSchema.safeParse({ operator: 'none', children: [] }).success).toBe(false);
  });

  it('requires text for the text fact and ids for the others', () => {
    expect(searchLogicSchema.safeParse({ fact: 'text', operator: 'contains', value: [1] }).success).toBe(false);
    expect(searchLogicSchema.safeParse({ fact: 'tags', operator: 'contains', value: 'biology' }).success).toBe(false);
  });
});
