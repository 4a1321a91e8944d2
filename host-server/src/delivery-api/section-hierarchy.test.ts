import { describe, expect, it } from 'vitest';
import { buildHierarchy, type OutlineRow } from './section-hierarchy.js';

const row = (resourceId: number, parentId: number | null, position: number, kind: 'container' | 'page'): OutlineRow => ({
  resourceId,
  parentId,
  position,
  kind,
  title: `T${resourceId}`,
  slug: `s${resourceId}`,
});

describe('buildHierarchy', () => {
  it('orders siblings by position then id and numbers each type separately', () => {
    const tree = buildHierarchy({ title: 'Course', slug: 'course' }, [row(3, null, 1, 'container'), row(2, null, 1, 'page'), row(1, null, 0, 'container'), row(4, 3, 0, 'page')]);
    expect(tree.children.map((n) => [n.id, n.type, n.index])).toEqual([
      [1, 'container', 1],
      [2, 'page', 1],
      [3, 'container', 2],
    ]);
    expect(tree.children[2].children).toEqual([{ id: 4, type: 'page', title: 'T4', slug: 's4', index: 1, children: [] }]);
    expect(tree).toMatchObject({ id: 'root', type: 'root', title: 'Course', slug: 'course' });
  });

  it('leaves out items whose parent is not in the publication, and parent cycles', () => {
    const tree = buildHierarchy({ title: 'C', slug: 'c' }, [row(1, null, 0, 'page'), row(2, 99, 0, 'page'), row(3, 4, 0, 'container'), row(4, 3, 0, 'container')]);
    expect(tree.children.map((n) => n.id)).toEqual([1]);
  });
});
