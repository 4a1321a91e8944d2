import { describe, expect, it } from 'vitest';
import { listPlugin } from './index.js';

const structure = (kind: string) => listPlugin.elements?.find((e) => e.kind === kind)?.structure;

describe('element-list manifest', () => {
  it('contributes ul, ol, li, dl, dt and dd', () => {
    expect(listPlugin.id).toBe('element-list');
    expect(listPlugin.elements?.map((e) => e.kind)).toEqual(['ul', 'ol', 'li', 'dl', 'dt', 'dd']);
  });

  it('lets lists hold only items, and items live only in lists', () => {
    expect(structure('ul')?.content).toEqual({ type: 'children', allowed: ['li'], wrapIn: 'li' });
    expect(structure('ol')?.content).toEqual({ type: 'children', allowed: ['li'], wrapIn: 'li' });
    expect(structure('li')).toMatchObject({ display: 'block', content: { type: 'blocks' }, parents: ['ul', 'ol'], orphan: { wrapIn: 'ul' } });
  });

  it('lets a description list hold terms and definitions of inline content', () => {
    expect(structure('dl')?.content).toEqual({ type: 'children', allowed: ['dt', 'dd'], wrapIn: 'dd' });
    for (const kind of ['dt', 'dd']) {
      expect(structure(kind)).toMatchObject({ content: { type: 'inline' }, parents: ['dl'] });
    }
  });

  it("has a description list's rich title checked like its children", () => {
    const dl = listPlugin.elements?.find((e) => e.kind === 'dl');
    const title = [{ type: 'p', children: [{ text: 'Terms' }] }];
    expect(dl?.slots?.({ type: 'dl', title, children: [] })).toEqual([{ field: 'title', nodes: title }]);
    expect(dl?.slots?.({ type: 'dl', title: 'Terms', children: [] })).toEqual([]);
  });

  it('accepts only the spec styles for each list kind', () => {
    const ul = listPlugin.elements?.find((e) => e.kind === 'ul')?.schema;
    const ol = listPlugin.elements?.find((e) => e.kind === 'ol')?.schema;
    expect(ul?.safeParse({ type: 'ul', children: [], style: 'circle' }).success).toBe(true);
    expect(ul?.safeParse({ type: 'ul', children: [], style: 'decimal' }).success).toBe(false);
    expect(ol?.safeParse({ type: 'ol', children: [], style: 'decimal-leading-zero' }).success).toBe(true);
    expect(ol?.safeParse({ type: 'ol', children: [], style: 'square' }).success).toBe(false);
  });
});
