import { describe, expect, it } from 'vitest';
import { HEADING_KINDS } from './text-kinds.js';
import { blockquoteElementSchema, h3ElementSchema, HEADING_SCHEMAS, paragraphElementSchema } from './text-schemas.js';

const p = { type: 'p', id: 'p1', children: [{ text: 'Hello' }] };

describe('text block schemas', () => {
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

  it('has one schema per heading level, in order', () => {
    expect(HEADING_KINDS).toEqual(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
    expect(HEADING_SCHEMAS.map((schema) => schema.shape.type.value)).toEqual([...HEADING_KINDS]);
  });
});
