import { describe, expect, it } from 'vitest';
import { GROUP_PURPOSES } from './group-purpose.js';
import { PAGE_ITEM_SHALLOW_SCHEMAS, PAGE_ITEM_TYPES, pageItemSchema, pageModelSchema } from './resource-content.js';

const content = { type: 'content', id: 'c1', children: [{ type: 'p', children: [{ text: 'Hi' }] }] };

describe('page items', () => {
  it('has a shallow schema for every item type', () => {
    expect([...PAGE_ITEM_SHALLOW_SCHEMAS.keys()].sort()).toEqual([...PAGE_ITEM_TYPES].sort());
  });

  it('accepts every item type', () => {
    const items = [
      { ...content, editor: 'markdown', textDirection: 'rtl' },
      { type: 'activity-reference', id: 'a', activity_id: 12, custom: { points: 2 } },
      { type: 'selection', id: 's', count: 3, logic: { conditions: null } },
      { type: 'group', id: 'g', purpose: 'learnbydoing', audience: 'instructor', paginationMode: 'manualReveal', children: [content] },
      { type: 'survey', id: 'v', title: 'How was it?', children: [content] },
      { type: 'report', id: 'r', activityId: 12, reportType: 'likert_bar' },
      { type: 'alternatives', id: 'x', strategy: 'user_section_preference', alternatives_id: 2, children: [{ type: 'alternative', id: 'y', value: 'python', children: [content] }] },
      { type: 'break', id: 'b' },
    ];
    for (const item of items) expect(pageItemSchema.safeParse(item).success).toBe(true);
  });

  it('accepts every group purpose and refuses others', () => {
    for (const purpose of GROUP_PURPOSES) expect(pageItemSchema.safeParse({ type: 'group', id: 'g', purpose, children: [] }).success).toBe(true);
    expect(pageItemSchema.safeParse({ type: 'group', id: 'g', purpose: 'homework', children: [] }).success).toBe(false);
  });

  it('refuses missing required fields and bad values', () => {
    expect(pageItemSchema.safeParse({ type: 'selection', id: 's', count: 0, logic: { conditions: null } }).success).toBe(false);
    expect(pageItemSchema.safeParse({ type: 'content', children: [] }).success).toBe(false);
    expect(pageItemSchema.safeParse({ ...content, textDirection: 'ttb' }).success).toBe(false);
    expect(pageItemSchema.safeParse({ type: 'alternatives', id: 'x', strategy: 'random', alternatives_id: 1, children: [] }).success).toBe(false);
  });

  it('checks nested items deeply', () => {
    const group = { type: 'group', id: 'g', purpose: 'none', children: [{ type: 'group', id: 'h', purpose: 'none', children: [{ type: 'break' }] }] };
    const result = pageItemSchema.safeParse(group);
    expect(result.error?.issues[0].path).toEqual(['children', 0, 'children', 0, 'id']);
  });
});

describe('pageModelSchema', () => {
  it('accepts a page; its parse keeps only the model and bibrefs', () => {
    const page = { model: [content], bibrefs: [1, 'x'], advancedDelivery: false };
    expect(pageModelSchema.parse(page)).toEqual({ model: [content], bibrefs: [1, 'x'] });
  });

  it('applies the nesting rules', () => {
    const page = { model: [{ type: 'survey', id: 's', children: [{ type: 'survey', id: 't', children: [] }] }] };
    const result = pageModelSchema.safeParse(page);
    expect(result.error?.issues[0]).toMatchObject({ path: ['model', 0, 'children', 0], message: 'A survey cannot be nested in a survey' });
  });
});
