import { describe, expect, it } from 'vitest';
import { inputRefElementSchema } from './input-ref-schema.js';

describe('input reference schema', () => {
  it('checks input reference types', () => {
    expect(inputRefElementSchema.safeParse({ type: 'input_ref', id: 'i1', inputType: 'dropdown', children: [{ text: '' }] }).success).toBe(true);
    expect(inputRefElementSchema.safeParse({ type: 'input_ref', id: 'i1', inputType: 'textarea', children: [] }).success).toBe(false);
  });
});
