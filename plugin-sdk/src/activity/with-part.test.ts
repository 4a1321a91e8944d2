import { describe, expect, it } from 'vitest';
import type { Part } from '@quire/core';
import { withPart } from './with-part.js';

const part = (id: string, outOf: number) => ({ id, outOf, scoringStrategy: 'average', responses: [], hints: [] }) as Part;

describe('withPart', () => {
  it('replaces the part with the same id and keeps the others and the rest of the model', () => {
    const model = { stem: 's', authoring: { parts: [part('1', 1), part('2', 1)], previewText: 'p' } };
    const next = withPart(model, part('2', 5));
    expect(next.authoring.parts.map((p) => p.outOf)).toEqual([1, 5]);
    expect(next).toMatchObject({ stem: 's', authoring: { previewText: 'p' } });
    expect(model.authoring.parts[1].outOf).toBe(1);
  });
});
