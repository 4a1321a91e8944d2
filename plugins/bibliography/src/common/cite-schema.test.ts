import { describe, expect, it } from 'vitest';
import { citeElementSchema } from './cite-schema.js';

describe('cite schema', () => {
  it('requires a citation to name its entry', () => {
    expect(citeElementSchema.safeParse({ type: 'cite', id: 'c1', bibref: 42, children: [{ text: 'see' }] }).success).toBe(true);
    expect(citeElementSchema.safeParse({ type: 'cite', id: 'c1', children: [{ text: 'see' }] }).success).toBe(false);
  });
});
