import { describe, expect, it } from 'vitest';
import { pagesInOrder, type CurriculumItem } from './curriculum-item.js';

const page = (id: number, parentId: number | null = null): CurriculumItem => ({ id, slug: `p${id}`, title: `P${id}`, kind: 'page', parentId, position: 0 });

describe('pagesInOrder', () => {
  it('lists pages depth first, skipping the units that hold them', () => {
    const unit: CurriculumItem = { id: 2, slug: 'u', title: 'U', kind: 'container', parentId: null, position: 1, children: [page(3, 2), page(4, 2)] };
    expect(pagesInOrder([page(1), unit, page(5)]).map((p) => p.id)).toEqual([1, 3, 4, 5]);
  });
});
