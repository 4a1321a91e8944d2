import { describe, expect, it } from 'vitest';
import { calloutElementSchema, calloutInlineElementSchema } from './callout-schemas.js';

describe('callouts', () => {
  it('accepts a callout block and an inline callout', () => {
    expect(calloutElementSchema.safeParse({ type: 'callout', children: [{ type: 'p', children: [{ text: 'Note' }] }] }).success).toBe(true);
    expect(calloutInlineElementSchema.safeParse({ type: 'callout_inline', children: [{ text: 'n' }] }).success).toBe(true);
  });

  it('does not accept one kind for the other', () => {
    expect(calloutElementSchema.safeParse({ type: 'callout_inline', children: [] }).success).toBe(false);
  });
});
