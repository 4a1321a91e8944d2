import { describe, expect, it } from 'vitest';
import type { PageItem } from '@quire/core';
import { insertItem, moveItem, newItem, placementProblem, removeItem, shiftItem, updateItem } from './page-items.js';

let n = 0;
const id = () => `i${++n}`;
const content = (): PageItem => newItem('content', id);
const group = (purpose = 'none', children: PageItem[] = []): PageItem => ({ type: 'group', id: id(), purpose, children }) as PageItem;

describe('page items', () => {
  it('makes a content item holding one empty default text block, or nothing without one', () => {
    const item = newItem('content', () => 'x', 'para');
    expect(item).toEqual({ type: 'content', id: 'x', children: [{ type: 'para', id: 'x', children: [{ text: '' }] }] });
    expect(newItem('content', () => 'y')).toEqual({ type: 'content', id: 'y', children: [] });
  });

  it('refuses a group with a purpose inside a group, and allows a plain one', () => {
    const page = [group('none')];
    expect(() => insertItem(page, [0], 0, group('quiz'))).toThrow("A group inside a group must have purpose 'none'");
    expect(insertItem(page, [0], 0, group('none'))[0]).toMatchObject({ children: [{ type: 'group' }] });
  });

  it('refuses a survey in a survey, a report in a report, and anything but alternatives in alternatives', () => {
    const page = [newItem('survey', id), newItem('alternatives', id), newItem('report', id)];
    expect(placementProblem(page, [0], newItem('survey', id))).toBe('A survey cannot be nested in a survey');
    expect(placementProblem(page, [1], content())).toBe('Alternatives may hold only alternative items');
    expect(placementProblem(page, [1], newItem('alternative', id))).toBeUndefined();
    expect(placementProblem(page, [2], content())).toBe('A report may hold only activity references');
  });

  it('checks the whole moved subtree: a group holding a survey cannot go into a survey', () => {
    const page = [newItem('survey', id), group('none', [newItem('survey', id)])];
    expect(() => moveItem(page, [1], [0], 0)).toThrow('A survey cannot be nested in a survey');
  });

  it('moves an item into a later container, counting the gap it leaves', () => {
    const a = content();
    const g = group('none', [content()]);
    const page = [a, g];
    const moved = moveItem(page, [0], [1], 1);
    expect(moved).toHaveLength(1);
    expect((moved[0] as { children: PageItem[] }).children[1]).toBe(a);
  });

  it('moves an item later among its siblings', () => {
    const [a, b, c] = [content(), content(), content()];
    expect(moveItem([a, b, c], [0], [], 3)).toEqual([b, c, a]);
    expect(shiftItem([a, b, c], [2], -1)).toEqual([a, c, b]);
    expect(shiftItem([a, b, c], [0], -1)).toEqual([a, b, c]);
  });

  it('refuses to move a container into itself', () => {
    const page = [group('none', [group('none')])];
    expect(() => moveItem(page, [0], [0, 0], 0)).toThrow('An item cannot be moved into itself');
  });

  it('updates and removes nested items without touching the others', () => {
    const inner = content();
    const page = [content(), group('none', [inner])];
    const updated = updateItem(page, [1, 0], (item) => ({ ...item, editor: 'markdown' }) as PageItem);
    expect(updated[0]).toBe(page[0]);
    expect((updated[1] as { children: PageItem[] }).children[0]).toMatchObject({ editor: 'markdown' });
    expect((removeItem(page, [1, 0])[1] as { children: PageItem[] }).children).toEqual([]);
  });
});

describe('alternatives', () => {
  it('offers an alternative only inside alternatives', () => {
    const page = [newItem('alternatives', id)];
    expect(placementProblem(page, [], newItem('alternative', id))).toBe('An alternative belongs in alternatives');
    expect(placementProblem(page, [0], newItem('alternative', id))).toBeUndefined();
  });
});
