import { describe, expect, it } from 'vitest';
import { ELEMENT_KINDS } from '../element-structure.js';
import type { Element } from '../node.js';
import { type ContentElement, ELEMENT_SCHEMAS, type LinkElement } from './index.js';

describe('ELEMENT_SCHEMAS', () => {
  it('covers exactly the kinds of ELEMENT_KINDS', () => {
    expect([...ELEMENT_SCHEMAS.keys()].sort()).toEqual([...ELEMENT_KINDS].sort());
  });

  it('maps each kind to the schema of that kind', () => {
    for (const [kind, schema] of ELEMENT_SCHEMAS) {
      // href and bibref are the only essential fields; extra fields are ignored elsewhere.
      expect(schema.safeParse({ type: kind, children: [], href: '#', bibref: 1 }).success).toBe(true);
      expect(schema.safeParse({ type: `${kind}-other`, children: [] }).success).toBe(false);
    }
  });
});

describe('element types', () => {
  it('are Slate elements, so editor code can use them as such', () => {
    // Compile-time check: a parsed element is assignable to the node model's Element.
    const link: LinkElement = { type: 'a', href: '#', children: [{ text: 'x' }] };
    const asElement: Element = link;
    const anyKind: Element = link satisfies ContentElement;
    expect(asElement).toBe(anyKind);
  });
});
