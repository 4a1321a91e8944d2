import { describe, expect, it } from 'vitest';
import { logicSchema, readSearchLogic, searchLogicSchema, withoutEmptyValues, type SearchCondition } from './search-logic.js';

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

describe('readSearchLogic', () => {
  it('reads no logic, an expression and nested clauses, keeping only their documented keys', () => {
    expect(readSearchLogic(null)).toEqual({ logic: null });
    const clause = {
      operator: 'any',
      children: [
        { fact: 'tags', operator: 'equals', value: [3, 4] },
        { operator: 'all', children: [{ fact: 'text', operator: 'does_not_contain', value: 'cell' }] },
      ],
    };
    expect(readSearchLogic(clause)).toEqual({ logic: clause });
  });

  it('names the path of the bad node', () => {
    const logic = { operator: 'all', children: [{ fact: 'tags', operator: 'contains', value: [1] }, { fact: 'tags', operator: 'contains', value: 'x' }] };
    expect(readSearchLogic(logic, 'logic.conditions')).toEqual({
      problem: { path: 'logic.conditions.children.1.value', message: "A 'tags' filter needs a list of ids" },
    });
    expect(readSearchLogic({ fact: 'author', operator: 'contains', value: 'x' })).toMatchObject({ problem: { path: 'conditions.fact' } });
    expect(readSearchLogic({ operator: 'none', children: [] })).toMatchObject({ problem: { path: 'conditions.operator' } });
    expect(readSearchLogic({ fact: 'type', operator: 'equals', value: [1, -2] })).toMatchObject({ problem: { path: 'conditions.value.1' } });
  });

  it('refuses objects smuggled in where ids, text or keys belong', () => {
    expect(readSearchLogic({ fact: 'text', operator: 'contains', value: { $ne: null } })).toMatchObject({ problem: { path: 'conditions.value' } });
    expect(readSearchLogic({ fact: 'tags', operator: 'contains', value: [{ raw: '1 or 1=1' }] })).toMatchObject({ problem: { path: 'conditions.value.0' } });
    expect(readSearchLogic({ fact: 'tags', operator: 'contains', value: [1], sql: 'drop' })).toMatchObject({ problem: { path: 'conditions.sql' } });
    expect(readSearchLogic('tags')).toMatchObject({ problem: { path: 'conditions' } });
  });

  it('bounds depth, size and text length', () => {
    let deep: unknown = { fact: 'tags', operator: 'contains', value: [1] };
    for (let level = 0; level < 12; level++) deep = { operator: 'all', children: [deep] };
    expect(readSearchLogic(deep)).toMatchObject({ problem: { message: 'Clauses may nest at most 8 deep' } });
    const wide = { operator: 'any', children: Array.from({ length: 150 }, () => ({ fact: 'tags', operator: 'contains', value: [1] })) };
    expect(readSearchLogic(wide)).toMatchObject({ problem: { path: 'conditions.children.99' } });
    expect(readSearchLogic({ fact: 'text', operator: 'contains', value: 'x'.repeat(501) })).toMatchObject({ problem: { path: 'conditions.value' } });
  });
});

describe('withoutEmptyValues', () => {
  it('leaves out filters with no ids or no words, and clauses left empty', () => {
    const tagged: SearchCondition = { fact: 'tags', operator: 'contains', value: [1] };
    expect(withoutEmptyValues({ fact: 'text', operator: 'contains', value: ' ?! ' })).toBeNull();
    expect(withoutEmptyValues({ operator: 'all', children: [{ fact: 'objectives', operator: 'contains', value: [] }, tagged] })).toEqual({
      operator: 'all',
      children: [tagged],
    });
    expect(withoutEmptyValues({ operator: 'any', children: [{ operator: 'all', children: [] }] })).toBeNull();
    expect(withoutEmptyValues(null)).toBeNull();
  });
});
