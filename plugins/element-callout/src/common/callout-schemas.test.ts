import { describe, expect, it } from 'vitest';
import { calloutElementSchema, calloutInlineElementSchema } from './callout-schemas.js';

describe('callouts', () => {
  it('read back a saved callout block and inline callout unchanged', () => {
    const block = { type: 'callout', id: 'c', children: [{ type: 'p', id: 'p', children: [{ text: 'Note ' }, { text: 'well', strong: true }] }] };
    const inline = { type: 'callout_inline', id: 'i', children: [{ text: 'n' }] };
    expect(calloutElementSchema.parse(JSON.parse(JSON.stringify(block)))).toEqual(block);
    expect(calloutInlineElementSchema.parse(JSON.parse(JSON.stringify(inline)))).toEqual(inline);
  });

  it('does not accept one kind for the other, nor a callout without children', () => {
    expect(calloutElementSchema.safeParse({ type: 'callout_inline', children: [] }).success).toBe(false);
    expect(calloutInlineElementSchema.safeParse({ type: 'callout', children: [] }).success).toBe(false);
    expect(calloutElementSchema.safeParse({ type: 'callout' }).success).toBe(false);
  });
});
