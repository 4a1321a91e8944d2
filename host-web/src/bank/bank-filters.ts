import type { Logic, SearchCondition, SearchExpression } from '@quire/core';

/** What an author filters the bank by: each empty filter is left out of the search. */
export interface BankFilters {
  readonly tags: readonly number[];
  readonly objectives: readonly number[];
  /** An activity type's id, or null for every type. */
  readonly typeId: number | null;
  readonly text: string;
}

export const EMPTY_FILTERS: BankFilters = { tags: [], objectives: [], typeId: null, text: '' };

export function isEmptyFilters(filters: BankFilters): boolean {
  return filters.tags.length === 0 && filters.objectives.length === 0 && filters.typeId === null && filters.text.trim() === '';
}

export function sameFilters(a: BankFilters, b: BankFilters): boolean {
  const sameIds = (x: readonly number[], y: readonly number[]) => x.length === y.length && x.every((id, i) => id === y[i]);
  return sameIds(a.tags, b.tags) && sameIds(a.objectives, b.objectives) && a.typeId === b.typeId && a.text.trim() === b.text.trim();
}

/**
 * The search logic of the filters (spec authoring §5): empty filters are left out, one
 * filter is the expression itself, several are combined in a clause that needs them all.
 */
export function filtersToLogic(filters: BankFilters): Logic {
  const expressions: SearchExpression[] = [];
  if (filters.tags.length > 0) expressions.push({ fact: 'tags', operator: 'contains', value: [...filters.tags] });
  if (filters.objectives.length > 0) expressions.push({ fact: 'objectives', operator: 'contains', value: [...filters.objectives] });
  if (filters.typeId !== null) expressions.push({ fact: 'type', operator: 'contains', value: [filters.typeId] });
  const text = filters.text.trim();
  if (text !== '') expressions.push({ fact: 'text', operator: 'contains', value: text });
  if (expressions.length === 0) return { conditions: null };
  if (expressions.length === 1) return { conditions: expressions[0] };
  return { conditions: { operator: 'all', children: expressions } };
}

/**
 * The filters a search logic shows in the panel: the expressions of its top level (alone or
 * in an 'all' clause) that the panel can edit; anything else is not a filter of the panel.
 */
export function logicToFilters(logic: Logic | null | undefined): BankFilters {
  const conditions = logic?.conditions ?? null;
  if (conditions === null) return EMPTY_FILTERS;
  const top: readonly SearchCondition[] = 'fact' in conditions ? [conditions] : conditions.operator === 'all' ? conditions.children : [];
  let filters: BankFilters = EMPTY_FILTERS;
  for (const condition of top) {
    if (!('fact' in condition) || condition.operator !== 'contains') continue;
    const { fact, value } = condition;
    if (fact === 'text' && typeof value === 'string') filters = { ...filters, text: value };
    else if (Array.isArray(value)) {
      if (fact === 'tags') filters = { ...filters, tags: value };
      else if (fact === 'objectives') filters = { ...filters, objectives: value };
      else if (fact === 'type') filters = { ...filters, typeId: value[0] ?? null };
    }
  }
  return filters;
}
