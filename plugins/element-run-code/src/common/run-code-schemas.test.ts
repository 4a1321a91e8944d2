import { describe, expect, it } from 'vitest';
import { eclElementSchema } from './run-code-schemas.js';

describe('run code', () => {
  it('accepts a run-code block with starting code', () => {
    expect(eclElementSchema.safeParse({ type: 'ecl', code: 'x = 1', children: [{ text: '' }] }).success).toBe(true);
    expect(eclElementSchema.safeParse({ type: 'ecl', code: 1, children: [] }).success).toBe(false);
  });
});
