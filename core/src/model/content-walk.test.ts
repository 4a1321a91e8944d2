import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { textSchema } from './elements/text.js';
import { TEST_CONTENT_SLOTS, TEST_ELEMENT_SCHEMAS } from './testing/test-element-schemas.js';
import { validateContent as validateWith } from './validate-content.js';

const validateContent = (nodes: unknown[]) => validateWith(nodes, { schemas: TEST_ELEMENT_SCHEMAS, slots: TEST_CONTENT_SLOTS });

const value = fc.oneof(fc.boolean(), fc.constant(undefined), fc.constant(null), fc.string({ maxLength: 2 }), fc.integer(), fc.constant([]));

describe('validateContent without a zod parse for plain nodes', () => {
  it('accepts and refuses text leaves exactly as the text schema does', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('strong', 'em', 'sub', 'code', 'other', 'text'), value, { maxKeys: 4 }), (fields) => {
        const node = { text: 'x', ...fields, ...(typeof fields.text === 'string' ? {} : { text: 'x' }) };
        expect(validateContent([node]).ok).toBe(textSchema.safeParse(node).success);
      }),
      { numRuns: 500 },
    );
  });

  it('accepts and refuses type/id/children elements exactly as each kind’s schema does', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...TEST_ELEMENT_SCHEMAS.keys()),
        fc.option(fc.oneof(fc.string({ maxLength: 3 }), fc.integer()), { nil: undefined }),
        fc.oneof(fc.constant([]), fc.constant('not a list')),
        (type, id, children) => {
          const node: Record<string, unknown> = { type, children };
          if (id !== undefined) node.id = id;
          const schema = TEST_ELEMENT_SCHEMAS.get(type)!;
          // Children that are an array are walked; none here, so the verdict is the node's own.
          expect(validateContent([node]).ok).toBe(schema.safeParse(node).success);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('still reports a link without its required href, and an unsafe one', () => {
    expect(validateContent([{ type: 'a', id: 'l', children: [] }]).ok).toBe(false);
    const unsafe = validateContent([{ type: 'a', id: 'l', href: 'javascript:alert(1)', children: [] }]);
    expect(unsafe.ok === false && unsafe.message).toContain('Unsafe URL');
  });
});
