import { describe, expect, it } from 'vitest';
import { textPlugin } from './index.js';

describe('element-text manifest', () => {
  it('contributes paragraph, six headings and blockquote', () => {
    expect(textPlugin.id).toBe('element-text');
    expect(textPlugin.elements?.map((e) => e.kind)).toEqual(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote']);
  });

  it('takes the grammar of the spec: text blocks hold inline content, a quote holds spaced blocks', () => {
    const byKind = new Map(textPlugin.elements?.map((e) => [e.kind, e.structure]));
    for (const kind of ['p', 'h1', 'h6']) {
      expect(byKind.get(kind)).toMatchObject({ display: 'block', content: { type: 'inline' } });
      expect(byKind.get(kind)?.parents).toBeUndefined();
    }
    expect(byKind.get('blockquote')).toMatchObject({ display: 'block', content: { type: 'blocks' }, spacedBlock: true });
  });

  it('validates fields with the core schemas', () => {
    const h2 = textPlugin.elements?.find((e) => e.kind === 'h2');
    expect(h2?.schema?.safeParse({ type: 'h2', id: 'a', children: [{ text: 'x' }] }).success).toBe(true);
    expect(h2?.schema?.safeParse({ type: 'h3', id: 'a', children: [] }).success).toBe(false);
  });

  it('is frozen, so no host can change it', () => {
    expect(Object.isFrozen(textPlugin)).toBe(true);
    expect(() => (textPlugin.elements as unknown[]).push({})).toThrow();
  });
});
