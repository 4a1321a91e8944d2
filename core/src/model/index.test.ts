import { describe, expect, it } from 'vitest';
import * as model from './index.js';

describe('model index', () => {
  it('re-exports the existing modules and the building blocks of element schemas', () => {
    expect(model.MARKS).toHaveLength(14);
    expect(typeof model.elementSchema).toBe('function');
    expect(typeof model.isText).toBe('function');
    expect(typeof model.validatePageModel).toBe('function');
    expect(typeof model.cslItemSchema.parse).toBe('function');
  });

  it('names no element kind: each kind’s schema and structure are its plugin’s', () => {
    expect(Object.keys(model).filter((name) => /^ELEMENT_(KINDS|SCHEMAS|STRUCTURES)$|^CONTENT_SLOTS$|ElementSchema$/.test(name))).toEqual([]);
  });
});
