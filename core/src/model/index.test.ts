import { describe, expect, it } from 'vitest';
import * as model from './index.js';

describe('model index', () => {
  it('re-exports the existing modules and the schemas', () => {
    expect(model.MARKS).toHaveLength(14);
    expect(model.ELEMENT_KINDS).toContain('callout');
    expect(typeof model.isText).toBe('function');
    expect(model.ELEMENT_SCHEMAS.size).toBe(model.ELEMENT_KINDS.length);
    expect(typeof model.validatePageModel).toBe('function');
    expect(typeof model.cslItemSchema.parse).toBe('function');
  });
});
