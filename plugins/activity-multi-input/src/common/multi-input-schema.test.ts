import { describe, expect, it } from 'vitest';
import { partLabel } from '@quire/plugin-sdk';
import { multiInputModelSchema, QUANTITY_UNITS } from './multi-input-schema.js';

const part = (id: string) => ({ id, scoringStrategy: 'average', responses: [], hints: [] });
const model = {
  stem: { id: 's', content: [{ type: 'p', children: [{ text: 'Mass: ' }, { type: 'input_ref', id: 'i1', children: [{ text: '' }] }] }] },
  choices: [{ id: 'c1', content: [] }],
  inputs: [
    { id: 'i1', inputType: 'numeric', partId: 'p1', unit: 'g', size: 'small' },
    { id: 'i2', inputType: 'dropdown', partId: 'p2', choiceIds: ['c1'] },
  ],
  authoring: { parts: [part('p1'), part('p2')], targeted: [], transformations: [], previewText: 'Mass' },
  submitPerPart: true,
};

describe('multi-input model', () => {
  it('accepts a model with numeric and dropdown inputs', () => {
    expect(multiInputModelSchema.safeParse(model).success).toBe(true);
  });

  it('requires a dropdown to list its choices', () => {
    const inputs = [{ id: 'i2', inputType: 'dropdown', partId: 'p2' }];
    expect(multiInputModelSchema.safeParse({ ...model, inputs }).success).toBe(false);
  });

  it('refuses a model without inputs or with an unknown input type', () => {
    const empty = multiInputModelSchema.safeParse({ ...model, inputs: [] });
    expect(empty.error?.issues[0].message).toBe('A question needs at least one input');
    expect(multiInputModelSchema.safeParse({ ...model, inputs: [{ id: 'i', inputType: 'slider', partId: 'p' }] }).success).toBe(false);
  });

  it('offers the spec units and labels parts', () => {
    expect(QUANTITY_UNITS.map((q) => q.unit)).toEqual(['deg K', 'L', 'moles', 'g', 'moles/L', 'g/L', 'pH']);
    expect(partLabel(2)).toBe('Part 2');
  });
});
