import { describe, expect, it } from 'vitest';
import { ApiClient } from '../app/api-client.js';
import { findNamedPage, findSiblings, isWithin, type CurriculumItem } from './curriculum.js';

const page = (id: number, slug: string, parentId: number | null = null): CurriculumItem => ({ id, slug, title: slug, kind: 'page', parentId, position: 0 });
const tree: CurriculumItem[] = [
  page(1, 'welcome'),
  { id: 2, slug: 'unit', title: 'Unit', kind: 'container', parentId: null, position: 1, children: [page(3, 'atoms', 2), { id: 4, slug: 'inner', title: 'Inner', kind: 'container', parentId: 2, position: 1, children: [] }] },
];

describe('curriculum helpers', () => {
  it('finds an item’s siblings and place, at any depth', () => {
    expect(findSiblings(tree, 3)).toMatchObject({ index: 0, parentId: 2 });
    expect(findSiblings(tree, 2)).toMatchObject({ index: 1, parentId: null });
    expect(findSiblings(tree, 99)).toBeUndefined();
  });

  it('knows a unit cannot move into itself or below itself', () => {
    expect(isWithin(tree, 2, 2)).toBe(true);
    expect(isWithin(tree, 2, 4)).toBe(true);
    expect(isWithin(tree, 4, 2)).toBe(false);
    expect(isWithin(tree, 2, null)).toBe(false);
  });

  it('finds a page named by id, or by a current or former slug, and says when there is none', async () => {
    const asked: string[] = [];
    const api = new ApiClient('/api/v1', async (url) => {
      const path = String(url).replace('/api/v1', '');
      asked.push(path);
      if (path === '/projects/p/curriculum/slugs/new-page') return Response.json({ id: 3, slug: 'atoms' });
      return Response.json({ message: 'This page was not found. Try reopening it from the Curriculum.' }, { status: 404 });
    });
    expect(await findNamedPage(api, 'p', '17')).toEqual({ id: 17 });
    expect(await findNamedPage(api, 'p', 'new-page')).toEqual({ id: 3, slug: 'atoms' });
    await expect(findNamedPage(api, 'p', 'nowhere')).rejects.toThrow('This page was not found. Try reopening it from the Curriculum.');
    expect(asked).toEqual(['/projects/p/curriculum/slugs/new-page', '/projects/p/curriculum/slugs/nowhere']);
  });
});
