import { describe, expect, it } from 'vitest';
import {
  activityContextSchema,
  BANK_PAGE_SIZE,
  CSV_IMPORT_MAX_ROWS,
  objectiveSchema,
  pagingSchema,
  queryResultSchema,
} from './bank.js';

const row = { resource_id: 1, slug: 'q1', title: 'Q1', content: { stem: {} }, objectives: { '1': [10] }, tags: [3], activity_type_id: 2 };

describe('activity bank', () => {
  it('accepts an activity context', () => {
    const context = {
      activityId: 1,
      activitySlug: 'q1',
      typeSlug: 'oli_multiple_choice',
      title: 'Q1',
      model: { stem: {} },
      objectives: { '1': [10, 11] },
      tags: [3],
      authoringElement: 'oli-multiple-choice-authoring',
      friendlyName: 'Multiple Choice',
      description: 'One answer',
      variables: {},
      optionalContentTypes: { ecl: true },
    };
    expect(activityContextSchema.safeParse(context).success).toBe(true);
    expect(activityContextSchema.safeParse({ ...context, objectives: { '1': ['ten'] } }).success).toBe(false);
  });

  it('accepts a query result and refuses a negative total', () => {
    expect(queryResultSchema.safeParse({ rows: [row], totalCount: 1 }).success).toBe(true);
    expect(queryResultSchema.safeParse({ rows: [], totalCount: -1 }).success).toBe(false);
  });

  it('accepts objectives with or without parents', () => {
    expect(objectiveSchema.safeParse({ id: 1, title: 'Top', parentIds: null }).success).toBe(true);
    expect(objectiveSchema.safeParse({ id: 2, title: 'Sub', parentIds: [1] }).success).toBe(true);
    expect(objectiveSchema.safeParse({ id: 2, title: 'Sub' }).success).toBe(false);
  });

  it('checks paging and exposes the limits', () => {
    expect(pagingSchema.safeParse({ offset: 0, limit: BANK_PAGE_SIZE }).success).toBe(true);
    expect(pagingSchema.safeParse({ offset: -5, limit: 5 }).success).toBe(false);
    expect([BANK_PAGE_SIZE, CSV_IMPORT_MAX_ROWS]).toEqual([5, 200]);
  });
});
