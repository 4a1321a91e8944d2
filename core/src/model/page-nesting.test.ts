import { describe, expect, it } from 'vitest';
import { childNesting, findNestingViolation, nestingViolation, ROOT_NESTING } from './page-nesting.js';
import type { PageItem } from './resource-content.js';

const inGroup = childNesting({ type: 'group' }, ROOT_NESTING);

describe('page nesting rules', () => {
  it('lets a plain group sit in a group, not a purposeful one', () => {
    expect(nestingViolation({ type: 'group', purpose: 'none' }, inGroup)).toBeUndefined();
    expect(nestingViolation({ type: 'group', purpose: 'quiz' }, inGroup)).toMatch(/purpose 'none'/);
    expect(nestingViolation({ type: 'group', purpose: 'quiz' }, ROOT_NESTING)).toBeUndefined();
  });

  it('refuses surveys in surveys, even deeper down', () => {
    const deep = childNesting({ type: 'group' }, childNesting({ type: 'survey' }, ROOT_NESTING));
    expect(nestingViolation({ type: 'survey' }, deep)).toBe('A survey cannot be nested in a survey');
  });

  it('lets reports hold only activity references and alternatives only alternatives', () => {
    const inReport = childNesting({ type: 'report' }, ROOT_NESTING);
    expect(nestingViolation({ type: 'activity-reference' }, inReport)).toBeUndefined();
    expect(nestingViolation({ type: 'report' }, inReport)).toBeDefined();
    const inAlternatives = childNesting({ type: 'alternatives' }, ROOT_NESTING);
    expect(nestingViolation({ type: 'alternative' }, inAlternatives)).toBeUndefined();
    expect(nestingViolation({ type: 'content' }, inAlternatives)).toBe('Alternatives may hold only alternative items');
  });

  it('finds the path of the first violation in a tree', () => {
    const items: PageItem[] = [
      { type: 'break', id: 'b' },
      { type: 'group', id: 'g', purpose: 'none', children: [{ type: 'break', id: 'c' }, { type: 'group', id: 'h', purpose: 'quiz', children: [] }] },
    ];
    expect(findNestingViolation(items)).toEqual({ path: [1, 1], message: "A group inside a group must have purpose 'none'" });
    expect(findNestingViolation(items.slice(0, 1))).toBeUndefined();
  });
});
