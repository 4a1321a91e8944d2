import { describe, expect, it } from 'vitest';
import { foreignElementSchema } from './foreign-schema.js';

describe('foreign schema', () => {
  it('accepts foreign text with an empty language (the project default)', () => {
    expect(foreignElementSchema.safeParse({ type: 'foreign', lang: '', children: [{ text: 'bonjour' }] }).success).toBe(true);
    expect(foreignElementSchema.safeParse({ type: 'foreign', lang: 7, children: [] }).success).toBe(false);
  });
});
