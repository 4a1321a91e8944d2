import { describe, expect, it } from 'vitest';
import { blockquoteElementSchema, h3ElementSchema, HEADING_KINDS, paragraphElementSchema } from './text-blocks.js';

const p = { type: 'p', id: 'p1', children: [{ text: 'Hello' }] };

describe('text blocks', () => {
  it('accepts a paragraph, a heading and a quote; a field no schema declares is accepted and left out of the parse', () => {
    expect(paragraphElementSchema.parse({ ...p, plugin: 1 })).toEqual(p);
    expect(h3ElementSchema.safeParse({ type: 'h3', children: [{ text: 'T' }] }).success).toBe(true);
    expect(blockquoteElementSchema.safeParse({ type: 'blockquote', children: [p] }).success).toBe(true);
  });

  it('refuses the wrong kind, missing children and an empty id', () => {
    expect(paragraphElementSchema.safeParse({ ...p, type: 'h1' }).success).toBe(false);
    expect(paragraphElementSchema.safeParse({ type: 'p' }).success).toBe(false);
    expect(paragraphElementSchema.safeParse({ ...p, id: '' }).success).toBe(false);
  });

  it('lists the six headings in order', () => {
    expect(HEADING_KINDS).toEqual(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
  });
});
